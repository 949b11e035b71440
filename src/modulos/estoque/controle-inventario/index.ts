import ChecklistIcon from '@mui/icons-material/Checklist';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** Count sessions (issue 19): a store counted by scanner or by hand, checked and approved into the stock. */
export default defineModule({
  area: 'estoque',
  route: '/estoque/controle-inventario',
  label: 'Controle de inventário',
  permission: 'estoque_controle_de_inventario',
  icon: ChecklistIcon,
  list: telaSobDemanda(() => import('./TelaInventarios')),
  routes: [{ path: ':id', element: telaSobDemanda(() => import('./TelaInventario')) }],
});
