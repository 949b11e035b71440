import { envelope } from '../../../../src/api/envelope';
import {
  AtualizarStatusBody, AtualizarStatusEmLoteBody, AtualizarStatusEmLoteResposta, AtualizarStatusResposta, ProximosStatusBody, ProximosStatusResposta,
} from '../../../../src/api/pedido-detalhe';
import type { App, Contexto } from '../../../contexto';
import { usuarioDe } from '../../sessao/auth/guard';
import { atualizarStatus, atualizarStatusEmLote, statusSeguintes } from '../regras/status';

/** /v2/vendas/status/*: the order status workflow (table in ../regras/transicoes.ts). */
export function rotasStatus(app: App, ctx: Contexto): void {
  app.post('/seguintes', { schema: { body: ProximosStatusBody, response: { 200: envelope(ProximosStatusResposta) } } }, async (req) => ({
    RES: await statusSeguintes(ctx.db.kysely, usuarioDe(req), req.body.id_pedido, ctx.agora()),
  }));

  app.put('/update', { schema: { body: AtualizarStatusBody, response: { 200: envelope(AtualizarStatusResposta) } } }, async (req) => ({
    RES: await atualizarStatus(ctx.db.kysely, { usuario: usuarioDe(req), ip: req.ip }, req.body, ctx.agora()),
  }));

  app.put('/update-lote', { schema: { body: AtualizarStatusEmLoteBody, response: { 200: envelope(AtualizarStatusEmLoteResposta) } } }, async (req) => ({
    RES: await atualizarStatusEmLote(ctx.db.kysely, usuarioDe(req), req.body, ctx.agora()),
  }));
}
