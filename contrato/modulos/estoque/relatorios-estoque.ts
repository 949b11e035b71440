import { defineModulo } from '../declaracao';

/** Stock reports: ABC curve, turnover and cover, stock-outs and excess, valuation, dead stock. */
export default defineModulo({
  nome: 'estoque/relatorios-estoque',
  area: 'estoque',
  menu: { rota: '/estoque/relatorios-estoque', rotulo: 'Relatórios de estoque', icone: 'BarChart', chave: 'estoque_relatorios_de_estoque' },
});
