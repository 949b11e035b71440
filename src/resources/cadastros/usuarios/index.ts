import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineModule } from '../../defineModule';
import { EmConstrucao } from '../../emConstrucao';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/usuarios',
  label: 'Usuários do sistema',
  permission: 'cadastros_usuarios_do_sistema',
  icon: ManageAccountsIcon,
  // SPEC section 2 names /cadastros/usuarios/novo; its screen arrives with the users register.
  routes: [{ path: 'novo', element: EmConstrucao }],
});
