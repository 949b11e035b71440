import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { configurarLoja, listarConfiguracoes } from '../regras/configuracao-lojas';

/** The stores' stock settings as the position screen shows them. */
export function rotasLeituraConfiguracaoLojas(app: App, ctx: Contexto): void {
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.configuracoesLojas), handler: async (req) => ({ RES: await listarConfiguracoes(ctx.db.kysely, usuarioDe(req)) }) });
}

/** Changing them: a manual change of what stock may do, under the adjustments key. */
export function rotasConfiguracaoLojas(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_ESTOQUE.configurarLoja),
    handler: async (req) => ({ RES: await configurarLoja(ctx.db.kysely, usuarioDe(req), req.params.id, req.body, { ip: req.ip, agora: ctx.agora().getTime() }) }),
  });
}
