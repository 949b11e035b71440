import declaracao from '@retaguarda/contrato/modulos/compras/analise-desempenho-fornecedores';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaDesempenho')),
});
