import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'estoque',
  route: '/estoque/ajustes-movimentacoes',
  label: 'Ajustes e movimentações',
  permission: 'estoque_ajustes_e_movimentacoes',
  icon: SwapHorizIcon,
});
