import BadgeIcon from '@mui/icons-material/Badge';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/funcionarios',
  label: 'Funcionários',
  permission: 'cadastros_funcionarios',
  icon: BadgeIcon,
});
