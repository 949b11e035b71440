import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** The users register (issue 17): not a declared resource (users, profiles and requests have their own rules), its own screens. */
export default defineModule({
  area: 'cadastros',
  route: '/cadastros/usuarios',
  label: 'Usuários do sistema',
  permission: 'cadastros_usuarios_do_sistema',
  icon: ManageAccountsIcon,
  list: telaSobDemanda(() => import('./TelaUsuarios')),
  edit: telaSobDemanda(() => import('./EditarUsuario')),
  routes: [{ path: 'novo', element: telaSobDemanda(() => import('./NovoUsuario')) }],
});
