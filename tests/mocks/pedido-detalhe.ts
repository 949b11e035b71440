/**
 * What is left of the order-detail mock now that the detail, edit, status, NFC-e, list and shell
 * tests run against the real server (tests/panel/servidorReal.ts): the endpoint patterns a test
 * overrides with server.use(...) to inject a failure.
 */
export const URL_DETALHE = '*/v2/vendas/lista-pedidos/:id';
export const URL_SEGUINTES = '*/v2/vendas/status/seguintes';
export const URL_STATUS = '*/v2/vendas/status/update';
export const URL_STATUS_LOTE = '*/v2/vendas/status/update-lote';
export const URL_EMITIR = '*/v2/nfce/emitir/nped';
export const URL_ARQUIVO_NFCE = '*/v2/nfce/:formato/nped/file/:id';
export const URL_DANFE = '*/v2/nfce/pdf/nped/:id';
export const URL_IMPRESSAO = '*/v2/vendas/lista-pedidos/impressao';
