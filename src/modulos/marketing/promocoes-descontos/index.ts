import declaracao from '@retaguarda/contrato/modulos/marketing/promocoes-descontos';
import { telasDoModulo } from '../../../registro/telasDoModulo';

export default telasDoModulo(declaracao);
