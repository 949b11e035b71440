import declaracao from '@retaguarda/contrato/modulos/dashboard/alertas-notificacoes-criticas';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, { list: telaSobDemanda(() => import('./TelaAlertas')) });
