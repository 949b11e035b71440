import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

export default defineModule({
  area: 'vendas',
  route: '/vendas/gestao-pedidos',
  label: 'Gestão de pedidos',
  permission: 'vendas_gestao_de_pedidos',
  icon: ReceiptLongIcon,
  list: telaSobDemanda(() => import('./PedidoList')),
  edit: telaSobDemanda(() => import('./PedidoEdit')),
  // a static segment: the router ranks it above the edit screen's ':id'
  routes: [{ path: 'novo', element: telaSobDemanda(() => import('./novo/NovoPedido')) }],
});
