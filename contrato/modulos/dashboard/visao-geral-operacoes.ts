import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'dashboard/visao-geral-operacoes',
  area: 'dashboard',
  menu: { rota: '/dashboard/visao-geral-operacoes', rotulo: 'Visão geral das operações', icone: 'Insights', chave: 'dashboard_visao_geral_das_operacoes' },
});
