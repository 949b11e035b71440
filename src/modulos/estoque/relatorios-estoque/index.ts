import BarChartIcon from '@mui/icons-material/BarChart';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** Stock reports (issue 19): ABC curve, turnover and cover, stock-outs and excess, valuation, dead stock. */
export default defineModule({
  area: 'estoque',
  route: '/estoque/relatorios-estoque',
  label: 'Relatórios de estoque',
  permission: 'estoque_relatorios_de_estoque',
  icon: BarChartIcon,
  list: telaSobDemanda(() => import('./TelaRelatorios')),
});
