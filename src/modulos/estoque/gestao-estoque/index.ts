import WarehouseIcon from '@mui/icons-material/Warehouse';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** The stock position (issue 19): per store and product, with its ledger one click away. */
export default defineModule({
  area: 'estoque',
  route: '/estoque/gestao-estoque',
  label: 'Gestão de estoque',
  permission: 'estoque_gestao_de_estoque',
  icon: WarehouseIcon,
  list: telaSobDemanda(() => import('./TelaPosicao')),
});
