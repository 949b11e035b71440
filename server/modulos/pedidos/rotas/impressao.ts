
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { imprimirPedidos } from '../regras/impressao';
import { autoria } from './nfce';

/** PUT /v2/vendas/lista-pedidos/impressao: the list's batch print (DANFEs or picking list) in one PDF. */
export function rotasImpressao(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.impressao.imprimir),
    handler: async (req, reply) => {
      const r = await imprimirPedidos(ctx.db.kysely, autoria(req), req.body, ctx.agora());
      reply.type('application/pdf').header('content-disposition', `inline; filename="${r.nomeArquivo}"`);
      return r.pdf;
    },
  });
}
