import TimelineIcon from '@mui/icons-material/Timeline';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'financeiro',
  route: '/financeiro/fluxo-caixa',
  label: 'Fluxo de caixa',
  permission: 'financeiro_fluxo_de_caixa',
  icon: TimelineIcon,
});
