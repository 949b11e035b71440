import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'vendas',
  route: '/vendas/gestao-pedidos',
  label: 'Gestão de pedidos',
  permission: 'vendas_gestao_de_pedidos',
  icon: ReceiptLongIcon,
  list: lazy(() => import('./PedidoList')),
  edit: lazy(() => import('./PedidoEdit')),
});
