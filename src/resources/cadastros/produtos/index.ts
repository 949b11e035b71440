import Inventory2Icon from '@mui/icons-material/Inventory2';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/produtos',
  label: 'Produtos',
  permission: 'cadastros_produtos',
  recurso: produtos,
  icon: Inventory2Icon,
});
