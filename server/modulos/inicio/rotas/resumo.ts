
import { ROTAS_INICIO } from '@retaguarda/contrato/api/rotasEntrada';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { resumoInicio } from '../consultas/resumo';

/** GET /v2/inicio/resumo: the figures of the home screen. */
export function rotasResumo(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_INICIO.resumo),
    handler: async (req) => ({ RES: await resumoInicio(ctx.db.kysely, sellersPermitidos(usuarioDe(req), null), ctx.agora()) }),
  });
}
