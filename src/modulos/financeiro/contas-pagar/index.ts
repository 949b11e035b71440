import CallMadeIcon from '@mui/icons-material/CallMade';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'financeiro',
  route: '/financeiro/contas-pagar',
  label: 'Contas a pagar',
  permission: 'financeiro_contas_a_pagar',
  icon: CallMadeIcon,
});
