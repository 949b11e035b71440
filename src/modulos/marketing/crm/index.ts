import ConnectWithoutContactIcon from '@mui/icons-material/ConnectWithoutContact';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'marketing',
  route: '/marketing/crm',
  label: 'CRM',
  permission: 'marketing_crm',
  icon: ConnectWithoutContactIcon,
});
