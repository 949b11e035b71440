import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'vendas/integracoes-ecommerce-marketplaces',
  area: 'vendas',
  menu: { rota: '/vendas/integracoes-ecommerce-marketplaces', rotulo: 'Integrações e-commerce e marketplaces', icone: 'Hub', chave: 'vendas_integracao_e_commerce_e_marketplaces' },
});
