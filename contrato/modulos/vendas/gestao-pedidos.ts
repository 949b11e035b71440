import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'vendas/gestao-pedidos',
  area: 'vendas',
  menu: { rota: '/vendas/gestao-pedidos', rotulo: 'Gestão de pedidos', icone: 'ReceiptLong', chave: 'vendas_gestao_de_pedidos' },
});
