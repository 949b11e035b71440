import declaracao from '@retaguarda/contrato/modulos/vendas/gestao-clientes';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  // the generated screens, with each client's purchases in the list and on the record page
  list: telaSobDemanda(() => import('./ListaClientesVendas')),
  show: telaSobDemanda(() => import('./FichaClienteVendas')),
});
