import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'dashboard/resumo-financeiro',
  area: 'dashboard',
  menu: { rota: '/dashboard/resumo-financeiro', rotulo: 'Resumo financeiro', icone: 'Summarize', chave: 'dashboard_resumo_financeiro' },
});
