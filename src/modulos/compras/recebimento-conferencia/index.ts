import declaracao from '@retaguarda/contrato/modulos/compras/recebimento-conferencia';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaRecebimentos')),
  routes: [{ path: ':id', element: telaSobDemanda(() => import('./TelaReceber')) }],
});
