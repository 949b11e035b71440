import declaracao from '@retaguarda/contrato/modulos/compras/gestao-fornecedores';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./ListaFornecedoresCompras')),
});
