/**
 * What an order's status change does to the stock (ESTAGIO_ESTOQUE_DO_STATUS): Pago reserves its
 * units, Cancelado releases them, Enviado or Retirado takes them out, Devolvido brings them back
 * to the returns place. Called by the order's one write path (gravarStatus), in its transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ESTAGIO_ESTOQUE_DO_STATUS, type EstagioEstoque } from '@retaguarda/contrato/api/estoque';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { avisarSeAbaixoDoMinimo, erroInsuficiente, garantirSaldo, movimentar, vendeSemEstoque } from './movimentar';

type Trx = Transaction<DB>;

export interface PedidoDoEstoque {
  id: number;
  id_seller: number;
}

export interface Autoria {
  id_usuario: number | null;
  em: number;
}

const estagio = (idStatus: number): EstagioEstoque => ESTAGIO_ESTOQUE_DO_STATUS[idStatus] ?? 'nenhum';

/** The order's units per product (an order may list one product on two lines). */
async function unidades(trx: Kysely<DB>, idPedido: number): Promise<{ id_produto: number; quantidade: number }[]> {
  const linhas = await trx
    .selectFrom('order_items')
    .select(['id_produto', (eb) => eb.fn.sum<number>('quantidade').as('quantidade')])
    .where('id_pedido', '=', idPedido)
    .groupBy('id_produto')
    .orderBy('id_produto')
    .execute();
  return linhas.map((l) => ({ id_produto: l.id_produto, quantidade: Number(l.quantidade) }));
}

/**
 * Holds the order's units. `aceitarFalta`: a payment already taken (a PSP's notice) reserves
 * even beyond what is available — the money is in, the order must not be lost — and the
 * position shows the product oversold until stock arrives.
 */
async function reservar(trx: Trx, p: PedidoDoEstoque, a: Autoria, aceitarFalta: boolean): Promise<void> {
  const livre = aceitarFalta || (await vendeSemEstoque(trx, p.id_seller));
  for (const item of await unidades(trx, p.id)) {
    await garantirSaldo(trx, p.id_seller, item.id_produto);
    let u = trx
      .updateTable('estoque_saldos')
      .set((eb) => ({ reservado: eb('reservado', '+', item.quantidade) }))
      .where('id_seller', '=', p.id_seller)
      .where('id_produto', '=', item.id_produto);
    if (!livre) u = u.where(sql<boolean>`em_maos - reservado >= ${item.quantidade}`);
    const r = await u.returning(['em_maos', 'reservado', 'minimo']).executeTakeFirst();
    if (!r) throw await erroInsuficiente(trx, p.id_seller, item.id_produto, item.quantidade);
    // reserved units are no longer available: this is where a sale takes a position below its minimum
    const emMaos = Number(r.em_maos);
    const reservado = Number(r.reservado);
    const minimo = r.minimo === null ? null : Number(r.minimo);
    await avisarSeAbaixoDoMinimo(trx, { id_seller: p.id_seller, id_produto: item.id_produto, em_maos: emMaos, reservado, minimo, disponivelAntes: emMaos - reservado + item.quantidade }, a.em);
    await trx.insertInto('estoque_reservas').values({ id_pedido: p.id, id_produto: item.id_produto, id_seller: p.id_seller, quantidade: item.quantidade }).execute();
  }
}

async function reservas(trx: Trx, idPedido: number) {
  return trx.selectFrom('estoque_reservas').select(['id_produto', 'id_seller', 'quantidade']).where('id_pedido', '=', idPedido).orderBy('id_produto').execute();
}

async function liberar(trx: Trx, p: PedidoDoEstoque): Promise<void> {
  for (const r of await reservas(trx, p.id)) {
    await trx
      .updateTable('estoque_saldos')
      .set((eb) => ({ reservado: eb('reservado', '-', r.quantidade) }))
      .where('id_seller', '=', r.id_seller)
      .where('id_produto', '=', r.id_produto)
      .execute();
  }
  await trx.deleteFrom('estoque_reservas').where('id_pedido', '=', p.id).execute();
}

