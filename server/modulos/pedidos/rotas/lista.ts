import { FiltroPedidos, ListaPedidosResposta } from '../../../../src/api/pedidos';
import type { App, Contexto } from '../../../contexto';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { listarPedidos } from '../consultas/pedidos';

/** PUT /v2/vendas/lista-pedidos: a page of the order list and the summary of the whole filtered set. */
export function rotasLista(app: App, ctx: Contexto): void {
  // '' rather than '/': the prefix alone, with no trailing-slash twin.
  app.put('', { schema: { body: FiltroPedidos, response: { 200: ListaPedidosResposta } } }, async (req) => {
    const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
    return listarPedidos(ctx.db.kysely, req.body, sellers);
  });
}
