import type { Kysely, Transaction } from 'kysely';
import { STATUS, type Canal, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { CANAIS_PRESENCIAIS } from '@retaguarda/contrato/api/regrasNfce';
import { EVENTOS_PEDIDOS } from '@retaguarda/contrato/eventos/pedidos';
import { diaChaveSP, formatHora, minutosDaHora } from '@retaguarda/contrato/br/dates';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { emitirEvento } from '../../../eventos/emitir';
import { moverEstoqueDoPedido } from '../../estoque/regras/pedido';
import { grupoDoSeller } from './grupo';

export interface NovoItem {
  id_produto: number;
  quantidade: number;
  preco_unitario: number;
}

export interface NovoPedido {
  id_seller: number;
  id_cliente: number | null;
  canal: Canal;
  id_status: number;
  id_forma_pagto: number;
  data_pedido: Date;
  itens: NovoItem[];
  valor_desconto: number;
  valor_frete: number;
  nfce?: { numero: number; serie: number; chave: string; data_emissao: Date } | null;
  /** Absent: a store sale is a counter sale, any other order ships. */
  tipo_entrega?: TipoEntrega;
}

/** São Paulo day key and minute of day of an instant, as the orders table stores them. */
export function diaEMinutoSP(instante: Date): { dia_sp: string; minuto_sp: number } {
  return { dia_sp: diaChaveSP(instante), minuto_sp: minutosDaHora(formatHora(instante)) };
}

/** Adds (or with sinal -1 removes) one order from the per-day summary, inside the caller's trx. */
export async function ajustarResumoDiario(
  trx: Transaction<DB>,
  linha: { id_seller: number; dia_sp: string; id_status: number; id_forma_pagto: number; valor_total: number },
  sinal: 1 | -1,
): Promise<void> {
  await trx
    .insertInto('orders_daily')
    .values({ ...linha, quantidade: sinal, valor_total: sinal * linha.valor_total })
    .onConflict((oc) =>
      oc.columns(['dia_sp', 'id_seller', 'id_status', 'id_forma_pagto']).doUpdateSet((eb) => ({
        quantidade: eb('orders_daily.quantidade', '+', eb.ref('excluded.quantidade')),
        valor_total: eb('orders_daily.valor_total', '+', eb.ref('excluded.valor_total')),
      })),
    )
    .execute();
}

/**
 * The one way to write an order: the order, its items, the per-day summary and the event
 * 'pedido.criado' (at the order's own time) in a single transaction, so the summary the list
 * reads can never drift from the orders.
 * Every later write that changes seller, date, status, payment or total must do the same
 * (remove the old row from the summary, add the new one).
 */
export async function registrarPedido(db: Kysely<DB>, p: NovoPedido): Promise<number> {
  const valorProdutos = p.itens.reduce((s, i) => s + i.quantidade * i.preco_unitario, 0);
  const valorTotal = valorProdutos - p.valor_desconto + p.valor_frete;
  const { dia_sp, minuto_sp } = diaEMinutoSP(p.data_pedido);
  return transacao(db, async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        id_seller: p.id_seller,
        id_cliente: p.id_cliente,
        canal: p.canal,
        id_status: p.id_status,
        id_forma_pagto: p.id_forma_pagto,
        data_pedido: p.data_pedido.getTime(),
        dia_sp,
        minuto_sp,
        quantidade_itens: p.itens.reduce((s, i) => s + i.quantidade, 0),
        valor_produtos: valorProdutos,
        valor_desconto: p.valor_desconto,
        valor_frete: p.valor_frete,
        valor_total: valorTotal,
        nfce_numero: p.nfce?.numero ?? null,
        nfce_serie: p.nfce?.serie ?? null,
        nfce_chave: p.nfce?.chave ?? null,
        nfce_data_emissao: p.nfce ? p.nfce.data_emissao.getTime() : null,
        tipo_entrega: p.tipo_entrega ?? (CANAIS_PRESENCIAIS.includes(p.canal) ? 'balcao' : 'entrega'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (p.itens.length > 0) {
      await trx.insertInto('order_items').values(p.itens.map((i) => ({ ...i, id_pedido: id, valor_desconto: 0 }))).execute();
    }
    await ajustarResumoDiario(trx, { id_seller: p.id_seller, dia_sp, id_status: p.id_status, id_forma_pagto: p.id_forma_pagto, valor_total: valorTotal }, 1);
    await emitirEvento(trx, EVENTOS_PEDIDOS['pedido.criado'], { id_pedido: id, id_seller: p.id_seller, canal: p.canal, valor_total: valorTotal }, { idGrupo: await grupoDoSeller(trx, p.id_seller), em: p.data_pedido.getTime() });
    // an order recorded already paid or shipped holds or has taken its units, as if it had walked
    // the workflow; it happened, so the stock follows even where it runs short
    await moverEstoqueDoPedido(trx, { id, id_seller: p.id_seller }, STATUS.aguardandoPagamento.id, p.id_status, { id_usuario: null, em: p.data_pedido.getTime(), aceitarFalta: true });
    return id;
  });
}
