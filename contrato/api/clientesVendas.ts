/**
 * The clients as sales sees them (/vendas/gestao-clientes): what each client bought
 * from the caller's seller group. Read from the orders, never stored: a figure is always the
 * orders' own.
 */
import { z } from 'zod/mini';
import { STATUS } from './catalogos';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { listaLimitada, listaUnica } from './listas';
import type { PermissionKey } from './permissions';

/** Clients per batch call: a list page holds at most 100 rows. */
export const MAX_CLIENTES_COMPRAS = 100;
/** Orders the client's record page lists, newest first. */
export const ULTIMOS_PEDIDOS_CLIENTE = 10;

/**
 * The orders that count as purchases: every status but Cancelado and Devolvido, whose money was
 * given back or never taken. Unlike revenue (contrato/relatorios/medidas.ts), an order awaiting
 * payment counts: the client placed it, and the clerk looking at the client wants to see it.
 */
export const STATUS_DE_COMPRA: readonly number[] = [
  STATUS.aguardandoPagamento.id,
  STATUS.pago.id,
  STATUS.emSeparacao.id,
  STATUS.enviado.id,
  STATUS.retirado.id,
  STATUS.entregue.id,
];

/**
 * Who may read the figures: the sales view of the clients AND the orders (they are order data).
 * Both are required; any one alone answers 403.
 */
export const CHAVES_COMPRAS_CLIENTES: readonly PermissionKey[] = ['vendas_gestao_de_clientes', 'vendas_gestao_de_pedidos'];

const idCliente = z
  .number({ error: 'Informe um número' })
  .check(z.int({ error: 'Informe um número inteiro' }), z.positive({ error: 'Informe um número positivo' }));

/** Body of PUT /v2/vendas/clientes/compras: the clients of a list page. */
export const ComprasClientesBody = z.object({
  ids: listaUnica(idCliente, MAX_CLIENTES_COMPRAS, 'Clientes', 'uma lista de números'),
});
export type ComprasClientesBody = z.infer<typeof ComprasClientesBody>;

/** What one client bought from the caller's group (only orders of STATUS_DE_COMPRA). */
export const ComprasDoCliente = z.object({
  id_cliente: z.int().check(z.positive()),
  /** Orders counted; 0 for a client who never bought. */
  pedidos: z.int().check(z.minimum(0)),
  /** Reais, exact to the centavo. */
  total_comprado: z.number(),
  /** The newest counted order's instant (ISO 8601, São Paulo offset); null without orders. */
  ultima_compra: z.nullable(z.string()),
  /** total_comprado / pedidos, rounded to the centavo (half up); 0 without orders. */
  ticket_medio: z.number(),
});
export type ComprasDoCliente = z.infer<typeof ComprasDoCliente>;

/** Answer of the batch: one entry per requested client the caller may see, in no particular order. */
export const ComprasClientesResposta = envelope(z.object({ clientes: listaLimitada(ComprasDoCliente, MAX_CLIENTES_COMPRAS) }));
export type ComprasClientesResposta = z.infer<typeof ComprasClientesResposta>;

export const ClienteIdParams = z.object({
  id: z.coerce
    .number({ error: 'Cliente inválido' })
    .check(z.int({ error: 'Cliente inválido' }), z.positive({ error: 'Cliente inválido' })),
});

/** One of the client's latest orders, whatever its status (a cancelled one shows as such). */
export const PedidoDoCliente = z.object({
  id: z.int().check(z.positive()),
  /** ISO 8601, São Paulo offset. */
  data_pedido: z.string(),
  status_pedido: z.object({ id: z.int(), descricao: z.string() }),
  /** Reais. */
  valor_total: z.number(),
});
export type PedidoDoCliente = z.infer<typeof PedidoDoCliente>;

/** Answer of GET /v2/vendas/clientes/:id/compras: the figures and the latest orders of one client. */
export const ComprasDeUmCliente = z.object({
  compras: ComprasDoCliente,
  ultimos_pedidos: listaLimitada(PedidoDoCliente, ULTIMOS_PEDIDOS_CLIENTE),
});
export type ComprasDeUmCliente = z.infer<typeof ComprasDeUmCliente>;

export const MENSAGENS_COMPRAS_CLIENTES = {
  clienteNaoEncontrado: 'Cliente não encontrado',
} as const;

/** The clients as sales sees them (/vendas/gestao-clientes): what each bought from the caller's group. */
export const ROTAS_CLIENTES_VENDAS = defineEndpoints({
  /** One call per list page: the figures of up to 100 clients. */
  compras: { metodo: 'PUT', caminho: '/v2/vendas/clientes/compras', corpo: ComprasClientesBody, resposta: ComprasClientesResposta, acesso: { todas: CHAVES_COMPRAS_CLIENTES }, escopo: 'grupo' },
  /** The record page: one client's figures and latest orders. */
  doCliente: { metodo: 'GET', caminho: '/v2/vendas/clientes/:id/compras', parametros: ClienteIdParams, resposta: envelope(ComprasDeUmCliente), acesso: { todas: CHAVES_COMPRAS_CLIENTES }, escopo: 'grupo' },
});

