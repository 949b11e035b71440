import declaracao from '@retaguarda/contrato/modulos/cadastros/funcionarios';
import { telasDoModulo } from '../../../registro/telasDoModulo';

export default telasDoModulo(declaracao);
