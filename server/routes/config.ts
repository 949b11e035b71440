import { criarGuardas, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import { dadosStart } from '../db/queries/start';

/** /v2/config/erp/*: start data for any signed-in user (no permission key needed). */
export default function rotasConfig(app: App, ctx: Contexto): void {
  const { autenticar } = criarGuardas(ctx);
  app.get('/v2/config/erp/dados-start', { onRequest: autenticar }, async (req) => ({
    RES: await dadosStart(ctx.db.kysely, usuarioDe(req).id_sellers_mesmo_grupo),
  }));
}
