import declaracao from '@retaguarda/contrato/modulos/estoque/controle-inventario';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaInventarios')),
  routes: [{ path: ':id', element: telaSobDemanda(() => import('./TelaInventario')) }],
});
