/** The URL pattern of GET /v2/inicio/resumo (the home's figures), for tests that hold or fail that call. */
import { ROTAS_INICIO } from '@retaguarda/contrato/api/rotasEntrada';
import { padraoMsw } from './rotas';

export const URL_RESUMO_INICIO = padraoMsw(ROTAS_INICIO.resumo);
