/**
 * The sales measures, defined once: which orders count, on which day, and how each figure is
 * computed from them. Every screen and report that shows revenue, an order count, an average
 * ticket or items per order takes them from here, so two screens given the same filter answer the
 * same figures to the centavo. Money is integer centavos; no float arithmetic on it.
 */
import { STATUS } from '../api/catalogos';
import { reaisParaCentavos } from '../br/money';

type IdStatus = (typeof STATUS)[keyof typeof STATUS]['id'];

/**
 * The statuses whose orders are revenue: the order was paid, and the sale stands. Pago, Em
 * separação, Enviado, Retirado and Entregue all come after the payment (contrato/api/transicoesStatus.ts). Left out: Aguardando pagamento (no money has come in, and it may never: it is
 * cancelled when the charge fails), Cancelado (no sale) and Devolvido (the goods came back and the
 * money was given back).
 */
export const STATUS_FATURAMENTO: readonly IdStatus[] = [
  STATUS.pago.id,
  STATUS.emSeparacao.id,
  STATUS.enviado.id,
  STATUS.retirado.id,
  STATUS.entregue.id,
];

const CONTAM = new Set<number>(STATUS_FATURAMENTO);

/** Whether an order in this status counts in the measures. */
export function contaComoFaturamento(idStatus: number): boolean {
  return CONTAM.has(idStatus);
}

/**
 * The measures as the user reads them. Revenue falls on the São Paulo calendar day the order was
 * placed (`data_pedido`), not the day it was paid: the order list filters by that date, and an
 * order's revenue never moves to another day when its status changes later.
 */
export const MEDIDAS = {
  faturamento: {
    rotulo: 'Faturamento',
    data: 'data_pedido',
    nota: 'Só pedidos pagos, em separação, enviados, retirados ou entregues: sem aguardando pagamento, cancelados e devolvidos.',
  },
  pedidos: { rotulo: 'Pedidos', data: 'data_pedido', nota: 'Pedidos que contam no faturamento.' },
  ticket_medio: { rotulo: 'Ticket médio', data: 'data_pedido', nota: 'Faturamento dividido pelos pedidos, arredondado ao centavo.' },
  itens_por_pedido: { rotulo: 'Itens por pedido', data: 'data_pedido', nota: 'Itens vendidos divididos pelos pedidos.' },
} as const;

/** A group of orders of one status, as a summary reads it: how many, their total and items. */
export interface GrupoDeStatus {
  id_status: number;
  quantidade: number;
  centavos: number;
  /** Items sold; absent where the source does not know them. */
  itens?: number;
}

export interface Medidas {
  /** Centavos. */
  faturamento: number;
  pedidos: number;
  /** Centavos. */
  ticket_medio: number;
  itens_por_pedido: number;
}

/**
 * Average ticket in integer centavos: revenue over orders, rounded to the nearest centavo with
 * half a centavo rounded up (the order list's ticket_medio rounds the same way); 0 without orders.
 */
export function ticketMedio(faturamentoCentavos: number, pedidos: number): number {
  return pedidos > 0 ? Math.round(faturamentoCentavos / pedidos) : 0;
}

/** Items per order, the exact quotient (a screen rounds it only to show it); 0 without orders. */
export function itensPorPedido(itens: number, pedidos: number): number {
  return pedidos > 0 ? itens / pedidos : 0;
}

/** The measures of a set of orders given by status: only the groups whose status counts add up. */
export function medirGrupos(grupos: Iterable<GrupoDeStatus>): Medidas {
  let faturamento = 0;
  let pedidos = 0;
  let itens = 0;
  for (const g of grupos) {
    if (!contaComoFaturamento(g.id_status)) continue;
    faturamento += g.centavos;
    pedidos += g.quantidade;
    itens += g.itens ?? 0;
  }
  return { faturamento, pedidos, ticket_medio: ticketMedio(faturamento, pedidos), itens_por_pedido: itensPorPedido(itens, pedidos) };
}

/**
 * The measures of the order list's summary (`por_status` of `PUT /v2/vendas/lista-pedidos`), whose
 * totals are of every listed order whatever its status: its revenue is that of the statuses that count.
 */
export function medirPorStatus(porStatus: readonly { id: number; quantidade: number; valor_total: number }[]): Medidas {
  return medirGrupos(porStatus.map((a) => ({ id_status: a.id, quantidade: a.quantidade, centavos: reaisParaCentavos(a.valor_total) })));
}
