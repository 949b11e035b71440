import declaracao from '@retaguarda/contrato/modulos/cadastros/clientes';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  // the generated record page, with a link to the client's orders
  show: telaSobDemanda(() => import('./FichaCliente')),
});
