import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Inventory counts (server/modulos/estoque/inventario).
// - inventarios: a count session of one store and scope; `version` moves with every count and
//   step, so an approval names what it saw and a count that lands after it is refused.
// - inventario_itens: the products to count, taken when the session opens, with what was counted
//   (null: not yet), when and by whom, and the difference posted on approval.
// - estoque_movimentos.id_inventario: the session an `inventario` movement came from.
const STATEMENTS: string[] = [
  `CREATE TABLE inventarios (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL,
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        situacao TEXT NOT NULL,
        escopo TEXT NOT NULL,
        id_produto_base INTEGER,
        prateleira TEXT,
        cega INTEGER NOT NULL DEFAULT 0,
        descricao TEXT,
        aberto_em INTEGER NOT NULL,
        aberto_por INTEGER REFERENCES users(id) ON DELETE SET NULL,
        encerrado_em INTEGER,
        aprovado_em INTEGER,
        aprovado_por INTEGER REFERENCES users(id) ON DELETE SET NULL,
        cancelado_em INTEGER,
        version INTEGER NOT NULL DEFAULT 1)`,
  `CREATE INDEX inventarios_grupo ON inventarios(id_grupo, id)`,
  `CREATE TABLE inventario_itens (
        id_inventario INTEGER NOT NULL REFERENCES inventarios(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        contado INTEGER,
        contado_em INTEGER,
        contado_por INTEGER REFERENCES users(id) ON DELETE SET NULL,
        diferenca_aprovada INTEGER,
        PRIMARY KEY (id_inventario, id_produto))`,
  `ALTER TABLE estoque_movimentos ADD COLUMN id_inventario INTEGER`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
