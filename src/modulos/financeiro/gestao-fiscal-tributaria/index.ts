import GavelIcon from '@mui/icons-material/Gavel';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'financeiro',
  route: '/financeiro/gestao-fiscal-tributaria',
  label: 'Gestão fiscal e tributária',
  permission: 'financeiro_gestao_fiscal_e_tributaria',
  icon: GavelIcon,
});
