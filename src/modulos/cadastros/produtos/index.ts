import Inventory2Icon from '@mui/icons-material/Inventory2';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';
import { CAMINHO_FAMILIAS } from './familias/moduloFamilias';

const familias = () => import('./familias/telasFamilias');

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/produtos',
  label: 'Produtos',
  permission: 'cadastros_produtos',
  recurso: produtos,
  icon: Inventory2Icon,
  list: telaSobDemanda(() => import('./ListaProdutos')),
  show: telaSobDemanda(() => import('./FichaProduto')),
  create: telaSobDemanda(() => import('./CriarProduto')),
  // the families (produtos base) and their variants, under the products' route and key
  routes: [
    { path: CAMINHO_FAMILIAS, element: telaSobDemanda(() => familias().then((m) => ({ default: m.ListaFamilias }))) },
    { path: `${CAMINHO_FAMILIAS}/create`, element: telaSobDemanda(() => familias().then((m) => ({ default: m.CriarFamilia }))) },
    { path: `${CAMINHO_FAMILIAS}/:id`, element: telaSobDemanda(() => familias().then((m) => ({ default: m.EditarFamilia }))) },
    { path: `${CAMINHO_FAMILIAS}/:id/show`, element: telaSobDemanda(() => familias().then((m) => ({ default: m.FichaFamilia }))) },
  ],
});
