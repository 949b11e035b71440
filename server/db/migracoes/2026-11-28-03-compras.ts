import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Purchasing (server/modulos/compras).
// - pedidos_compra(+_itens): an order to a supplier for one store, draft → sent → partly received
//   → received, or cancelled; `version` makes two receipts at once take turns (one wins).
// - recebimentos_compra(+_itens): each receipt against an order, with the supplier's NF-e key
//   (unique: an invoice is received once) and what came, short, over or damaged.
// - estoque_movimentos.id_pedido_compra: the purchase order a stock entry came from.
// id_fornecedor has no foreign key: the suppliers' table is the resource engine's, created after
// the migrations on a new database (the server checks the supplier is the group's on every write).
const STATEMENTS: string[] = [
  `CREATE TABLE pedidos_compra (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL,
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        id_fornecedor INTEGER NOT NULL,
        situacao TEXT NOT NULL,
        previsao_entrega TEXT,
        condicoes_pagamento TEXT,
        observacao TEXT,
        total INTEGER NOT NULL DEFAULT 0,
        criado_em INTEGER NOT NULL,
        criado_por INTEGER REFERENCES users(id) ON DELETE SET NULL,
        enviado_em INTEGER,
        recebido_em INTEGER,
        cancelado_em INTEGER,
        motivo_cancelamento TEXT,
        version INTEGER NOT NULL DEFAULT 1)`,
  `CREATE INDEX pedidos_compra_grupo ON pedidos_compra(id_grupo, id)`,
  `CREATE INDEX pedidos_compra_fornecedor ON pedidos_compra(id_fornecedor, id)`,
  `CREATE TABLE pedidos_compra_itens (
        id_pedido_compra INTEGER NOT NULL REFERENCES pedidos_compra(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        quantidade INTEGER NOT NULL,
        custo_unitario INTEGER NOT NULL,
        recebido INTEGER NOT NULL DEFAULT 0,
        avariado INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (id_pedido_compra, id_produto))`,
  `CREATE TABLE recebimentos_compra (
        id INTEGER PRIMARY KEY,
        id_pedido_compra INTEGER NOT NULL REFERENCES pedidos_compra(id) ON DELETE CASCADE,
        chave_nfe TEXT UNIQUE,
        observacao TEXT,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        em INTEGER NOT NULL)`,
  `CREATE INDEX recebimentos_compra_pedido ON recebimentos_compra(id_pedido_compra, id)`,
  `CREATE TABLE recebimentos_compra_itens (
        id_recebimento INTEGER NOT NULL REFERENCES recebimentos_compra(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        recebido INTEGER NOT NULL,
        avariado INTEGER NOT NULL,
        PRIMARY KEY (id_recebimento, id_produto))`,
  `ALTER TABLE estoque_movimentos ADD COLUMN id_pedido_compra INTEGER`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
