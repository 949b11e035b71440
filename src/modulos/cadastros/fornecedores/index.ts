import declaracao from '@retaguarda/contrato/modulos/cadastros/fornecedores';
import { telasDoModulo } from '../../../registro/telasDoModulo';

export default telasDoModulo(declaracao);
