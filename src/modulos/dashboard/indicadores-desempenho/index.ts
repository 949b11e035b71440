import SpeedIcon from '@mui/icons-material/Speed';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'dashboard',
  route: '/dashboard/indicadores-desempenho',
  label: 'Indicadores de desempenho',
  permission: 'dashboard_indicadores_de_desempenho',
  icon: SpeedIcon,
});
