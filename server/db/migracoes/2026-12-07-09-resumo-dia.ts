import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';

// The sales summary per São Paulo day: pedidos_resumo_hora without the hour. Per day, store,
// channel, status and payment method: the orders, their items and their money, kept in the
// transaction of every order write like the others (pedidos/consultas/resumos.ts). Every report
// that does not group or filter by the hour reads it: about a sixth of the hour summary's rows
// (13 months of the 1 M-order bench: 31 k rows instead of 190 k).
// Money is integer centavos, as on the orders.

const STATEMENTS: Instrucao[] = [
  `CREATE TABLE pedidos_resumo_dia (
        dia_sp TEXT NOT NULL,
        id_seller INTEGER NOT NULL,
        canal TEXT NOT NULL,
        id_status INTEGER NOT NULL,
        id_forma_pagto INTEGER NOT NULL,
        pedidos INTEGER NOT NULL,
        itens INTEGER NOT NULL,
        valor_produtos INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL,
        valor_frete INTEGER NOT NULL,
        valor_total INTEGER NOT NULL,
        valor_custo INTEGER NOT NULL,
        PRIMARY KEY (dia_sp, id_seller, canal, id_status, id_forma_pagto)) WITHOUT ROWID`,
  // The key leads with the day, so a period of every store is a range of it; one store's period
  // (a store's report, the day × store grid a store at a time) is a range of this one.
  `CREATE INDEX pedidos_resumo_dia_loja ON pedidos_resumo_dia(id_seller, dia_sp)`,
];

/** The day summary from the orders, into an empty table: the backfill (tests run it again to check it). */
export const RECONSTRUIR: readonly Instrucao[] = [
  `INSERT INTO pedidos_resumo_dia (dia_sp, id_seller, canal, id_status, id_forma_pagto, pedidos, itens, valor_produtos, valor_desconto, valor_frete, valor_total, valor_custo)
        SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, COUNT(*), SUM(quantidade_itens), SUM(valor_produtos),
               SUM(valor_desconto), SUM(valor_frete), SUM(valor_total), SUM(valor_custo)
        FROM orders GROUP BY dia_sp, id_seller, canal, id_status, id_forma_pagto`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, [...STATEMENTS, ...RECONSTRUIR]);
}
