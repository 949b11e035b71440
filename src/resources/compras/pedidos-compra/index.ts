import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'compras',
  route: '/compras/pedidos-compra',
  label: 'Pedidos de compra',
  permission: 'compras_pedidos_de_compra',
  icon: AddShoppingCartIcon,
});
