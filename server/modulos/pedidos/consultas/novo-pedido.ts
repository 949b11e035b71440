import type { Kysely } from 'kysely';
import { STATUS, type Canal, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { CANAIS_PRESENCIAIS } from '@retaguarda/contrato/api/regrasNfce';
import { EVENTOS_PEDIDOS } from '@retaguarda/contrato/eventos/pedidos';
import { diaChaveSP, formatHora, minutosDaHora } from '@retaguarda/contrato/br/dates';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { emitirEvento } from '../../../eventos/emitir';
import { moverEstoqueDoPedido } from '../../estoque/regras/pedido';
import { custosDeVenda } from './custo-venda';
import { grupoDoSeller } from './grupo';
import { somarNosResumos } from './resumos';

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
  /** The staff user who made the sale; absent or null: nobody (a web order). */
  id_vendedor?: number | null;
}

/** São Paulo day key and minute of day of an instant, as the orders table stores them. */
export function diaEMinutoSP(instante: Date): { dia_sp: string; minuto_sp: number } {
  return { dia_sp: diaChaveSP(instante), minuto_sp: minutosDaHora(formatHora(instante)) };
}

/**
 * The one way to write an order: the order, its items (each with its cost at the store's average
 * cost), the summaries and the event 'pedido.criado' (at the order's own time) in a single
 * transaction, so the summaries the list and the reports read can never drift from the orders.
 * Every later write that changes what the summaries are keyed by must move the order in them
 * (moverNosResumos, ./resumos.ts).
 */
export async function registrarPedido(db: Kysely<DB>, p: NovoPedido): Promise<number> {
  const valorProdutos = p.itens.reduce((s, i) => s + i.quantidade * i.preco_unitario, 0);
  const valorTotal = valorProdutos - p.valor_desconto + p.valor_frete;
  const { dia_sp, minuto_sp } = diaEMinutoSP(p.data_pedido);
  return transacao(db, async (trx) => {
    const custos = await custosDeVenda(trx, p.id_seller, p.itens.map((i) => i.id_produto));
    const itens = p.itens.map((i) => ({ ...i, custo_unitario: custos.get(i.id_produto) ?? 0 }));
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
        valor_custo: itens.reduce((s, i) => s + i.quantidade * i.custo_unitario, 0),
        id_vendedor: p.id_vendedor ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (itens.length > 0) {
      await trx.insertInto('order_items').values(itens.map((i) => ({ ...i, id_pedido: id, valor_desconto: 0 }))).execute();
    }
    await somarNosResumos(trx, id);
    await emitirEvento(trx, EVENTOS_PEDIDOS['pedido.criado'], { id_pedido: id, id_seller: p.id_seller, canal: p.canal, valor_total: valorTotal }, { idGrupo: await grupoDoSeller(trx, p.id_seller), em: p.data_pedido.getTime() });
    // an order recorded already paid or shipped holds or has taken its units, as if it had walked
    // the workflow; it happened, so the stock follows even where it runs short
    await moverEstoqueDoPedido(trx, { id, id_seller: p.id_seller }, STATUS.aguardandoPagamento.id, p.id_status, { id_usuario: null, em: p.data_pedido.getTime(), aceitarFalta: true });
    return id;
  });
}
