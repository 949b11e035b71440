import type { FastifyRequest } from 'fastify';
import { ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import { ESQUEMAS_ASSINATURA } from '@retaguarda/contrato/modulos/acesso';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { receberNotificacao } from '../regras/notificacoes';

/** The PSP signs the bytes it sent, so the route keeps them as they came, beside the parsed body. */
const corposBrutos = new WeakMap<FastifyRequest, string>();

/** POST /v2/pagamentos/psp/webhook: no session, the HMAC signature is the credential. */
export function rotasWebhook(app: App, ctx: Contexto): void {
  // only in this plugin's scope: every other route keeps Fastify's own JSON parser
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, corpo, feito) => {
    const texto = typeof corpo === 'string' ? corpo : corpo.toString('utf8');
    corposBrutos.set(req, texto);
    try {
      feito(null, JSON.parse(texto));
    } catch {
      feito(Object.assign(new Error('JSON inválido'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.webhookPsp),
    handler: async (req) => {
      const assinatura = req.headers[ESQUEMAS_ASSINATURA.psp.assinatura];
      const timestamp = req.headers[ESQUEMAS_ASSINATURA.psp.instante];
      return {
        RES: await receberNotificacao(
          ctx.db.kysely,
          corposBrutos.get(req) ?? '',
          typeof timestamp === 'string' ? timestamp : undefined,
          typeof assinatura === 'string' ? assinatura : undefined,
          ctx.agora(),
        ),
      };
    },
  });
}
