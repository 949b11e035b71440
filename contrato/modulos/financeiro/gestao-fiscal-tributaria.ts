import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'financeiro/gestao-fiscal-tributaria',
  area: 'financeiro',
  menu: { rota: '/financeiro/gestao-fiscal-tributaria', rotulo: 'Gestão fiscal e tributária', icone: 'Gavel', chave: 'financeiro_gestao_fiscal_e_tributaria' },
});
