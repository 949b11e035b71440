import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { MENSAGENS_COMPRAS_CLIENTES } from '@retaguarda/contrato/api/clientesVendas';

import type { FastifyRequest } from 'fastify';
import type { App, Contexto } from '../../contexto';
import { ErroHttp } from '../../http/erros';
import { rotaDoContrato } from '../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../sessao/auth/guard';
import { comprasDosClientes, ultimosPedidos, type EscopoCompras } from './consultas';

/** The caller's whole seller group, as the order list reads it with no seller chosen. */
function escopoDe(req: FastifyRequest): EscopoCompras {
  const usuario = usuarioDe(req);
  return { idSeller: usuario.id_seller, sellers: sellersPermitidos(usuario, null) };
}

/** PUT /v2/vendas/clientes/compras and GET /v2/vendas/clientes/:id/compras. */
export function rotasComprasClientes(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_CLIENTES_VENDAS.compras),
    handler: async (req) => ({ RES: { clientes: await comprasDosClientes(ctx.db.kysely, escopoDe(req), req.body.ids) } }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_CLIENTES_VENDAS.doCliente),
    handler: async (req) => {
      const escopo = escopoDe(req);
      const [compras] = await comprasDosClientes(ctx.db.kysely, escopo, [req.params.id]);
      // another group's client answers exactly as a missing one
      if (!compras) throw new ErroHttp(404, MENSAGENS_COMPRAS_CLIENTES.clienteNaoEncontrado);
      return { RES: { compras, ultimos_pedidos: await ultimosPedidos(ctx.db.kysely, escopo, req.params.id) } };
    },
  });
}
