import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';

// Who sold an order, and the sales reports' summary by clerk:
// - orders.id_vendedor: the staff user who made the sale (the signed-in user of a manual order);
//   null where nobody at a counter sold it (e-commerce, marketplace, a self-service store) and on
//   every order written before this migration, which never recorded it.
// - pedidos_resumo_vendedor: per São Paulo day, store, channel, status, payment method and clerk
//   (0 for none: a key column cannot be null): the orders, their items and their money, kept in
//   the transaction of every order write like pedidos_resumo_hora (pedidos/consultas/resumos.ts).
//   The payment method is in the key so the report's payment filter and the fee estimate, both
//   by method, read it as they read the hour summary.
// Money is integer centavos, as on the orders.

const STATEMENTS: Instrucao[] = [
  `ALTER TABLE orders ADD COLUMN id_vendedor INTEGER REFERENCES users(id)`,
  `CREATE TABLE pedidos_resumo_vendedor (
        dia_sp TEXT NOT NULL,
        id_seller INTEGER NOT NULL,
        canal TEXT NOT NULL,
        id_status INTEGER NOT NULL,
        id_forma_pagto INTEGER NOT NULL,
        id_vendedor INTEGER NOT NULL,
        pedidos INTEGER NOT NULL,
        itens INTEGER NOT NULL,
        valor_produtos INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL,
        valor_frete INTEGER NOT NULL,
        valor_total INTEGER NOT NULL,
        valor_custo INTEGER NOT NULL,
        PRIMARY KEY (dia_sp, id_seller, canal, id_status, id_forma_pagto, id_vendedor)) WITHOUT ROWID`,
];

/** The clerk summary from the orders, into an empty table: the backfill (tests run it again to check it). */
export const RECONSTRUIR: readonly Instrucao[] = [
  `INSERT INTO pedidos_resumo_vendedor (dia_sp, id_seller, canal, id_status, id_forma_pagto, id_vendedor, pedidos, itens, valor_produtos, valor_desconto, valor_frete, valor_total, valor_custo)
        SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, COALESCE(id_vendedor, 0), COUNT(*), SUM(quantidade_itens), SUM(valor_produtos),
               SUM(valor_desconto), SUM(valor_frete), SUM(valor_total), SUM(valor_custo)
        FROM orders GROUP BY dia_sp, id_seller, canal, id_status, id_forma_pagto, COALESCE(id_vendedor, 0)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, [...STATEMENTS, ...RECONSTRUIR]);
}
