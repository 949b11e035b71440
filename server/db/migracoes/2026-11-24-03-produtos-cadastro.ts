import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';

// The products' table takes every column of the products' declaration
// (contrato/recursos/produtos.ts) and the engine's bookkeeping, and becomes a group's register:
// two groups may use the same SKU, so the global UNIQUE(sku) goes (the engine's sync creates the
// unique indexes on (id_grupo, sku) and (id_grupo, ean), which also serve a lookup by SKU; no
// query outside the engine looks a product up by SKU alone, so no plain index on sku is kept).
// Weights are kept in grams (peso_kg scaled by 10^3) and dimensions in millimetres (cm by 10^1).
// situacao_venda's default (the declaration's) puts every existing product on sale, and every
// product the older code paths insert without it.

/**
 * The group that sells each product that is in an order: its latest order's seller's (the highest
 * order id). One pass over order_items, which has no index by product: a subquery per product
 * would scan it once per product. Products in no order go to the first group.
 */
const GRUPOS_DOS_PRODUTOS = `SELECT u.id_produto, s.id_grupo
        FROM (SELECT id_produto, MAX(id_pedido) AS id_pedido FROM order_items GROUP BY id_produto) u
        JOIN orders o ON o.id = u.id_pedido JOIN sellers s ON s.id = o.id_seller`;
const PRIMEIRO_GRUPO = '(SELECT MIN(id) FROM seller_groups)';

/** The columns the declaration adds, after id_grupo, in the table's order. */
const COLUNAS_NOVAS = `produto_base INTEGER,
        ean TEXT,
        cor TEXT,
        tamanho TEXT,
        situacao_venda TEXT DEFAULT 'a_venda',
        custo INTEGER,
        cest TEXT,
        peso_kg INTEGER,
        altura_cm INTEGER,
        largura_cm INTEGER,
        profundidade_cm INTEGER,
        ativo INTEGER NOT NULL DEFAULT 1,
        version INTEGER NOT NULL DEFAULT 1,
        criado_em INTEGER NOT NULL DEFAULT 0,
        atualizado_em INTEGER NOT NULL DEFAULT 0`;

const COLUNAS_ANTIGAS = 'id, sku, nome, preco_centavos, ncm, unidade';

/**
 * SQLite cannot drop an inline UNIQUE: the table is built again, as the clients' migration does
 * (2026-11-24-02). order_items.id_produto references products and foreign keys cannot be turned
 * off inside the migrations' transaction: the rows are set aside, the old table dropped with
 * foreign keys deferred (its implicit DELETE counts every order item's product as missing), the
 * new one created under the same name and the rows inserted back with their ids (each insert
 * finds its items and uncounts them, so the count is zero again at COMMIT). Nothing else hung on
 * the old table: no index but UNIQUE(sku)'s own, no trigger.
 */
const SQLITE: string[] = [
  `PRAGMA defer_foreign_keys = ON`,
  `CREATE TEMP TABLE products_anterior AS SELECT ${COLUNAS_ANTIGAS} FROM products`,
  `CREATE TEMP TABLE products_grupo AS ${GRUPOS_DOS_PRODUTOS}`,
  `DROP TABLE products`,
  `CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        sku TEXT NOT NULL,
        nome TEXT NOT NULL,
        preco_centavos INTEGER NOT NULL CHECK (preco_centavos >= 0),
        ncm TEXT,
        unidade TEXT NOT NULL DEFAULT 'UN',
        ${COLUNAS_NOVAS})`,
  `INSERT INTO products (id, id_grupo, ${COLUNAS_ANTIGAS.slice('id, '.length)})
        SELECT p.id, COALESCE(g.id_grupo, ${PRIMEIRO_GRUPO}), p.sku, p.nome, p.preco_centavos, p.ncm, p.unidade
        FROM temp.products_anterior p LEFT JOIN temp.products_grupo g ON g.id_produto = p.id ORDER BY p.id`,
  `DROP TABLE temp.products_anterior`,
  `DROP TABLE temp.products_grupo`,
  `PRAGMA defer_foreign_keys = OFF`,
];

/** PostgreSQL drops the constraint and adds the columns in place. */
const POSTGRES: string[] = [
  `ALTER TABLE products DROP CONSTRAINT products_sku_key,
        ADD COLUMN id_grupo BIGINT REFERENCES seller_groups(id),
        ${COLUNAS_NOVAS.replace(/^(\s*)(\w+ )/gm, '$1ADD COLUMN $2').replace(/\bINTEGER\b/g, 'BIGINT')}`,
  `UPDATE products p SET id_grupo = g.id_grupo FROM (${GRUPOS_DOS_PRODUTOS}) g WHERE g.id_produto = p.id`,
  `UPDATE products SET id_grupo = ${PRIMEIRO_GRUPO} WHERE id_grupo IS NULL`,
  `ALTER TABLE products ALTER COLUMN id_grupo SET NOT NULL`,
];

const STATEMENTS: Instrucao[] = [
  // A product needs a group: a database with products and no group at all gets one to keep them.
  `INSERT INTO seller_groups (nome) SELECT 'Grupo principal'
        WHERE NOT EXISTS (SELECT 1 FROM seller_groups) AND EXISTS (SELECT 1 FROM products)`,
  ...SQLITE.map((sqlite) => ({ sqlite, postgres: '' })),
  ...POSTGRES.map((postgres) => ({ sqlite: '', postgres })),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
