import { AtualizarPedidoBody, PedidoIdParams } from '../../src/api/pedido-detalhe';
import { ExportPedidosBody, FiltroPedidos } from '../../src/api/pedidos';
import { criarGuardas, sellersPermitidos, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import { listarPedidos } from '../db/queries/pedidos';
import { exportarPedidosXlsx } from '../export/pedidos-xlsx';
import { detalharPedido } from '../pedidos/detalhe';
import { atualizarPedido } from '../pedidos/edicao';

/** /v2/vendas/lista-pedidos*: the order list, its Excel export, and one order's detail and edit. */
export default function rotasVendas(app: App, ctx: Contexto): void {
  const { exigirPermissao } = criarGuardas(ctx);
  const guarda = exigirPermissao('vendas_gestao_de_pedidos');

  app.put('/v2/vendas/lista-pedidos', { onRequest: guarda, schema: { body: FiltroPedidos } }, async (req) => {
    const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
    return listarPedidos(ctx.db.kysely, req.body, sellers);
  });

  app.put('/v2/vendas/lista-pedidos/xls', { onRequest: guarda, schema: { body: ExportPedidosBody } }, async (req, reply) => {
    const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
    const { colunas, documentos_completos, ...filtro } = req.body;
    const usuario = usuarioDe(req);
    return exportarPedidosXlsx(reply, ctx, {
      filtro, colunas, sellers, usuario: { id: usuario.id, email: usuario.email }, ip: req.ip, documentosCompletos: documentos_completos === true,
    });
  });

  app.get('/v2/vendas/lista-pedidos/:id', { onRequest: guarda, schema: { params: PedidoIdParams } }, async (req) => ({
    RES: await detalharPedido(ctx.db.kysely, usuarioDe(req), req.params.id),
  }));

  app.put('/v2/vendas/lista-pedidos/:id', { onRequest: guarda, schema: { params: PedidoIdParams, body: AtualizarPedidoBody } }, async (req) => ({
    RES: await atualizarPedido(ctx.db.kysely, usuarioDe(req), req.params.id, req.body),
  }));
}
