import { AtualizarStatusBody, AtualizarStatusEmLoteBody, ProximosStatusBody } from '../../src/api/pedido-detalhe';
import { criarGuardas, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import { atualizarStatus, atualizarStatusEmLote, statusSeguintes } from '../pedidos/status';

/** /v2/vendas/status/*: the order status workflow (table in server/status/transicoes.ts). */
export default function rotasStatus(app: App, ctx: Contexto): void {
  const guarda = criarGuardas(ctx).exigirPermissao('vendas_gestao_de_pedidos');

  app.post('/v2/vendas/status/seguintes', { onRequest: guarda, schema: { body: ProximosStatusBody } }, async (req) => ({
    RES: await statusSeguintes(ctx.db.kysely, usuarioDe(req), req.body.id_pedido, ctx.agora()),
  }));

  app.put('/v2/vendas/status/update', { onRequest: guarda, schema: { body: AtualizarStatusBody } }, async (req) => ({
    RES: await atualizarStatus(ctx.db.kysely, { usuario: usuarioDe(req), ip: req.ip }, req.body, ctx.agora()),
  }));

  app.put('/v2/vendas/status/update-lote', { onRequest: guarda, schema: { body: AtualizarStatusEmLoteBody } }, async (req) => ({
    RES: await atualizarStatusEmLote(ctx.db.kysely, usuarioDe(req), req.body, ctx.agora()),
  }));
}
