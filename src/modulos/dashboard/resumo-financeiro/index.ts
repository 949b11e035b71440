import declaracao from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro';
import { telasDoModulo } from '../../../registro/telasDoModulo';

// the fee and settlement rules the summary's forecast reads, under the summary's route and key
export default telasDoModulo(declaracao, { cadastros: [{ caminho: 'taxas', recurso: 'taxasRecebimento' }] });
