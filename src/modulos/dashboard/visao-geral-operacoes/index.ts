import declaracao from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, { list: telaSobDemanda(() => import('./TelaVisaoGeral')) });
