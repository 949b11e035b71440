/**
 * What is left of the order-detail mock now that the detail, edit, status, NFC-e, list and shell
 * tests run against the real server (tests/panel/servidorReal.ts): the endpoint patterns a test
 * overrides with server.use(...) to inject a failure.
 */

import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { padraoMsw } from './rotas';

export const URL_DETALHE = padraoMsw(ROTAS_PEDIDOS.pedidos.obter);
export const URL_SEGUINTES = padraoMsw(ROTAS_PEDIDOS.status.seguintes);
export const URL_STATUS = padraoMsw(ROTAS_PEDIDOS.status.atualizar);
export const URL_STATUS_LOTE = padraoMsw(ROTAS_PEDIDOS.status.atualizarEmLote);
export const URL_EMITIR = padraoMsw(ROTAS_PEDIDOS.nfce.emitir);
export const URL_XML_NFCE = padraoMsw(ROTAS_PEDIDOS.nfce.baixarXml);
export const URL_DANFE = padraoMsw(ROTAS_PEDIDOS.nfce.pdf);
export const URL_IMPRESSAO = padraoMsw(ROTAS_PEDIDOS.impressao.imprimir);
