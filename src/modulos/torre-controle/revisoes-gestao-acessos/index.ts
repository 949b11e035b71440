import declaracao from '@retaguarda/contrato/modulos/torre-controle/revisoes-gestao-acessos';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaRevisaoAcessos')),
  routes: [{ path: 'revisoes/:id', element: telaSobDemanda(() => import('./TelaRevisao')) }],
});
