import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { receberPedidoCompra } from '../regras/recebimento';

/** POST /v2/compras/pedidos/:id/recebimentos. */
export function rotasRecebimento(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_COMPRAS.receber),
    handler: async (req) => ({ RES: await receberPedidoCompra(ctx.db.kysely, usuarioDe(req), req.params.id, req.body, ctx.agora().getTime()) }),
  });
}
