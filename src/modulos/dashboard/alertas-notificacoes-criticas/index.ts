import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'dashboard',
  route: '/dashboard/alertas-notificacoes-criticas',
  label: 'Alertas e notificações críticas',
  permission: 'dashboard_alertas_e_notificacoes_criticas',
  icon: NotificationImportantIcon,
});
