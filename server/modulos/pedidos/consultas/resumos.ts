/**
 * The orders' summaries, kept in the transaction of every order write: orders_daily (the order
 * list's), pedidos_resumo_hora, pedidos_resumo_dia, pedidos_resumo_produto and
 * pedidos_resumo_vendedor (the sales reports'). One entry for
 * every write path, so none can add an order to one summary and forget another:
 * - somarNosResumos when an order is written;
 * - moverNosResumos when a write changes what the summaries are keyed by (status, payment method).
 * Both read the order back from its row and items, so what a summary holds is what the order holds.
 *
 * Rows are written in key order, table after table: two transactions moving orders between the
 * same cells take their row locks in the same order, so on PostgreSQL they wait, never deadlock.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { ratear } from '../nfce/entrada';

type Trx = Transaction<DB>;

/** What the summaries are keyed by, besides the product. */
export interface ChaveDoPedido {
  id_seller: number;
  dia_sp: string;
  minuto_sp: number;
  canal: string;
  id_status: number;
  id_forma_pagto: number;
  /** The clerk who sold it; null for none (0 in the clerk summary's key). */
  id_vendedor: number | null;
}

/** One product of an order as the product summary counts it; money in centavos. */
export interface ProdutoNoResumo {
  id_produto: number;
  quantidade: number;
  valor_bruto: number;
  /** The lines' own discount plus their share of the order's. */
  valor_desconto: number;
  valor_custo: number;
}

export interface PedidoNosResumos extends ChaveDoPedido {
  quantidade_itens: number;
  valor_produtos: number;
  valor_desconto: number;
  valor_frete: number;
  valor_total: number;
  valor_custo: number;
  produtos: ProdutoNoResumo[];
}

export interface ItemDoResumo {
  id_produto: number;
  quantidade: number;
  preco_unitario: number;
  valor_desconto: number;
  custo_unitario: number;
}

/**
 * An order's items by product (one product may sit on two lines), the order's discount beyond the
 * lines' own spread over the lines by value as its detail and its NFC-e spread it (ratear, lines in
 * the order they were written): the products' net value adds up to the order's.
 */
export function produtosDoPedido(descontoPedido: number, itens: readonly ItemDoResumo[]): ProdutoNoResumo[] {
  const proprios = itens.reduce((s, i) => s + i.valor_desconto, 0);
  const partes = itens.length > 0 ? ratear(Math.max(0, descontoPedido - proprios), itens.map((i) => i.quantidade * i.preco_unitario)) : [];
  const porProduto = new Map<number, ProdutoNoResumo>();
  itens.forEach((i, n) => {
    const p = porProduto.get(i.id_produto) ?? { id_produto: i.id_produto, quantidade: 0, valor_bruto: 0, valor_desconto: 0, valor_custo: 0 };
    p.quantidade += i.quantidade;
    p.valor_bruto += i.quantidade * i.preco_unitario;
    p.valor_desconto += i.valor_desconto + partes[n];
    p.valor_custo += i.quantidade * i.custo_unitario;
    porProduto.set(i.id_produto, p);
  });
  return [...porProduto.values()];
}

