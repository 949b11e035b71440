import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// An order's NFC-e can be cancelled (event 110111, its XML kept) and every NFC-e
// issue, cancellation and print goes to the order's history. order_status_history needs a
// status on every row, so these events have their own table.
const STATEMENTS: string[] = [
  `ALTER TABLE orders ADD COLUMN nfce_cancelada_em INTEGER`,
  `CREATE TABLE nfce_eventos (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        tp_evento TEXT NOT NULL,
        n_seq_evento INTEGER NOT NULL,
        chave TEXT NOT NULL,
        justificativa TEXT NOT NULL,
        protocolo TEXT NOT NULL,
        em INTEGER NOT NULL,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        xml TEXT NOT NULL,
        UNIQUE (id_pedido, tp_evento, n_seq_evento))`,
  `CREATE TABLE order_events (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        tipo TEXT NOT NULL,
        em INTEGER NOT NULL,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        descricao TEXT NOT NULL)`,
  `CREATE INDEX order_events_pedido ON order_events(id_pedido, em)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
