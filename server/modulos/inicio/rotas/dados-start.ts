import { envelope } from '../../../../src/api/envelope';
import { DadosStart } from '../../../../src/api/start';
import type { App, Contexto } from '../../../contexto';
import { usuarioDe } from '../../sessao/auth/guard';
import { dadosStart } from '../consultas/dados-start';

/** GET /v2/config/erp/dados-start: the sellers, statuses and payment methods the panel starts with. */
export function rotasDadosStart(app: App, ctx: Contexto): void {
  app.get('/dados-start', { schema: { response: { 200: envelope(DadosStart) } } }, async (req) => ({
    RES: await dadosStart(ctx.db.kysely, usuarioDe(req).id_sellers_mesmo_grupo),
  }));
}
