import declaracao from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

// the stores' monthly goals the indicators measure against, under the indicators' route and key
export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaIndicadores')),
  cadastros: [{ caminho: 'metas', recurso: 'metasLojas' }],
});
