import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'dashboard/indicadores-desempenho',
  area: 'dashboard',
  menu: { rota: '/dashboard/indicadores-desempenho', rotulo: 'Indicadores de desempenho', icone: 'Speed', chave: 'dashboard_indicadores_de_desempenho' },
});
