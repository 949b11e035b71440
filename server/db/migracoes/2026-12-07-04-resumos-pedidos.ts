import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';

// The sales reports' summaries, kept like orders_daily in the transaction of every order write
// (server/modulos/pedidos/consultas/resumos.ts, ajustarResumos), so no report reads the orders:
// - pedidos_resumo_hora: per São Paulo day, store, channel, status, payment method and hour of
//   the day (minuto_sp / 60): the orders, their items and their money. The weekday is the day's.
// - pedidos_resumo_produto: per day, store, channel, status and product: the orders that carry
//   it, its units, its gross value, its discount (the line's own plus its share of the order's,
//   split as the order's detail and its NFC-e split it: ratear) and its cost.
// - The cost of a sale is the average cost of the product in the store when the order was
//   written (estoque_saldos.custo_medio, or the product's register cost before the store first
//   moved it), kept on the item (order_items.custo_unitario) and summed on the order
//   (orders.valor_custo): a later purchase moving the average leaves a past sale's margin alone.
//   Orders written before this migration take the average cost of today: their own was never kept.
// Money is integer centavos, as on the orders.

const BRUTO = 'i.quantidade * i.preco_unitario';

// The order's discount beyond its lines' own, spread over its lines by value as ratear does in
// exact integers: each line but the last its floor, the last the remainder; with no value at all,
// the first line takes it. The window sums are cast because PostgreSQL sums bigints as numeric.
const RATEIO = `
  WITH linhas AS (
    SELECT i.id, i.id_pedido, i.id_produto, i.quantidade, ${BRUTO} AS bruto, i.valor_desconto AS proprio,
           i.quantidade * i.custo_unitario AS custo,
           o.valor_desconto - CAST(SUM(i.valor_desconto) OVER pedido AS BIGINT) AS resto,
           CAST(SUM(${BRUTO}) OVER pedido AS BIGINT) AS soma,
           ROW_NUMBER() OVER (PARTITION BY i.id_pedido ORDER BY i.id) AS n,
           COUNT(*) OVER pedido AS linhas
    FROM order_items i JOIN orders o ON o.id = i.id_pedido
    WINDOW pedido AS (PARTITION BY i.id_pedido)),
  simples AS (
    SELECT l.*, CASE WHEN l.resto <= 0 THEN 0 WHEN l.soma = 0 THEN CASE WHEN l.n = 1 THEN l.resto ELSE 0 END
                     ELSE l.resto * l.bruto / l.soma END AS parte
    FROM linhas l),
  partes AS (
    SELECT s.id_pedido, s.id_produto, s.quantidade, s.bruto, s.custo,
           s.proprio + CASE WHEN s.n = s.linhas AND s.soma > 0 AND s.resto > 0
                            THEN s.resto - (CAST(SUM(s.parte) OVER (PARTITION BY s.id_pedido) AS BIGINT) - s.parte)
                            ELSE s.parte END AS desconto
    FROM simples s),
  por_pedido AS (
    SELECT id_pedido, id_produto, SUM(quantidade) AS quantidade, SUM(bruto) AS bruto, SUM(desconto) AS desconto, SUM(custo) AS custo
    FROM partes GROUP BY id_pedido, id_produto)`;

const STATEMENTS: Instrucao[] = [
  `ALTER TABLE order_items ADD COLUMN custo_unitario INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN valor_custo INTEGER NOT NULL DEFAULT 0`,
  `UPDATE order_items SET custo_unitario = COALESCE(
        (SELECT s.custo_medio FROM orders o JOIN estoque_saldos s ON s.id_seller = o.id_seller AND s.id_produto = order_items.id_produto
          WHERE o.id = order_items.id_pedido),
        (SELECT p.custo FROM products p WHERE p.id = order_items.id_produto),
        0)`,
  `UPDATE orders SET valor_custo = COALESCE((SELECT SUM(i.quantidade * i.custo_unitario) FROM order_items i WHERE i.id_pedido = orders.id), 0)`,
  `CREATE TABLE pedidos_resumo_hora (
        dia_sp TEXT NOT NULL,
        id_seller INTEGER NOT NULL,
        canal TEXT NOT NULL,
        id_status INTEGER NOT NULL,
        id_forma_pagto INTEGER NOT NULL,
        hora INTEGER NOT NULL CHECK (hora BETWEEN 0 AND 23),
        pedidos INTEGER NOT NULL,
        itens INTEGER NOT NULL,
        valor_produtos INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL,
        valor_frete INTEGER NOT NULL,
        valor_total INTEGER NOT NULL,
        valor_custo INTEGER NOT NULL,
        PRIMARY KEY (dia_sp, id_seller, canal, id_status, id_forma_pagto, hora)) WITHOUT ROWID`,
  `CREATE TABLE pedidos_resumo_produto (
        dia_sp TEXT NOT NULL,
        id_seller INTEGER NOT NULL,
        canal TEXT NOT NULL,
        id_status INTEGER NOT NULL,
        id_produto INTEGER NOT NULL,
        pedidos INTEGER NOT NULL,
        quantidade INTEGER NOT NULL,
        valor_bruto INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL,
        valor_custo INTEGER NOT NULL,
        PRIMARY KEY (dia_sp, id_seller, canal, id_status, id_produto)) WITHOUT ROWID`,
  // A product's figures over a period without the day in front: the ABC and the product ranking.
  `CREATE INDEX pedidos_resumo_produto_produto ON pedidos_resumo_produto(id_produto, dia_sp)`,
];

/** The two summaries from the orders and their items, into empty tables: the backfill (tests run it again to check it). */
export const RECONSTRUIR: readonly Instrucao[] = [
  `INSERT INTO pedidos_resumo_hora (dia_sp, id_seller, canal, id_status, id_forma_pagto, hora, pedidos, itens, valor_produtos, valor_desconto, valor_frete, valor_total, valor_custo)
        SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, minuto_sp / 60, COUNT(*), SUM(quantidade_itens), SUM(valor_produtos),
               SUM(valor_desconto), SUM(valor_frete), SUM(valor_total), SUM(valor_custo)
        FROM orders GROUP BY dia_sp, id_seller, canal, id_status, id_forma_pagto, minuto_sp / 60`,
  `${RATEIO}
   INSERT INTO pedidos_resumo_produto (dia_sp, id_seller, canal, id_status, id_produto, pedidos, quantidade, valor_bruto, valor_desconto, valor_custo)
        SELECT o.dia_sp, o.id_seller, o.canal, o.id_status, pp.id_produto, COUNT(*), SUM(pp.quantidade), SUM(pp.bruto), SUM(pp.desconto), SUM(pp.custo)
        FROM por_pedido pp JOIN orders o ON o.id = pp.id_pedido
        GROUP BY o.dia_sp, o.id_seller, o.canal, o.id_status, pp.id_produto`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, [...STATEMENTS, ...RECONSTRUIR]);
}
