import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** Purchase orders to suppliers (issue 19): drafts, sending with the supplier's PDF, what arrived, and suggestions of what to buy. */
export default defineModule({
  area: 'compras',
  route: '/compras/pedidos-compra',
  label: 'Pedidos de compra',
  permission: 'compras_pedidos_de_compra',
  icon: AddShoppingCartIcon,
  list: telaSobDemanda(() => import('./TelaPedidosCompra')),
  // 'novo' and an order's number both land on the order's page: a static path ranks above ':id'
  routes: [
    { path: 'novo', element: telaSobDemanda(() => import('./TelaPedidoCompra')) },
    { path: 'sugestoes', element: telaSobDemanda(() => import('./TelaSugestoesCompra')) },
    { path: ':id', element: telaSobDemanda(() => import('./TelaPedidoCompra')) },
  ],
});
