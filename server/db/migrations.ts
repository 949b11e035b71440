import { sql, type Kysely } from 'kysely';
import { FORMAS_PAGTO, STATUS } from '../../src/api/catalogos';
import type { DB } from './schema';

interface Migration {
  id: string;
  statements: string[];
}

/**
 * Migrations live in code, in order, each applied once and recorded in schema_migrations.
 * Only ever append: an applied migration is never edited.
 */
const MIGRATIONS: Migration[] = [
  {
    id: '001_inicial',
    statements: [
      `CREATE TABLE seller_groups (id INTEGER PRIMARY KEY, nome TEXT NOT NULL)`,
      `CREATE TABLE sellers (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        nome TEXT NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('loja','loja_shopping','ecommerce','loja_autonoma')),
        cnpj TEXT NOT NULL UNIQUE,
        uf TEXT NOT NULL,
        nfce_serie INTEGER NOT NULL)`,
      `CREATE INDEX sellers_grupo ON sellers(id_grupo)`,
      `CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        nome TEXT NOT NULL,
        senha_hash TEXT NOT NULL,
        ativo INTEGER NOT NULL DEFAULT 1,
        permissions TEXT NOT NULL DEFAULT '[]',
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        criado_em INTEGER NOT NULL,
        atualizado_em INTEGER NOT NULL)`,
      `CREATE TABLE refresh_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        family TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        family_criada_em INTEGER NOT NULL,
        criado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        ultimo_uso_em INTEGER,
        rotacionado_em INTEGER,
        revogado_em INTEGER)`,
      // Checked on every authenticated call: covers the whole "is this session alive" lookup.
      `CREATE INDEX refresh_tokens_family ON refresh_tokens(family, user_id, revogado_em, expira_em)`,
      `CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id)`,
      `CREATE TABLE login_attempts (id INTEGER PRIMARY KEY, email TEXT NOT NULL, ip TEXT NOT NULL, em INTEGER NOT NULL)`,
      `CREATE INDEX login_attempts_email ON login_attempts(email, em)`,
      `CREATE INDEX login_attempts_ip ON login_attempts(ip, em)`,
      `CREATE TABLE settings (chave TEXT PRIMARY KEY, valor TEXT NOT NULL)`,
      `CREATE TABLE clients (id INTEGER PRIMARY KEY, nome TEXT NOT NULL, cpf TEXT NOT NULL UNIQUE, email TEXT, telefone TEXT)`,
      `CREATE TABLE products (id INTEGER PRIMARY KEY, sku TEXT NOT NULL UNIQUE, nome TEXT NOT NULL, preco_centavos INTEGER NOT NULL CHECK (preco_centavos >= 0))`,
      `CREATE TABLE statuses (id INTEGER PRIMARY KEY, descricao TEXT NOT NULL)`,
      `CREATE TABLE payment_methods (id INTEGER PRIMARY KEY, descricao TEXT NOT NULL)`,
      `CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        id_cliente INTEGER REFERENCES clients(id),
        canal TEXT NOT NULL,
        id_status INTEGER NOT NULL REFERENCES statuses(id),
        id_forma_pagto INTEGER NOT NULL REFERENCES payment_methods(id),
        data_pedido INTEGER NOT NULL,
        dia_sp TEXT NOT NULL,
        minuto_sp INTEGER NOT NULL CHECK (minuto_sp BETWEEN 0 AND 1439),
        quantidade_itens INTEGER NOT NULL,
        valor_produtos INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL,
        valor_frete INTEGER NOT NULL,
        valor_total INTEGER NOT NULL,
        nfce_numero INTEGER,
        nfce_serie INTEGER,
        nfce_chave TEXT,
        nfce_data_emissao INTEGER,
        version INTEGER NOT NULL DEFAULT 1)`,
      // The list sorts by data_pedido desc, id desc: walking this index backwards yields the
      // page without a sort (the rowid is its implicit last column).
      `CREATE INDEX orders_data ON orders(data_pedido)`,
      // Fallback summary (hour or NFC-e filter) reads only this covering index.
      `CREATE INDEX orders_seller_data ON orders(id_seller, data_pedido, minuto_sp, id_status, id_forma_pagto, valor_total)`,
      `CREATE INDEX orders_nfce_numero ON orders(nfce_numero) WHERE nfce_numero IS NOT NULL`,
      `CREATE INDEX orders_nfce_data ON orders(nfce_data_emissao) WHERE nfce_data_emissao IS NOT NULL`,
      `CREATE TABLE order_items (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        id_produto INTEGER NOT NULL REFERENCES products(id),
        quantidade INTEGER NOT NULL CHECK (quantidade > 0),
        preco_unitario INTEGER NOT NULL,
        valor_desconto INTEGER NOT NULL DEFAULT 0)`,
      `CREATE INDEX order_items_pedido ON order_items(id_pedido)`,
      `CREATE TABLE orders_daily (
        id_seller INTEGER NOT NULL,
        dia_sp TEXT NOT NULL,
        id_status INTEGER NOT NULL,
        id_forma_pagto INTEGER NOT NULL,
        quantidade INTEGER NOT NULL,
        valor_total INTEGER NOT NULL,
        PRIMARY KEY (dia_sp, id_seller, id_status, id_forma_pagto)) WITHOUT ROWID`,
    ],
  },
  {
    id: '002_pedido_detalhe',
    statements: [
      // Fiscal data of the emitter, for the NFC-e: legal name, state registration, address, IBGE city.
      ...['razao_social', 'ie', 'municipio_ibge', 'municipio', 'logradouro', 'numero', 'bairro', 'cep'].map(
        (c) => `ALTER TABLE sellers ADD COLUMN ${c} TEXT NOT NULL DEFAULT ''`,
      ),
      `ALTER TABLE sellers ADD COLUMN complemento TEXT`,
      `ALTER TABLE sellers ADD COLUMN telefone TEXT`,
      `ALTER TABLE products ADD COLUMN ncm TEXT`,
      `ALTER TABLE products ADD COLUMN unidade TEXT NOT NULL DEFAULT 'UN'`,
      `ALTER TABLE orders ADD COLUMN observacao_interna TEXT`,
      // A web order the customer collects at a store (contextoDoPedido): it ends in Retirado.
      `ALTER TABLE orders ADD COLUMN retirada_na_loja INTEGER NOT NULL DEFAULT 0`,
      `CREATE TABLE order_deliveries (
        id_pedido INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        cep TEXT NOT NULL,
        logradouro TEXT NOT NULL,
        numero TEXT NOT NULL,
        complemento TEXT,
        bairro TEXT NOT NULL,
        cidade TEXT NOT NULL,
        uf TEXT NOT NULL)`,
      // The XML as issued, apart from orders so the list's scans never read it.
      `CREATE TABLE nfce_documentos (id_pedido INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE, xml TEXT NOT NULL)`,
      `CREATE TABLE order_status_history (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        de_status INTEGER REFERENCES statuses(id),
        para_status INTEGER NOT NULL REFERENCES statuses(id),
        id_usuario INTEGER REFERENCES users(id),
        em INTEGER NOT NULL,
        observacao TEXT)`,
      `CREATE INDEX order_status_history_pedido ON order_status_history(id_pedido, em)`,
      // The last number issued in each series of each seller; the issue increments it in its transaction.
      `CREATE TABLE nfce_series (
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        serie INTEGER NOT NULL,
        ultimo_numero INTEGER NOT NULL,
        PRIMARY KEY (id_seller, serie)) WITHOUT ROWID`,
      `INSERT INTO nfce_series (id_seller, serie, ultimo_numero)
        SELECT id_seller, nfce_serie, MAX(nfce_numero) FROM orders WHERE nfce_numero IS NOT NULL GROUP BY id_seller, nfce_serie`,
      // One invoice per number and series of a seller, whatever races.
      `CREATE UNIQUE INDEX orders_nfce_unica ON orders(id_seller, nfce_serie, nfce_numero) WHERE nfce_numero IS NOT NULL`,
    ],
  },
];

