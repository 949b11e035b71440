import AnalyticsIcon from '@mui/icons-material/Analytics';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'marketing',
  route: '/marketing/analise-impacto-campanhas',
  label: 'Impacto das campanhas',
  permission: 'marketing_analise_de_impacto_das_campanhas',
  icon: AnalyticsIcon,
});
