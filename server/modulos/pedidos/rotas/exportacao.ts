
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { exportarPedidosXlsx } from '../exportacao/pedidos-xlsx';

/** PUT /v2/vendas/lista-pedidos/xls: the filtered list as an .xlsx, streamed. */
export function rotasExportacao(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.exportacao.xlsx),
    handler: async (req, reply) => {
      const sellers = sellersPermitidos(usuarioDe(req), req.body.id_pessoa);
      const { colunas, documentos_completos, ...filtro } = req.body;
      const usuario = usuarioDe(req);
      return exportarPedidosXlsx(reply, ctx, {
        filtro, colunas, sellers, usuario: { id: usuario.id, email: usuario.email }, ip: req.ip, documentosCompletos: documentos_completos === true,
      });
    },
  });
}
