import declaracao from '@retaguarda/contrato/modulos/vendas/gestao-pedidos';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./PedidoList')),
  edit: telaSobDemanda(() => import('./PedidoEdit')),
  // a static segment: the router ranks it above the edit screen's ':id'
  routes: [{ path: 'novo', element: telaSobDemanda(() => import('./novo/NovoPedido')) }],
});
