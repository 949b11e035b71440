import Inventory2Icon from '@mui/icons-material/Inventory2';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/produtos',
  label: 'Produtos',
  permission: 'cadastros_produtos',
  icon: Inventory2Icon,
});
