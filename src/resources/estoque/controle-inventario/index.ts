import ChecklistIcon from '@mui/icons-material/Checklist';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'estoque',
  route: '/estoque/controle-inventario',
  label: 'Controle de inventário',
  permission: 'estoque_controle_de_inventario',
  icon: ChecklistIcon,
});
