import CallReceivedIcon from '@mui/icons-material/CallReceived';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'financeiro',
  route: '/financeiro/contas-receber',
  label: 'Contas a receber',
  permission: 'financeiro_contas_a_receber',
  icon: CallReceivedIcon,
});
