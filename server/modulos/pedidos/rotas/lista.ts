
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { listarPedidos } from '../consultas/pedidos';

/** PUT /v2/vendas/lista-pedidos: a page of the order list and the summary of the whole filtered set. */
export function rotasLista(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.pedidos.lista),
    handler: async (req) => {
      const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
      return listarPedidos(ctx.db.kysely, req.body, sellers);
    },
  });
}
