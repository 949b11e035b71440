import { ExportPedidosBody, FiltroPedidos } from '../../src/api/pedidos';
import { criarGuardas, sellersPermitidos, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import { listarPedidos } from '../db/queries/pedidos';
import { exportarPedidosXlsx } from '../export/pedidos-xlsx';

/** /v2/vendas/*: the order list and its Excel export. */
export default function rotasVendas(app: App, ctx: Contexto): void {
  const { exigirPermissao } = criarGuardas(ctx);
  const guarda = exigirPermissao('vendas_gestao_de_pedidos');

  app.put('/v2/vendas/lista-pedidos', { onRequest: guarda, schema: { body: FiltroPedidos } }, async (req) => {
    const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
    return listarPedidos(ctx.db.kysely, req.body, sellers);
  });

  app.put('/v2/vendas/lista-pedidos/xls', { onRequest: guarda, schema: { body: ExportPedidosBody } }, async (req, reply) => {
    const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
    const { colunas, ...filtro } = req.body;
    return exportarPedidosXlsx(reply, ctx, { filtro, colunas, sellers });
  });
}
