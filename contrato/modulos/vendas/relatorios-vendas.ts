import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'vendas/relatorios-vendas',
  area: 'vendas',
  menu: { rota: '/vendas/relatorios-vendas', rotulo: 'Relatórios de vendas', icone: 'TrendingUp', chave: 'vendas_relatorios_de_vendas' },
});
