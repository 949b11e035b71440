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
import { sql, type Transaction } from 'kysely';
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

/** What a summary keeps of an order: its table, the key columns and the figures, and the order's rows in it. */
interface Resumo {
  tabela: 'orders_daily' | 'pedidos_resumo_hora' | 'pedidos_resumo_dia' | 'pedidos_resumo_vendedor' | 'pedidos_resumo_produto';
  chaves: readonly string[];
  /** One row per cell the order counts in (the product summary: one per product), the key in `chaves`' order. */
  linhas(p: PedidoNosResumos): { chave: Valor[]; figuras: Record<string, number> }[];
}

/** An order's figures as the sales summaries (by hour, day and clerk) count them. */
const figurasDaVenda = (p: PedidoNosResumos): Record<string, number> => ({
  pedidos: 1,
  itens: p.quantidade_itens,
  valor_produtos: p.valor_produtos,
  valor_desconto: p.valor_desconto,
  valor_frete: p.valor_frete,
  valor_total: p.valor_total,
  valor_custo: p.valor_custo,
});

const CHAVE_DA_VENDA = ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto'] as const;
const chaveDaVenda = (p: PedidoNosResumos): Valor[] => [p.dia_sp, p.id_seller, p.canal, p.id_status, p.id_forma_pagto];

/** Every summary, in the order their rows are written (the lock order, see above). */
const RESUMOS: readonly Resumo[] = [
  {
    tabela: 'orders_daily',
    chaves: ['dia_sp', 'id_seller', 'id_status', 'id_forma_pagto'],
    linhas: (p) => [{ chave: [p.dia_sp, p.id_seller, p.id_status, p.id_forma_pagto], figuras: { quantidade: 1, valor_total: p.valor_total } }],
  },
  { tabela: 'pedidos_resumo_hora', chaves: [...CHAVE_DA_VENDA, 'hora'], linhas: (p) => [{ chave: [...chaveDaVenda(p), Math.floor(p.minuto_sp / 60)], figuras: figurasDaVenda(p) }] },
  { tabela: 'pedidos_resumo_dia', chaves: CHAVE_DA_VENDA, linhas: (p) => [{ chave: chaveDaVenda(p), figuras: figurasDaVenda(p) }] },
  // the clerk's key is 0 for an order nobody sold at a counter: a key column is never null
  { tabela: 'pedidos_resumo_vendedor', chaves: [...CHAVE_DA_VENDA, 'id_vendedor'], linhas: (p) => [{ chave: [...chaveDaVenda(p), p.id_vendedor ?? 0], figuras: figurasDaVenda(p) }] },
  {
    tabela: 'pedidos_resumo_produto',
    chaves: ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_produto'],
    linhas: (p) =>
      p.produtos.map((i) => ({
        chave: [p.dia_sp, p.id_seller, p.canal, p.id_status, i.id_produto],
        figuras: { pedidos: 1, quantidade: i.quantidade, valor_bruto: i.valor_bruto, valor_desconto: i.valor_desconto, valor_custo: i.valor_custo },
      })),
  },
];

/**
 * One cell of a summary: inserted, or its figures added to the row already there. Written as SQL
 * for every summary alike (the same statement on SQLite and PostgreSQL); the tables and columns
 * are this file's own names, never input.
 */
async function somarNaCelula(trx: Trx, r: Resumo, chave: readonly Valor[], figuras: Record<string, number>): Promise<void> {
  const colunas = [...r.chaves, ...Object.keys(figuras)];
  const valores = [...chave, ...Object.values(figuras)];
  await sql`INSERT INTO ${sql.table(r.tabela)} (${sql.join(colunas.map((c) => sql.ref(c)))}) VALUES (${sql.join(valores)})
    ON CONFLICT (${sql.join(r.chaves.map((c) => sql.ref(c)))}) DO UPDATE SET
    ${sql.join(Object.keys(figuras).map((c) => sql`${sql.ref(c)} = ${sql.ref(`${r.tabela}.${c}`)} + ${sql.ref(`excluded.${c}`)}`))}`.execute(trx);
}

/** Adds (sinal 1) or removes (-1) orders from every summary, inside the caller's transaction. */
export async function ajustarResumos(trx: Trx, parcelas: readonly { pedido: PedidoNosResumos; sinal: 1 | -1 }[]): Promise<void> {
  for (const r of RESUMOS) {
    const celulas = somarLinhas(parcelas.flatMap(({ pedido, sinal }) => r.linhas(pedido).map((l) => ({ ...l, sinal }))));
    for (const { chave, figuras } of celulas) await somarNaCelula(trx, r, chave, figuras);
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
