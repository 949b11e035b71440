/**
 * What a payment's outcome does to its order: paid in full moves it to Pago; the payment method
 * the list shows becomes the one that paid most. Both through the order's one write path (the
 * summaries move with them). Inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { buscarPedidoBase, type PedidoBase } from '../../pedidos/consultas/pedido';
import { gravarStatus } from '../../pedidos/consultas/pedido-escrita';
import { moverNosResumos } from '../../pedidos/consultas/resumos';
import { entregarNoBalcao } from '../../pedidos/regras/balcao';
import { MENSAGENS_PEDIDO_CONCORRENCIA } from './mensagens';

type Trx = Transaction<DB>;

async function trocarForma(trx: Trx, p: PedidoBase, idForma: number): Promise<PedidoBase> {
  if (p.id_forma_pagto === idForma) return p;
  const r = await trx
    .updateTable('orders')
    .set((eb) => ({ id_forma_pagto: idForma, version: eb('version', '+', 1) }))
    .where('id', '=', p.id)
    .where('version', '=', p.version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(409, MENSAGENS_PEDIDO_CONCORRENCIA);
  await moverNosResumos(trx, p.id, { id_forma_pagto: p.id_forma_pagto });
  return { ...p, id_forma_pagto: idForma, version: p.version + 1 };
}

/**
 * After payments were written: when the approved ones cover the total and none is pending, the
 * order is Pago (history: `motivo`, by `idUsuario`, null for the PSP's notice), and a counter sale
 * is then Retirado.
 */
export async function quitarSePago(trx: Trx, idPedido: number, idUsuario: number | null, em: number, motivo: string): Promise<void> {
  const base = await buscarPedidoBase(trx, idPedido);
  if (!base || base.id_status !== STATUS.aguardandoPagamento.id) return;
  const pagamentos = await trx.selectFrom('pagamentos_pedido').select(['id_forma_pagto', 'valor', 'situacao']).where('id_pedido', '=', idPedido).execute();
  const aprovados = pagamentos.filter((p) => p.situacao === 'aprovado');
  const pago = aprovados.reduce((s, p) => s + p.valor, 0);
  if (pago < base.valor_total || pagamentos.some((p) => p.situacao === 'pendente')) return;
  const maior = [...aprovados].sort((a, b) => b.valor - a.valor)[0];
  const p = maior ? await trocarForma(trx, base, maior.id_forma_pagto) : base;
  const feito = await gravarStatus(trx, p, { para: STATUS.pago.id, motivo, id_usuario: idUsuario, em, aceitarFaltaDeEstoque: true });
  if (feito === null) throw new ErroHttp(409, MENSAGENS_PEDIDO_CONCORRENCIA);
  await entregarNoBalcao(trx, { ...p, id_status: STATUS.pago.id, version: p.version + 1 }, { id_usuario: idUsuario, em });
}
