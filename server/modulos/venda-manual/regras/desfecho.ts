/**
 * A payment's outcome as the others hear it, in the transaction that writes it: approved
 * ('pagamento.aprovado'), or declined or expired ('pagamento.recusado'). A charge still pending,
 * replaced or voided with its request is no outcome and says nothing.
 */
import type { Transaction } from 'kysely';
import { FORMAS_VENDA_MANUAL, type FormaVendaManual } from '@retaguarda/contrato/api/vendaManual';
import { EVENTOS_PEDIDOS } from '@retaguarda/contrato/eventos/pedidos';
import type { DB } from '../../../db/schema';
import { emitirEvento } from '../../../eventos/emitir';

export interface Desfecho {
  id: number;
  id_pedido: number;
  forma: string;
  valor: number;
  situacao: string;
  motivo: string | null;
}

/** The reason a Pix or boleto left unpaid past its limit is refused with. */
export const MOTIVO_EXPIRADO = 'expirado';

const ehForma = (f: string): f is FormaVendaManual => (FORMAS_VENDA_MANUAL as readonly string[]).includes(f);

export async function emitirDesfecho(trx: Transaction<DB>, d: Desfecho, em: number): Promise<void> {
  if (d.situacao !== 'aprovado' && d.situacao !== 'recusado' && d.situacao !== 'expirado') return;
  if (!ehForma(d.forma)) throw new Error(`pagamento ${d.id}: forma desconhecida`);
  const o = await trx
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.id_seller')
    .select(['o.id_seller', 's.id_grupo'])
    .where('o.id', '=', d.id_pedido)
    .executeTakeFirstOrThrow();
  const base = { id_pedido: d.id_pedido, id_seller: o.id_seller, id_pagamento: d.id, forma: d.forma, valor: d.valor };
  const opcoes = { idGrupo: o.id_grupo, em };
  if (d.situacao === 'aprovado') await emitirEvento(trx, EVENTOS_PEDIDOS['pagamento.aprovado'], base, opcoes);
  else {
    const motivo = d.situacao === 'expirado' ? MOTIVO_EXPIRADO : d.motivo || 'Recusado';
    await emitirEvento(trx, EVENTOS_PEDIDOS['pagamento.recusado'], { ...base, motivo }, opcoes);
  }
}
