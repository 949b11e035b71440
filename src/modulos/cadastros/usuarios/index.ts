import declaracao from '@retaguarda/contrato/modulos/cadastros/usuarios';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaUsuarios')),
  edit: telaSobDemanda(() => import('./EditarUsuario')),
  routes: [{ path: 'novo', element: telaSobDemanda(() => import('./NovoUsuario')) }],
});
