
import { ROTAS_INICIO } from '@retaguarda/contrato/api/rotasEntrada';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { dadosStart } from '../consultas/dados-start';

/** GET /v2/config/erp/dados-start: the sellers, statuses and payment methods the panel starts with. */
export function rotasDadosStart(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_INICIO.dadosStart),
    handler: async (req) => ({ RES: await dadosStart(ctx.db.kysely, usuarioDe(req).id_sellers_mesmo_grupo) }),
  });
}
