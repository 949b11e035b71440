import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// How an order reaches its customer, stored on the order (contrato/api/catalogos.ts,
// TIPOS_ENTREGA). retirada_na_loja said only 'handed over at a store', so a manual sale the
// customer took at the counter and one to be collected later were the same row; the counter sale
// never closed. The column replaces that flag:
// - store and autonomous-store sales are counter sales; a flagged order was a pickup (a manual
//   order of either kind cannot be told apart any more: a pickup waits, the safer reading);
// - the home's partial index reads the kind instead of the channel and the flag;
// - orders_seller_data, the list's covering index for its summaries, carries the kind and the
//   NFC-e number too, so the list's filters by kind and by NFC-e still sum on the index alone.
const STATEMENTS: string[] = [
  `ALTER TABLE orders ADD COLUMN tipo_entrega TEXT NOT NULL DEFAULT 'entrega' CHECK (tipo_entrega IN ('balcao', 'retirada', 'entrega'))`,
  `UPDATE orders SET tipo_entrega = CASE WHEN canal IN ('loja', 'loja_autonoma') THEN 'balcao' ELSE 'retirada' END
        WHERE canal IN ('loja', 'loja_autonoma') OR retirada_na_loja = 1`,
  `DROP INDEX orders_aguardando_acao`,
  `ALTER TABLE orders DROP COLUMN retirada_na_loja`,
  `CREATE INDEX orders_aguardando_acao ON orders(id_seller, data_pedido, id_status, tipo_entrega, nfce_numero)
        WHERE (id_status IN (2, 3) OR (id_status = 5 AND nfce_numero IS NULL))`,
  `DROP INDEX orders_seller_data`,
  `CREATE INDEX orders_seller_data ON orders(id_seller, data_pedido, minuto_sp, id_status, id_forma_pagto, valor_total, tipo_entrega, nfce_numero)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
