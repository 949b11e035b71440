import PeopleIcon from '@mui/icons-material/People';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/clientes',
  label: 'Clientes',
  permission: 'cadastros_clientes',
  icon: PeopleIcon,
});
