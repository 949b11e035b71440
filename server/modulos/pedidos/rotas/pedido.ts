
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { detalharPedido } from '../regras/detalhe';
import { atualizarPedido } from '../regras/edicao';

/** GET and PUT /v2/vendas/lista-pedidos/:id: one order's detail and its edit. */
export function rotasPedido(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.pedidos.obter),
    handler: async (req) => ({ RES: await detalharPedido(ctx.db.kysely, usuarioDe(req), req.params.id) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.pedidos.editar),
    handler: async (req) => ({ RES: await atualizarPedido(ctx.db.kysely, usuarioDe(req), req.params.id, req.body) }),
  });
}