async function lerPedido(trx: Trx, idPedido: number): Promise<PedidoNosResumos> {
  const o = await trx
    .selectFrom('orders')
    .select(['id_seller', 'dia_sp', 'minuto_sp', 'canal', 'id_status', 'id_forma_pagto', 'id_vendedor', 'quantidade_itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo'])
    .where('id', '=', idPedido)
    .executeTakeFirstOrThrow();
  const itens = await trx
    .selectFrom('order_items')
    .select(['id_produto', 'quantidade', 'preco_unitario', 'valor_desconto', 'custo_unitario'])
    .where('id_pedido', '=', idPedido)
    .orderBy('id')
    .execute();
  const n = (v: number | string | bigint) => Number(v);
  return {
    id_seller: n(o.id_seller),
    dia_sp: o.dia_sp,
    minuto_sp: n(o.minuto_sp),
    canal: o.canal,
    id_status: n(o.id_status),
    id_forma_pagto: n(o.id_forma_pagto),
    id_vendedor: o.id_vendedor === null ? null : n(o.id_vendedor),
    quantidade_itens: n(o.quantidade_itens),
    valor_produtos: n(o.valor_produtos),
    valor_desconto: n(o.valor_desconto),
    valor_frete: n(o.valor_frete),
    valor_total: n(o.valor_total),
    valor_custo: n(o.valor_custo),
    produtos: produtosDoPedido(
      n(o.valor_desconto),
      itens.map((i) => ({ id_produto: n(i.id_produto), quantidade: n(i.quantidade), preco_unitario: n(i.preco_unitario), valor_desconto: n(i.valor_desconto), custo_unitario: n(i.custo_unitario) })),
    ),
  };
}

type Valor = string | number;

/** Adds rows (key, figures) with signs, the same key's rows netted; the rows whose figures all net to zero dropped; in key order. */
function somarLinhas<F extends Record<string, number>>(parcelas: readonly { chave: Valor[]; figuras: F; sinal: 1 | -1 }[]): { chave: Valor[]; figuras: F }[] {
  const porChave = new Map<string, { chave: Valor[]; figuras: Record<string, number> }>();
  for (const p of parcelas) {
    const k = JSON.stringify(p.chave);
    const linha = porChave.get(k) ?? { chave: p.chave, figuras: Object.fromEntries(Object.keys(p.figuras).map((c) => [c, 0])) };
    for (const [c, v] of Object.entries(p.figuras)) linha.figuras[c] += p.sinal * v;
    porChave.set(k, linha);
  }
  const comparar = (a: Valor[], b: Valor[]): number => {
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
    }
    return 0;
  };
  return [...porChave.values()]
    .filter((l) => Object.values(l.figuras).some((v) => v !== 0))
    .sort((a, b) => comparar(a.chave, b.chave)) as { chave: Valor[]; figuras: F }[];
}

