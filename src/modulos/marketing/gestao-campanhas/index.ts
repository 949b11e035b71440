import CampaignIcon from '@mui/icons-material/Campaign';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'marketing',
  route: '/marketing/gestao-campanhas',
  label: 'Gestão de campanhas',
  permission: 'marketing_gestao_de_campanhas',
  icon: CampaignIcon,
});
