import WarehouseIcon from '@mui/icons-material/Warehouse';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'estoque',
  route: '/estoque/gestao-estoque',
  label: 'Gestão de estoque',
  permission: 'estoque_gestao_de_estoque',
  icon: WarehouseIcon,
});
