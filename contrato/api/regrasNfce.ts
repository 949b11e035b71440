/**
 * Which orders may get an NFC-e, decided once for the server (issue route, the detail's `acoes`)
 * and the panel (the list's row menu), so what the panel offers is what the server accepts.
 *
 * The NFC-e (model 65) is the consumer invoice of a sale made in person: at the counter, or a web
 * order the customer collects at the seller's store, both inside the seller's UF. An order shipped
 * to the customer needs an NF-e (model 55), whatever the destination UF.
 */
import { STATUS, type Canal } from './catalogos';

/** Channels whose sales happen at the counter of the seller's store. */
export const CANAIS_PRESENCIAIS: readonly Canal[] = ['loja', 'loja_autonoma'];

export const MENSAGENS_NFCE = {
  jaEmitida: 'Este pedido já tem NFC-e emitida',
  naoPago: 'Só é possível emitir NFC-e de pedido pago',
  cancelado: 'Não é possível emitir NFC-e de pedido cancelado',
  devolvido: 'Não é possível emitir NFC-e de pedido devolvido',
  comEntrega: 'Venda com entrega exige NF-e modelo 55',
} as const;

/** The customer takes the goods at the seller's store (counter sale or pickup): the sale is in person. */
export function vendaPresencial(canal: Canal, retiradaNaLoja: boolean): boolean {
  return retiradaNaLoja || CANAIS_PRESENCIAIS.includes(canal);
}

export interface PedidoParaNfce {
  id_status: number;
  canal: Canal;
  retirada_na_loja: boolean;
  /** The order has an NFC-e already (authorised or cancelled: a cancelled number is not reissued). */
  tem_nfce: boolean;
}

const POR_STATUS: Readonly<Record<number, string>> = {
  [STATUS.aguardandoPagamento.id]: MENSAGENS_NFCE.naoPago,
  [STATUS.cancelado.id]: MENSAGENS_NFCE.cancelado,
  [STATUS.devolvido.id]: MENSAGENS_NFCE.devolvido,
};

/**
 * Why this order cannot get an NFC-e now, or null when it can: it has none yet, is paid (Pago or
 * any later status), neither cancelled nor returned, and was sold in person.
 */
export function motivoSemNfce(p: PedidoParaNfce): string | null {
  if (p.tem_nfce) return MENSAGENS_NFCE.jaEmitida;
  const porStatus = POR_STATUS[p.id_status];
  if (porStatus) return porStatus;
  if (!vendaPresencial(p.canal, p.retirada_na_loja)) return MENSAGENS_NFCE.comEntrega;
  return null;
}