/** The units leave: a sale movement per product, consuming the reservation where there is one. */
async function baixar(trx: Trx, p: PedidoDoEstoque, a: Autoria, aceitarFalta: boolean): Promise<void> {
  const reservado = new Map((await reservas(trx, p.id)).map((r) => [r.id_produto, r.quantidade]));
  for (const item of await unidades(trx, p.id)) {
    const libera = reservado.get(item.id_produto) ?? 0;
    // reserved units are already this order's: only on hand must cover them
    await movimentar(trx, { id_seller: p.id_seller, id_produto: item.id_produto, tipo: 'venda', local: 'loja', quantidade: -item.quantidade, liberaReserva: libera, exigir: aceitarFalta ? 'nada' : libera >= item.quantidade ? 'em_maos' : 'disponivel', id_pedido: p.id, id_usuario: a.id_usuario, em: a.em });
  }
  await trx.deleteFrom('estoque_reservas').where('id_pedido', '=', p.id).execute();
}

/** What the sale took comes back, to the returns place until someone checks it. */
async function devolver(trx: Trx, p: PedidoDoEstoque, a: Autoria): Promise<void> {
  const vendidos = await trx
    .selectFrom('estoque_movimentos')
    .select(['id_produto', 'id_seller', (eb) => eb.fn.sum<number>('quantidade').as('quantidade')])
    .where('id_pedido', '=', p.id)
    .where('tipo', '=', 'venda')
    .groupBy(['id_produto', 'id_seller'])
    .orderBy('id_produto')
    .execute();
  for (const v of vendidos) {
    const q = -Number(v.quantidade);
    if (q > 0) await movimentar(trx, { id_seller: v.id_seller, id_produto: v.id_produto, tipo: 'devolucao', local: 'devolucao', quantidade: q, id_pedido: p.id, id_usuario: a.id_usuario, em: a.em });
  }
}

/** Moves the order's stock from the stage of `de` to the stage of `para`; throws 409 when the stock cannot follow. */
export async function moverEstoqueDoPedido(trx: Trx, p: PedidoDoEstoque, de: number, para: number, a: Autoria & { aceitarFalta?: boolean }): Promise<void> {
  const antes = estagio(de);
  const depois = estagio(para);
  if (antes === depois) return;
  if (antes === 'nenhum' && depois === 'reservado') return reservar(trx, p, a, a.aceitarFalta === true);
  if (antes === 'reservado' && depois === 'nenhum') return liberar(trx, p);
  if ((antes === 'reservado' || antes === 'nenhum') && depois === 'baixado') return baixar(trx, p, a, a.aceitarFalta === true);
  if (antes === 'baixado' && depois === 'devolvido') return devolver(trx, p, a);
  if (depois === 'devolvido' && (antes === 'nenhum' || antes === 'reservado')) {
    // an order recorded as already returned (registrarPedido): out, then back
    await baixar(trx, p, a, a.aceitarFalta === true);
    return devolver(trx, p, a);
  }
  // the workflow (contrato/api/transicoesStatus.ts) has no other step; a new one must say what it does to stock
  throw new Error(`estoque: passagem ${antes} → ${depois} sem regra`);
}

/**
 * The message a status change would meet, without writing: the bulk change leaves such an order
 * as it is and names the reason, instead of undoing the whole batch.
 */
export async function faltaParaMudar(trx: Kysely<DB>, p: PedidoDoEstoque, de: number, para: number): Promise<string | null> {
  const antes = estagio(de);
  const depois = estagio(para);
  const precisaDisponivel = antes === 'nenhum' && (depois === 'reservado' || depois === 'baixado');
  const precisaEmMaos = antes === 'reservado' && depois === 'baixado';
  if (!precisaDisponivel && !precisaEmMaos) return null;
  if (await vendeSemEstoque(trx, p.id_seller)) return null;
  for (const item of await unidades(trx, p.id)) {
    const s = await trx.selectFrom('estoque_saldos').select(['em_maos', 'reservado']).where('id_seller', '=', p.id_seller).where('id_produto', '=', item.id_produto).executeTakeFirst();
    const emMaos = Number(s?.em_maos ?? 0);
    const tem = precisaDisponivel ? emMaos - Number(s?.reservado ?? 0) : emMaos;
    if (tem < item.quantidade) return (await erroInsuficiente(trx, p.id_seller, item.id_produto, item.quantidade)).message;
  }
  return null;
}

/** 409 before charging a manual order whose units are no longer available (nothing is written). */
export async function exigirDisponivel(trx: Kysely<DB>, p: PedidoDoEstoque): Promise<void> {
  const falta = await faltaParaMudar(trx, p, STATUS.aguardandoPagamento.id, STATUS.pago.id);
  if (falta) throw new ErroHttp(409, falta);
}
