import { defineModulo } from '../declaracao';

/** Purchase orders to suppliers: drafts, sending with the supplier's PDF, what arrived, and suggestions of what to buy. */
export default defineModulo({
  nome: 'compras/pedidos-compra',
  area: 'compras',
  menu: { rota: '/compras/pedidos-compra', rotulo: 'Pedidos de compra', icone: 'AddShoppingCart', chave: 'compras_pedidos_de_compra' },
});
