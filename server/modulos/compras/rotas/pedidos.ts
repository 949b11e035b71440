import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { ROTAS_DESEMPENHO_FORNECEDORES } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import type { App, Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { desempenhoFornecedores } from '../consultas/desempenho';
import { consultarPedidosCompra } from '../consultas/pedidos';
import { cancelarPedidoCompra, criarPedidoCompra, editarPedidoCompra, enviarPedidoCompra, pedidoDoGrupo } from '../regras/pedidos';
import { gerarPedidoCompraPdf } from '../regras/pedido-pdf';

/** Reading purchase orders and how suppliers deliver: the buyers', receiving and supplier screens all need them. */
export function rotasLeituraCompras(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.lista), handler: async (req) => ({ RES: await consultarPedidosCompra(db, usuarioDe(req).id_grupo, req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.ler), handler: async (req) => ({ RES: await pedidoDoGrupo(db, usuarioDe(req), req.params.id, agora()) }) });
  app.route({
    ...rotaDoContrato(ROTAS_DESEMPENHO_FORNECEDORES.desempenho),
    handler: async (req) => {
      const u = usuarioDe(req);
      if (req.body.id_seller && !u.id_sellers_mesmo_grupo.includes(req.body.id_seller)) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
      return { RES: await desempenhoFornecedores(db, u.id_grupo, req.body, agora()) };
    },
  });
}

/** Writing them, and the PDF sent to the supplier. */
export function rotasEscritaCompras(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.criar), handler: async (req) => ({ RES: await criarPedidoCompra(db, usuarioDe(req), req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.editar), handler: async (req) => ({ RES: await editarPedidoCompra(db, usuarioDe(req), req.params.id, req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.enviar), handler: async (req) => ({ RES: await enviarPedidoCompra(db, usuarioDe(req), req.params.id, req.body.version, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_COMPRAS.cancelar), handler: async (req) => ({ RES: await cancelarPedidoCompra(db, usuarioDe(req), req.params.id, req.body, agora()) }) });
  app.route({
    ...rotaDoContrato(ROTAS_COMPRAS.pdf),
    handler: async (req, reply) => {
      const u = usuarioDe(req);
      const pedido = await pedidoDoGrupo(db, u, req.params.id, agora());
      const loja = await db.selectFrom('sellers').select(['razao_social', 'cnpj', 'logradouro', 'numero', 'bairro', 'municipio', 'uf']).where('id', '=', pedido.id_seller).executeTakeFirstOrThrow();
      const fornecedor = await db.selectFrom('fornecedores').select(['razao_social', 'cnpj']).where('id', '=', pedido.id_fornecedor).executeTakeFirstOrThrow();
      const pdf = await gerarPedidoCompraPdf({
        pedido,
        loja: { razao_social: loja.razao_social, cnpj: loja.cnpj, endereco: `${loja.logradouro}, ${loja.numero} – ${loja.bairro}, ${loja.municipio}/${loja.uf}` },
        fornecedor,
      });
      reply.type('application/pdf').header('content-disposition', `inline; filename="pedido-compra-${pedido.id}.pdf"`);
      return pdf;
    },
  });
}
