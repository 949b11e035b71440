import { envelope } from '../../../../src/api/envelope';
import { AtualizarPedidoBody, PedidoDetalhe, PedidoIdParams } from '../../../../src/api/pedido-detalhe';
import type { App, Contexto } from '../../../contexto';
import { usuarioDe } from '../../sessao/auth/guard';
import { detalharPedido } from '../regras/detalhe';
import { atualizarPedido } from '../regras/edicao';

/** GET and PUT /v2/vendas/lista-pedidos/:id: one order's detail and its edit. */
export function rotasPedido(app: App, ctx: Contexto): void {
  const response = { 200: envelope(PedidoDetalhe) };
  app.get('/:id', { schema: { params: PedidoIdParams, response } }, async (req) => ({
    RES: await detalharPedido(ctx.db.kysely, usuarioDe(req), req.params.id),
  }));

  app.put('/:id', { schema: { params: PedidoIdParams, body: AtualizarPedidoBody, response } }, async (req) => ({
    RES: await atualizarPedido(ctx.db.kysely, usuarioDe(req), req.params.id, req.body),
  }));
}
