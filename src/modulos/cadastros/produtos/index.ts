import declaracao from '@retaguarda/contrato/modulos/cadastros/produtos';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';
import { CAMINHO_FAMILIAS } from './familias/moduloFamilias';

const familias = () => import('./familias/telasFamilias');

export default telasDoModulo(declaracao, {
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
