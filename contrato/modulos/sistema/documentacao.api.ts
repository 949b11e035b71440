/**
 * The API's own documentation: the OpenAPI document (docs/openapi.json, generated from the
 * contract's schemas by `npm run api:docs`) and the Swagger UI page that reads it.
 *
 * Public on purpose: an integrator reads it before having a panel login, and it holds nothing the
 * public panel's JavaScript does not already carry (paths, schemas, permission key names); no
 * secret, no data. Every endpoint it lists keeps its own guard.
 */
import { defineEndpoints } from '../declaracao';

export const ENDPOINTS_DOCUMENTACAO = defineEndpoints({
  pagina: { metodo: 'GET', caminho: '/api/docs', acesso: 'publico', escopo: 'nenhum', resumo: 'A documentação da API (Swagger UI)' },
  documento: { metodo: 'GET', caminho: '/api/docs/json', acesso: 'publico', escopo: 'nenhum', resumo: 'O documento OpenAPI 3.1 da API' },
});
