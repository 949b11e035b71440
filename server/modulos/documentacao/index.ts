import { existsSync, readFileSync } from 'node:fs';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENDPOINTS_DOCUMENTACAO } from '@retaguarda/contrato/modulos/sistema/documentacao.api';
import type { App, OpcoesModulo } from '../../contexto';

/** The committed document (server/documentacao/gerar.ts writes it; a test keeps it current). */
export const ARQUIVO_DO_DOCUMENTO = new URL('../../../docs/openapi.json', import.meta.url);

let documento: StaticDocumentSpec['document'] | undefined;

/**
 * Read once per process: every app built (each test builds several) serves the same file. Missing,
 * it is being generated for the first time (the generator builds this app to read its routes):
 * the page then says how to make it, and the drift test fails until it is committed.
 */
function documentoPublicado(): StaticDocumentSpec['document'] {
  if (documento) return documento;
  if (!existsSync(ARQUIVO_DO_DOCUMENTO)) return { openapi: '3.1.0', info: { title: 'Retaguarda API', version: '', description: 'docs/openapi.json ausente: gere com `npm run api:docs`.' }, paths: {} };
  const lido: StaticDocumentSpec['document'] = JSON.parse(readFileSync(ARQUIVO_DO_DOCUMENTO, 'utf8'));
  documento = lido;
  return lido;
}

/**
 * The API's documentation at /api/docs: Swagger UI over the committed OpenAPI document, its
 * scripts and styles served from node_modules by this server, so the page fetches nothing from
 * elsewhere and runs under the panel's own Content-Security-Policy. Public: see
 * contrato/modulos/sistema/documentacao.api.ts.
 */
export default async function documentacao(app: App, _opcoes: OpcoesModulo): Promise<void> {
  await app.register(fastifySwagger, { mode: 'static', specification: { document: documentoPublicado() } });
  await app.register(async (pagina: App) => {
    // Swagger UI's routes take no config: each serves the declared document, or the page (its
    // HTML and the files it loads), public either way; the root guard checks them once ready.
    pagina.addHook('onRoute', (rota) => {
      const endpoint = rota.url === ENDPOINTS_DOCUMENTACAO.documento.caminho ? ENDPOINTS_DOCUMENTACAO.documento : ENDPOINTS_DOCUMENTACAO.pagina;
      rota.config = { ...rota.config, endpoint };
    });
    await pagina.register(fastifySwaggerUi, {
      routePrefix: ENDPOINTS_DOCUMENTACAO.pagina.caminho,
      theme: { title: 'Retaguarda: documentação da API' },
      uiConfig: {
        // no request to swagger.io's validator badge: the page talks to this server only
        validatorUrl: null,
        // about 200 operations in 20 tags: the tags start closed
        docExpansion: 'none',
      },
    });
  });
}
