import BadgeIcon from '@mui/icons-material/Badge';
import { funcionarios } from '@retaguarda/contrato/recursos/funcionarios';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/funcionarios',
  label: 'Funcionários',
  permission: 'cadastros_funcionarios',
  recurso: funcionarios,
  icon: BadgeIcon,
});
