import { ROTAS } from '@retaguarda/contrato/api/rotas';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { atualizarStatus, atualizarStatusEmLote, statusSeguintes } from '../regras/status';

/** /v2/vendas/status/*: the order status workflow (table in contrato/api/transicoesStatus.ts). */
export function rotasStatus(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS.status.seguintes),
    handler: async (req) => ({ RES: await statusSeguintes(ctx.db.kysely, usuarioDe(req), req.body.id_pedido, ctx.agora()) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS.status.atualizar),
    handler: async (req) => ({ RES: await atualizarStatus(ctx.db.kysely, { usuario: usuarioDe(req), ip: req.ip }, req.body, ctx.agora()) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS.status.atualizarEmLote),
    handler: async (req) => ({ RES: await atualizarStatusEmLote(ctx.db.kysely, usuarioDe(req), req.body, ctx.agora()) }),
  });
}
