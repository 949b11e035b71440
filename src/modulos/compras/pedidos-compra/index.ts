import declaracao from '@retaguarda/contrato/modulos/compras/pedidos-compra';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaPedidosCompra')),
  // 'novo' and an order's number both land on the order's page: a static path ranks above ':id'
  routes: [
    { path: 'novo', element: telaSobDemanda(() => import('./TelaPedidoCompra')) },
    { path: 'sugestoes', element: telaSobDemanda(() => import('./TelaSugestoesCompra')) },
    { path: ':id', element: telaSobDemanda(() => import('./TelaPedidoCompra')) },
  ],
});
