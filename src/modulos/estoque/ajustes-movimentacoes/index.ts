import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** The stock ledger (issue 19): every movement, the adjustments with their reasons and the transfers between stores. */
export default defineModule({
  area: 'estoque',
  route: '/estoque/ajustes-movimentacoes',
  label: 'Ajustes e movimentações',
  permission: 'estoque_ajustes_e_movimentacoes',
  icon: SwapHorizIcon,
  list: telaSobDemanda(() => import('./TelaMovimentos')),
});
