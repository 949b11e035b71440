import declaracao from '@retaguarda/contrato/modulos/vendas/catalogo-produtos';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./CatalogoList')),
  show: telaSobDemanda(() => import('./FichaCatalogo')),
});
