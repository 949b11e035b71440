import declaracao from '@retaguarda/contrato/modulos/vendas/relatorios-vendas';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaRelatoriosVendas')),
});
