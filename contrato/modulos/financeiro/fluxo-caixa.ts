import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'financeiro/fluxo-caixa',
  area: 'financeiro',
  menu: { rota: '/financeiro/fluxo-caixa', rotulo: 'Fluxo de caixa', icone: 'Timeline', chave: 'financeiro_fluxo_de_caixa' },
});