/** Adds (sinal 1) or removes (-1) orders from every summary, inside the caller's transaction. */
export async function ajustarResumos(trx: Trx, parcelas: readonly { pedido: PedidoNosResumos; sinal: 1 | -1 }[]): Promise<void> {
  const diario = somarLinhas(
    parcelas.map(({ pedido: p, sinal }) => ({ chave: [p.dia_sp, p.id_seller, p.id_status, p.id_forma_pagto], figuras: { quantidade: 1, valor_total: p.valor_total }, sinal })),
  );
  for (const { chave: [dia_sp, id_seller, id_status, id_forma_pagto], figuras } of diario) {
    await trx
      .insertInto('orders_daily')
      .values({ dia_sp: String(dia_sp), id_seller: Number(id_seller), id_status: Number(id_status), id_forma_pagto: Number(id_forma_pagto), ...figuras })
      .onConflict((oc) =>
        oc.columns(['dia_sp', 'id_seller', 'id_status', 'id_forma_pagto']).doUpdateSet((eb) => ({
          quantidade: eb('orders_daily.quantidade', '+', eb.ref('excluded.quantidade')),
          valor_total: eb('orders_daily.valor_total', '+', eb.ref('excluded.valor_total')),
        })),
      )
      .execute();
  }

  const hora = somarLinhas(
    parcelas.map(({ pedido: p, sinal }) => ({
      chave: [p.dia_sp, p.id_seller, p.canal, p.id_status, p.id_forma_pagto, Math.floor(p.minuto_sp / 60)],
      figuras: {
        pedidos: 1,
        itens: p.quantidade_itens,
        valor_produtos: p.valor_produtos,
        valor_desconto: p.valor_desconto,
        valor_frete: p.valor_frete,
        valor_total: p.valor_total,
        valor_custo: p.valor_custo,
      },
      sinal,
    })),
  );
  for (const { chave: [dia_sp, id_seller, canal, id_status, id_forma_pagto, h], figuras } of hora) {
    await trx
      .insertInto('pedidos_resumo_hora')
      .values({ dia_sp: String(dia_sp), id_seller: Number(id_seller), canal: String(canal), id_status: Number(id_status), id_forma_pagto: Number(id_forma_pagto), hora: Number(h), ...figuras })
      .onConflict((oc) =>
        oc.columns(['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'hora']).doUpdateSet((eb) => ({
          pedidos: eb('pedidos_resumo_hora.pedidos', '+', eb.ref('excluded.pedidos')),
          itens: eb('pedidos_resumo_hora.itens', '+', eb.ref('excluded.itens')),
          valor_produtos: eb('pedidos_resumo_hora.valor_produtos', '+', eb.ref('excluded.valor_produtos')),
          valor_desconto: eb('pedidos_resumo_hora.valor_desconto', '+', eb.ref('excluded.valor_desconto')),
          valor_frete: eb('pedidos_resumo_hora.valor_frete', '+', eb.ref('excluded.valor_frete')),
          valor_total: eb('pedidos_resumo_hora.valor_total', '+', eb.ref('excluded.valor_total')),
          valor_custo: eb('pedidos_resumo_hora.valor_custo', '+', eb.ref('excluded.valor_custo')),
        })),
      )
      .execute();
  }

  const dia = somarLinhas(
    parcelas.map(({ pedido: p, sinal }) => ({
      chave: [p.dia_sp, p.id_seller, p.canal, p.id_status, p.id_forma_pagto],
      figuras: {
        pedidos: 1,
        itens: p.quantidade_itens,
        valor_produtos: p.valor_produtos,
        valor_desconto: p.valor_desconto,
        valor_frete: p.valor_frete,
        valor_total: p.valor_total,
        valor_custo: p.valor_custo,
      },
      sinal,
    })),
  );
  for (const { chave: [dia_sp, id_seller, canal, id_status, id_forma_pagto], figuras } of dia) {
    await trx
      .insertInto('pedidos_resumo_dia')
      .values({ dia_sp: String(dia_sp), id_seller: Number(id_seller), canal: String(canal), id_status: Number(id_status), id_forma_pagto: Number(id_forma_pagto), ...figuras })
      .onConflict((oc) =>
        oc.columns(['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto']).doUpdateSet((eb) => ({
          pedidos: eb('pedidos_resumo_dia.pedidos', '+', eb.ref('excluded.pedidos')),
          itens: eb('pedidos_resumo_dia.itens', '+', eb.ref('excluded.itens')),
          valor_produtos: eb('pedidos_resumo_dia.valor_produtos', '+', eb.ref('excluded.valor_produtos')),
          valor_desconto: eb('pedidos_resumo_dia.valor_desconto', '+', eb.ref('excluded.valor_desconto')),
          valor_frete: eb('pedidos_resumo_dia.valor_frete', '+', eb.ref('excluded.valor_frete')),
          valor_total: eb('pedidos_resumo_dia.valor_total', '+', eb.ref('excluded.valor_total')),
          valor_custo: eb('pedidos_resumo_dia.valor_custo', '+', eb.ref('excluded.valor_custo')),
        })),
      )
      .execute();
  }

  const vendedor = somarLinhas(
    parcelas.map(({ pedido: p, sinal }) => ({
      chave: [p.dia_sp, p.id_seller, p.canal, p.id_status, p.id_forma_pagto, p.id_vendedor ?? 0],
      figuras: {
        pedidos: 1,
        itens: p.quantidade_itens,
        valor_produtos: p.valor_produtos,
        valor_desconto: p.valor_desconto,
        valor_frete: p.valor_frete,
        valor_total: p.valor_total,
        valor_custo: p.valor_custo,
      },
      sinal,
    })),
  );
  for (const { chave: [dia_sp, id_seller, canal, id_status, id_forma_pagto, id_vendedor], figuras } of vendedor) {
    await trx
      .insertInto('pedidos_resumo_vendedor')
      .values({ dia_sp: String(dia_sp), id_seller: Number(id_seller), canal: String(canal), id_status: Number(id_status), id_forma_pagto: Number(id_forma_pagto), id_vendedor: Number(id_vendedor), ...figuras })
      .onConflict((oc) =>
        oc.columns(['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'id_vendedor']).doUpdateSet((eb) => ({
          pedidos: eb('pedidos_resumo_vendedor.pedidos', '+', eb.ref('excluded.pedidos')),
          itens: eb('pedidos_resumo_vendedor.itens', '+', eb.ref('excluded.itens')),
          valor_produtos: eb('pedidos_resumo_vendedor.valor_produtos', '+', eb.ref('excluded.valor_produtos')),
          valor_desconto: eb('pedidos_resumo_vendedor.valor_desconto', '+', eb.ref('excluded.valor_desconto')),
          valor_frete: eb('pedidos_resumo_vendedor.valor_frete', '+', eb.ref('excluded.valor_frete')),
          valor_total: eb('pedidos_resumo_vendedor.valor_total', '+', eb.ref('excluded.valor_total')),
          valor_custo: eb('pedidos_resumo_vendedor.valor_custo', '+', eb.ref('excluded.valor_custo')),
        })),
      )
      .execute();
  }

  const produto = somarLinhas(
    parcelas.flatMap(({ pedido: p, sinal }) =>
      p.produtos.map((i) => ({
        chave: [p.dia_sp, p.id_seller, p.canal, p.id_status, i.id_produto],
        figuras: { pedidos: 1, quantidade: i.quantidade, valor_bruto: i.valor_bruto, valor_desconto: i.valor_desconto, valor_custo: i.valor_custo },
        sinal,
      })),
    ),
  );
  for (const { chave: [dia_sp, id_seller, canal, id_status, id_produto], figuras } of produto) {
    await trx
      .insertInto('pedidos_resumo_produto')
      .values({ dia_sp: String(dia_sp), id_seller: Number(id_seller), canal: String(canal), id_status: Number(id_status), id_produto: Number(id_produto), ...figuras })
      .onConflict((oc) =>
        oc.columns(['dia_sp', 'id_seller', 'canal', 'id_status', 'id_produto']).doUpdateSet((eb) => ({
          pedidos: eb('pedidos_resumo_produto.pedidos', '+', eb.ref('excluded.pedidos')),
          quantidade: eb('pedidos_resumo_produto.quantidade', '+', eb.ref('excluded.quantidade')),
          valor_bruto: eb('pedidos_resumo_produto.valor_bruto', '+', eb.ref('excluded.valor_bruto')),
          valor_desconto: eb('pedidos_resumo_produto.valor_desconto', '+', eb.ref('excluded.valor_desconto')),
          valor_custo: eb('pedidos_resumo_produto.valor_custo', '+', eb.ref('excluded.valor_custo')),
        })),
      )
      .execute();
  }
}

/** Adds an order just written (its row and items) to every summary. */
export async function somarNosResumos(trx: Trx, idPedido: number): Promise<void> {
  await ajustarResumos(trx, [{ pedido: await lerPedido(trx, idPedido), sinal: 1 }]);
}

/**
 * After a write changed what the summaries are keyed by: the order leaves the cells it was in
 * (`antes`: the key's values before the write) and joins those its row now names.
 */
export async function moverNosResumos(trx: Trx, idPedido: number, antes: Partial<Pick<ChaveDoPedido, 'id_status' | 'id_forma_pagto'>>): Promise<void> {
  const depois = await lerPedido(trx, idPedido);
  await ajustarResumos(trx, [
    { pedido: { ...depois, ...antes }, sinal: -1 },
    { pedido: depois, sinal: 1 },
  ]);
}
