
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { atualizarStatus, atualizarStatusEmLote, statusSeguintes } from '../regras/status';

/** /v2/vendas/status/*: the order status workflow (table in contrato/api/transicoesStatus.ts). */
export function rotasStatus(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.status.seguintes),
    handler: async (req) => ({ RES: await statusSeguintes(ctx.db.kysely, usuarioDe(req), req.body.id_pedido, ctx.agora()) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.status.atualizar),
    handler: async (req) => ({ RES: await atualizarStatus(ctx.db.kysely, { usuario: usuarioDe(req), ip: req.ip }, req.body, ctx.agora()) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.status.atualizarEmLote),
    handler: async (req) => ({ RES: await atualizarStatusEmLote(ctx.db.kysely, usuarioDe(req), req.body, ctx.agora()) }),
  });
}
