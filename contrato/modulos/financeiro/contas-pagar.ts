import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'financeiro/contas-pagar',
  area: 'financeiro',
  menu: { rota: '/financeiro/contas-pagar', rotulo: 'Contas a pagar', icone: 'CallMade', chave: 'financeiro_contas_a_pagar' },
});
