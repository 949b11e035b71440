/**
 * What is left of the order-detail mock now that the detail, edit, status, NFC-e, list and shell
 * tests run against the real server (tests/panel/servidorReal.ts): the endpoint patterns a test
 * overrides with server.use(...) to inject a failure.
 */
import { ROTAS } from '@retaguarda/contrato/api/rotas';
import { padraoMsw } from './rotas';

export const URL_DETALHE = padraoMsw(ROTAS.pedidos.obter);
export const URL_SEGUINTES = padraoMsw(ROTAS.status.seguintes);
export const URL_STATUS = padraoMsw(ROTAS.status.atualizar);
export const URL_STATUS_LOTE = padraoMsw(ROTAS.status.atualizarEmLote);
export const URL_EMITIR = padraoMsw(ROTAS.nfce.emitir);
export const URL_XML_NFCE = padraoMsw(ROTAS.nfce.baixarXml);
export const URL_DANFE = padraoMsw(ROTAS.nfce.pdf);
export const URL_IMPRESSAO = padraoMsw(ROTAS.impressao.imprimir);
