/**
 * The order status workflow, as data. The server is the only judge of a status change: the panel
 * asks `proximosStatus` what to offer and the update route asks `validarTransicao` before writing,
 * so both read the same table and cannot drift apart. It lives in the contract (it is pure) so the
 * panel may read it too, never to decide.
 */
import { STATUS, type TipoEntrega } from './catalogos';

export type StatusId = (typeof STATUS)[keyof typeof STATUS]['id'];

export interface ContextoTransicao {
  /**
   * How the order reaches its customer (stored on the order). An order handed over at the store
   * (a counter sale, or a pickup) ends in Retirado and is never shipped; a shipped order can never
   * be marked Retirado. A counter sale is handed over as it is paid, so it skips Em separação.
   */
  tipoEntrega: TipoEntrega;
}

export type ResultadoTransicao = { ok: true } | { ok: false; motivo: string };

interface Transicao {
  para: StatusId;
  /** Only for orders delivered one of these ways; absent when the kind of delivery does not matter. */
  somente?: readonly TipoEntrega[];
}

const NA_LOJA: readonly TipoEntrega[] = ['balcao', 'retirada'];

const S = STATUS;

/**
 * Retirado counts as delivered: the customer has the goods, so the only way forward is a return.
 * Cancelado and Devolvido are terminal: money and stock have been settled, so reopening them would
 * need a new order, not a status change.
 */
const TRANSICOES: Readonly<Record<StatusId, readonly Transicao[]>> = {
  [S.aguardandoPagamento.id]: [{ para: S.pago.id }, { para: S.cancelado.id }],
  [S.pago.id]: [
    { para: S.emSeparacao.id, somente: ['retirada', 'entrega'] },
    { para: S.retirado.id, somente: ['balcao'] },
    { para: S.cancelado.id },
  ],
  [S.emSeparacao.id]: [
    { para: S.enviado.id, somente: ['entrega'] },
    { para: S.retirado.id, somente: NA_LOJA },
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

function cabe(t: Transicao, contexto: ContextoTransicao): boolean {
  return t.somente === undefined || t.somente.includes(contexto.tipoEntrega);
}

/** Why a transition of the table does not fit this kind of delivery, in the words staff read on screen. */
function motivoDaEntrega(novo: StatusId, tipo: TipoEntrega): string {
  if (novo === S.emSeparacao.id) return 'Venda no balcão é entregue ao cliente no pagamento: marque como Retirado';
  if (novo === S.enviado.id) {
    return tipo === 'balcao' ? 'Venda no balcão não é enviada: marque como Retirado' : 'Pedido para retirada na loja não é enviado: marque como Retirado';
  }
  if (tipo === 'entrega') return 'Somente pedidos para retirada na loja podem ser marcados como Retirado';
  return `Pedido para retirada na loja passa por Em separação antes de ser ${descricaoStatus(novo)}`;
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
  if (!cabe(transicao, contexto)) return { ok: false, motivo: motivoDaEntrega(novo, contexto.tipoEntrega) };
  return { ok: true };
}

/** Cancelling or returning an order must say why (the history entry keeps the reason). */
export function exigeMotivo(novo: number): boolean {
  return COM_MOTIVO.has(novo);
}
