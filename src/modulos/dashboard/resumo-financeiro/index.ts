import declaracao from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

// the fee and settlement rules the summary's forecast reads, under the summary's route and key
export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaResumoFinanceiro')),
  cadastros: [{ caminho: 'taxas', recurso: 'taxasRecebimento' }],
});
