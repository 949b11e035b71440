import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'compras',
  route: '/compras/recebimento-conferencia',
  label: 'Recebimento e conferência',
  permission: 'compras_recebimento_e_conferencia',
  icon: FactCheckIcon,
});
