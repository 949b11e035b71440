import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'vendas',
  route: '/vendas/relatorios-vendas',
  label: 'Relatórios de vendas',
  permission: 'vendas_relatorios_de_vendas',
  icon: TrendingUpIcon,
});
