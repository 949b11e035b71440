/**
 * The order status workflow, as data. The server is the only judge of a status change: the panel
 * asks `proximosStatus` what to offer and the update route asks `validarTransicao` before writing,
 * so both read the same table and cannot drift apart. It lives in the contract (it is pure) so the
 * panel may read it too, never to decide.
 */
import { STATUS, type Canal } from './catalogos';
import { vendaPresencial } from './regras-nfce';

export type StatusId = (typeof STATUS)[keyof typeof STATUS]['id'];

export interface ContextoTransicao {
  /**
   * The customer collects the goods at the counter (a store or autonomous-store sale, or a web
   * order marked for pickup). Such an order ends in Retirado and is never shipped; any other order
   * is shipped and can never be marked Retirado.
   */
  retiradaNaLoja: boolean;
}

export type ResultadoTransicao = { ok: true } | { ok: false; motivo: string };

type Entrega = 'retirada' | 'envio';

interface Transicao {
  para: StatusId;
  /** Only for orders delivered this way; absent when the kind of delivery does not matter. */
  somente?: Entrega;
}

const S = STATUS;

/**
 * Retirado counts as delivered: the customer has the goods, so the only way forward is a return.
 * Cancelado and Devolvido are terminal: money and stock have been settled, so reopening them would
 * need a new order, not a status change.
 */
const TRANSICOES: Readonly<Record<StatusId, readonly Transicao[]>> = {
  [S.aguardandoPagamento.id]: [{ para: S.pago.id }, { para: S.cancelado.id }],
  [S.pago.id]: [{ para: S.emSeparacao.id }, { para: S.cancelado.id }],
  [S.emSeparacao.id]: [
    { para: S.enviado.id, somente: 'envio' },
    { para: S.retirado.id, somente: 'retirada' },
  ],
  [S.enviado.id]: [{ para: S.entregue.id }],
  [S.retirado.id]: [{ para: S.devolvido.id }],
  [S.entregue.id]: [{ para: S.devolvido.id }],
  [S.cancelado.id]: [],
  [S.devolvido.id]: [],
};

const DESCRICAO = new Map<number, string>(Object.values(STATUS).map((s) => [s.id, s.descricao]));

/** Statuses whose change must carry the reason the customer or the staff gave. */
const COM_MOTIVO = new Set<number>([S.cancelado.id, S.devolvido.id]);

/** Why a terminal status cannot move, in the words staff read on screen. */
const TERMINAL: Readonly<Record<number, string>> = {
  [S.cancelado.id]: 'Pedido cancelado não pode mudar de status',
  [S.devolvido.id]: 'Pedido devolvido não pode mudar de status',
};

export function isStatusId(id: number): id is StatusId {
  return DESCRICAO.has(id);
}

export function descricaoStatus(id: StatusId): string {
  return DESCRICAO.get(id) ?? String(id);
}

/**
 * Store and autonomous-store sales are collected at the counter; other channels ship unless the
 * order itself asks for pickup (a web order collected in a store).
 */
export function contextoDoPedido(canal: Canal, retiradaPedida = false): ContextoTransicao {
  return { retiradaNaLoja: vendaPresencial(canal, retiradaPedida) };
}

function cabe(t: Transicao, contexto: ContextoTransicao): boolean {
  if (t.somente === undefined) return true;
  return (t.somente === 'retirada') === contexto.retiradaNaLoja;
}

/** The statuses an order in `atual` may move to, in the table's order; none for unknown ids. */
export function proximosStatus(atual: number, contexto: ContextoTransicao): StatusId[] {
  if (!isStatusId(atual)) return [];
  return TRANSICOES[atual].filter((t) => cabe(t, contexto)).map((t) => t.para);
}

export function validarTransicao(atual: number, novo: number, contexto: ContextoTransicao): ResultadoTransicao {
  if (!isStatusId(atual)) return { ok: false, motivo: `Status atual desconhecido: ${atual}` };
  if (!isStatusId(novo)) return { ok: false, motivo: `Status desconhecido: ${novo}` };
  const terminal = TERMINAL[atual];
  if (terminal) return { ok: false, motivo: terminal };
  if (atual === novo) return { ok: false, motivo: `O pedido já está com o status ${descricaoStatus(atual)}` };
  const transicao = TRANSICOES[atual].find((t) => t.para === novo);
  if (!transicao) {
    return { ok: false, motivo: `Transição de ${descricaoStatus(atual)} para ${descricaoStatus(novo)} não é permitida` };
  }
  if (!cabe(transicao, contexto)) {
    return {
      ok: false,
      motivo: contexto.retiradaNaLoja
        ? 'Pedido para retirada na loja não é enviado: marque como Retirado'
        : 'Somente pedidos para retirada na loja podem ser marcados como Retirado',
    };
  }
  return { ok: true };
}

/** Cancelling or returning an order must say why (the history entry keeps the reason). */
export function exigeMotivo(novo: number): boolean {
  return COM_MOTIVO.has(novo);
}
