/**
 * Writes to one existing order, always inside the caller's transaction and always conditional on
 * the version the caller read: a writer that lost a race changes nothing and learns it (false).
 */
import type { Transaction } from 'kysely';
import type { Entrega } from '@retaguarda/contrato/api/pedidoDetalhe';
import { EVENTOS_PEDIDOS } from '@retaguarda/contrato/eventos/pedidos';
import { emitirEvento } from '../../../eventos/emitir';
import type { DB } from '../../../db/schema';
import { moverEstoqueDoPedido } from '../../estoque/regras/pedido';
import { grupoDoSeller } from './grupo';
import { consultaHistorico, type PedidoBase } from './pedido';
import { moverNosResumos } from './resumos';

export interface MudancaStatus {
  para: number;
  motivo: string | null;
  /** Null for the system (the PSP's notice of a payment, an expiry). */
  id_usuario: number | null;
  em: number;
  /** A payment already taken reserves the units even beyond what is available (see moverEstoqueDoPedido). */
  aceitarFaltaDeEstoque?: boolean;
}

/**
 * Moves the order to `m.para`, moves it between cells of the summaries, moves its stock
 * (reserve, release, take out, bring back: 409 when the stock cannot follow), writes the
 * history entry and the event 'pedido.status_alterado'; returns the entry's id, or null when the order's version is no longer `p.version`.
 */
export async function gravarStatus(trx: Transaction<DB>, p: PedidoBase, m: MudancaStatus): Promise<number | null> {
  const r = await trx
    .updateTable('orders')
    .set((eb) => ({ id_status: m.para, version: eb('version', '+', 1) }))
    .where('id', '=', p.id)
    .where('version', '=', p.version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  await moverNosResumos(trx, p.id, { id_status: p.id_status });
  await moverEstoqueDoPedido(trx, p, p.id_status, m.para, { id_usuario: m.id_usuario, em: m.em, aceitarFalta: m.aceitarFaltaDeEstoque });
  const h = await trx
    .insertInto('order_status_history')
    .values({ id_pedido: p.id, de_status: p.id_status, para_status: m.para, id_usuario: m.id_usuario, em: m.em, observacao: m.motivo })
    .returning('id')
    .executeTakeFirstOrThrow();
  await emitirEvento(trx, EVENTOS_PEDIDOS['pedido.status_alterado'], { id_pedido: p.id, id_seller: p.id_seller, de: p.id_status, para: m.para }, { idGrupo: await grupoDoSeller(trx, p.id_seller), em: m.em });
  return h.id;
}

export interface Edicao {
  /** Undefined: unchanged; null: cleared. */
  observacao_interna?: string | null;
  entrega?: Entrega;
}

/** Saves the internal note and the delivery address; false when the version moved on. */
export async function gravarEdicao(trx: Transaction<DB>, id: number, version: number, e: Edicao): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set((eb) => ({
      version: eb('version', '+', 1),
      ...(e.observacao_interna !== undefined ? { observacao_interna: e.observacao_interna } : {}),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  const entrega = e.entrega;
  if (entrega) {
    await trx
      .insertInto('order_deliveries')
      .values({ id_pedido: id, ...entrega })
      .onConflict((oc) => oc.column('id_pedido').doUpdateSet(entrega))
      .execute();
  }
  return true;
}

export function buscarHistorico(trx: Transaction<DB>, id: number) {
  return consultaHistorico(trx).where('h.id', '=', id).executeTakeFirstOrThrow();
}