/** Catalogues come from src/api/catalogos.ts so ids match the panel everywhere. */
async function seedCatalogues(db: Kysely<DB>): Promise<void> {
  for (const s of Object.values(STATUS)) {
    await db.insertInto('statuses').values({ id: s.id, descricao: s.descricao })
      .onConflict((oc) => oc.column('id').doUpdateSet({ descricao: s.descricao })).execute();
  }
  for (const f of Object.values(FORMAS_PAGTO)) {
    await db.insertInto('payment_methods').values({ id: f.id, descricao: f.descricao })
      .onConflict((oc) => oc.column('id').doUpdateSet({ descricao: f.descricao })).execute();
  }
}

export async function applyMigrations(db: Kysely<DB>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, aplicada_em INTEGER NOT NULL)`.execute(db);
  const feitas = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(db);
  const aplicadas = new Set(feitas.rows.map((r) => r.id));
  const novas: string[] = [];
  for (const m of MIGRATIONS) {
    if (aplicadas.has(m.id)) continue;
    await db.transaction().execute(async (trx) => {
      for (const stmt of m.statements) await sql.raw(stmt).execute(trx);
      await sql`INSERT INTO schema_migrations (id, aplicada_em) VALUES (${m.id}, ${Date.now()})`.execute(trx);
    });
    novas.push(m.id);
  }
  await seedCatalogues(db);
  return novas;
}
