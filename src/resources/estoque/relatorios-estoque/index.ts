import BarChartIcon from '@mui/icons-material/BarChart';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'estoque',
  route: '/estoque/relatorios-estoque',
  label: 'Relatórios de estoque',
  permission: 'estoque_relatorios_de_estoque',
  icon: BarChartIcon,
});
