import declaracao from '@retaguarda/contrato/modulos/estoque/relatorios-estoque';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaRelatorios')),
});
