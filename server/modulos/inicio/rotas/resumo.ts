import { envelope } from '../../../../src/api/envelope';
import { ResumoInicio } from '../../../../src/api/inicio';
import type { App, Contexto } from '../../../contexto';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { resumoInicio } from '../consultas/resumo';

/** GET /v2/inicio/resumo: the figures of the home screen. */
export function rotasResumo(app: App, ctx: Contexto): void {
  app.get('/resumo', { schema: { response: { 200: envelope(ResumoInicio) } } }, async (req) => ({
    RES: await resumoInicio(ctx.db.kysely, sellersPermitidos(usuarioDe(req), null), ctx.agora()),
  }));
}
