import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'financeiro/contas-receber',
  area: 'financeiro',
  menu: { rota: '/financeiro/contas-receber', rotulo: 'Contas a receber', icone: 'CallReceived', chave: 'financeiro_contas_a_receber' },
});
