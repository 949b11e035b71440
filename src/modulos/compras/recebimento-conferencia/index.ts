import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** Receiving the goods of a purchase order sent to a supplier: scanned or counted, against the supplier's NF-e. */
export default defineModule({
  area: 'compras',
  route: '/compras/recebimento-conferencia',
  label: 'Recebimento e conferência',
  permission: 'compras_recebimento_e_conferencia',
  icon: FactCheckIcon,
  list: telaSobDemanda(() => import('./TelaRecebimentos')),
  routes: [{ path: ':id', element: telaSobDemanda(() => import('./TelaReceber')) }],
});
