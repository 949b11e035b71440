import MenuBookIcon from '@mui/icons-material/MenuBook';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'vendas',
  route: '/vendas/catalogo-produtos',
  label: 'Catálogo de produtos',
  permission: 'vendas_catalogo_de_produtos',
  icon: MenuBookIcon,
});
