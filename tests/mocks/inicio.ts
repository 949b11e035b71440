/** The URL pattern of GET /v2/inicio/resumo (the home's figures), for tests that hold or fail that call. */
export const URL_RESUMO_INICIO = '*/v2/inicio/resumo';
