import AssessmentIcon from '@mui/icons-material/Assessment';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'financeiro',
  route: '/financeiro/relatorios-financeiros',
  label: 'Relatórios financeiros',
  permission: 'financeiro_relatorios_financeiros',
  icon: AssessmentIcon,
});
