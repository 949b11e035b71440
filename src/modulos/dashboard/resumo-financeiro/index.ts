import SummarizeIcon from '@mui/icons-material/Summarize';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'dashboard',
  route: '/dashboard/resumo-financeiro',
  label: 'Resumo financeiro',
  permission: 'dashboard_resumo_financeiro',
  icon: SummarizeIcon,
});
