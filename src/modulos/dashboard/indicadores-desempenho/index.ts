import declaracao from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho';
import { telasDoModulo } from '../../../registro/telasDoModulo';

// the stores' monthly goals the indicators measure against, under the indicators' route and key
export default telasDoModulo(declaracao, { cadastros: [{ caminho: 'metas', recurso: 'metasLojas' }] });
