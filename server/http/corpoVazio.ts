import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` on every call, bodies or not. Fastify's
 * JSON parser refuses an empty body (FST_ERR_CTP_EMPTY_JSON_BODY), so `logout` or `renovar-token`
 * answered 400 to them. An empty body is read as no body: routes that need none accept it, and
 * those that need one answer the validation 400 naming every missing key (validar reads a missing
 * body as `{}`). Anything else goes to Fastify's own parser, with its prototype-poisoning checks.
 */
export function aceitarCorpoVazio(app: FastifyInstance): void {
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, feito) => {
    const texto = corpo.toString();
    if (texto.trim() === '') {
      feito(null, undefined);
      return;
    }
    padrao(req, texto, feito);
  });
}
