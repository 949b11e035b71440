import MenuBookIcon from '@mui/icons-material/MenuBook';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

export default defineModule({
  area: 'vendas',
  route: '/vendas/catalogo-produtos',
  label: 'Catálogo de produtos',
  permission: 'vendas_catalogo_de_produtos',
  recurso: produtos,
  icon: MenuBookIcon,
  list: telaSobDemanda(() => import('./CatalogoList')),
  show: telaSobDemanda(() => import('./FichaCatalogo')),
});
