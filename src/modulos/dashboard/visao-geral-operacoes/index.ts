import InsightsIcon from '@mui/icons-material/Insights';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'dashboard',
  route: '/dashboard/visao-geral-operacoes',
  label: 'Visão geral das operações',
  permission: 'dashboard_visao_geral_das_operacoes',
  icon: InsightsIcon,
});
