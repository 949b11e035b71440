import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Stock (server/modulos/estoque).
// - estoque_movimentos: the ledger. Every change of stock is one row, never edited or deleted;
//   a reversal is another row naming the one it reverses (id_estorno_de). `saldo_apos` is the
//   place's balance right after the row, so a product's ledger reads like a bank statement.
// - estoque_saldos: the position per store and product, kept in step with the ledger in the same
//   transaction (on hand = the sum of the movements of `loja`, em_devolucao of `devolucao`), plus
//   what orders have reserved, the minimum and maximum and the average cost (centavos).
// - estoque_reservas: what each paid order holds, so cancelling releases exactly that.
// - estoque_transferencias(+_itens): a transfer between stores, sent then received.
// - sellers.estoque_negativo: the store sells without stock (on hand may go below zero).
const STATEMENTS: string[] = [
  `CREATE TABLE estoque_movimentos (
        id INTEGER PRIMARY KEY,
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        id_produto INTEGER NOT NULL REFERENCES products(id),
        tipo TEXT NOT NULL,
        local TEXT NOT NULL,
        quantidade INTEGER NOT NULL,
        saldo_apos INTEGER NOT NULL,
        custo_unitario INTEGER,
        motivo TEXT,
        id_pedido INTEGER REFERENCES orders(id) ON DELETE SET NULL,
        id_transferencia INTEGER,
        id_estorno_de INTEGER UNIQUE,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        em INTEGER NOT NULL)`,
  // a product's ledger in a store, newest first; the store's ledger; the whole group's by time
  `CREATE INDEX estoque_movimentos_produto ON estoque_movimentos(id_seller, id_produto, id)`,
  `CREATE INDEX estoque_movimentos_loja ON estoque_movimentos(id_seller, id)`,
  `CREATE INDEX estoque_movimentos_pedido ON estoque_movimentos(id_pedido)`,
  `CREATE TABLE estoque_saldos (
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        id_produto INTEGER NOT NULL REFERENCES products(id),
        em_maos INTEGER NOT NULL DEFAULT 0,
        reservado INTEGER NOT NULL DEFAULT 0,
        em_devolucao INTEGER NOT NULL DEFAULT 0,
        minimo INTEGER,
        maximo INTEGER,
        custo_medio INTEGER NOT NULL DEFAULT 0,
        ultima_movimentacao_em INTEGER,
        PRIMARY KEY (id_seller, id_produto))`,
  `CREATE INDEX estoque_saldos_produto ON estoque_saldos(id_produto)`,
  `CREATE TABLE estoque_reservas (
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        quantidade INTEGER NOT NULL,
        PRIMARY KEY (id_pedido, id_produto))`,
  `CREATE TABLE estoque_transferencias (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL,
        id_seller_origem INTEGER NOT NULL REFERENCES sellers(id),
        id_seller_destino INTEGER NOT NULL REFERENCES sellers(id),
        situacao TEXT NOT NULL,
        observacao TEXT,
        enviada_em INTEGER NOT NULL,
        enviada_por INTEGER REFERENCES users(id) ON DELETE SET NULL,
        recebida_em INTEGER,
        recebida_por INTEGER REFERENCES users(id) ON DELETE SET NULL)`,
  `CREATE INDEX estoque_transferencias_grupo ON estoque_transferencias(id_grupo, id)`,
  `CREATE TABLE estoque_transferencia_itens (
        id_transferencia INTEGER NOT NULL REFERENCES estoque_transferencias(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        quantidade INTEGER NOT NULL,
        custo_unitario INTEGER NOT NULL,
        PRIMARY KEY (id_transferencia, id_produto))`,
  `ALTER TABLE sellers ADD COLUMN estoque_negativo INTEGER NOT NULL DEFAULT 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
