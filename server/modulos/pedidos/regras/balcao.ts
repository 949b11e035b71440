/**
 * A counter sale is handed over as it is paid: the customer leaves with the goods. Every path that
 * makes an order Pago (the charge, the PSP's notice, a clerk's change) then calls this in its
 * transaction, so such an order never waits in Pago for a pickup that will not come.
 */
import type { Transaction } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_PEDIDO } from '@retaguarda/contrato/api/pedidoDetalhe';
import { validarTransicao } from '@retaguarda/contrato/api/transicoesStatus';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import type { PedidoBase } from '../consultas/pedido';
import { gravarStatus } from '../consultas/pedido-escrita';
import { contexto } from './regras';

export const MOTIVO_ENTREGUE_NO_BALCAO = 'Venda no balcão: entregue ao cliente no pagamento';

/**
 * `pago` is the order as it is now that it is Pago (its new version). A counter sale moves on to
 * Retirado, with its own history entry by the same author; the entry's id, or null for any other
 * order, which stays as it is.
 */
export async function entregarNoBalcao(trx: Transaction<DB>, pago: PedidoBase, autor: { id_usuario: number | null; em: number }): Promise<number | null> {
  if (pago.tipo_entrega !== 'balcao' || pago.id_status !== STATUS.pago.id) return null;
  const r = validarTransicao(pago.id_status, STATUS.retirado.id, contexto(pago));
  if (!r.ok) throw new ErroHttp(409, r.motivo);
  // paid already: the units go to the customer even where the count runs short
  const id = await gravarStatus(trx, pago, { para: STATUS.retirado.id, motivo: MOTIVO_ENTREGUE_NO_BALCAO, ...autor, aceitarFaltaDeEstoque: true });
  if (id === null) throw new ErroHttp(409, MENSAGENS_PEDIDO.versaoConflitante);
  return id;
}
