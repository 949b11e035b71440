import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';

const STATEMENTS: Instrucao[] = [
  // PostgreSQL: the e-mails' type, case-insensitive like SQLite's COLLATE NOCASE (see para-postgres.ts).
  { sqlite: '', postgres: 'CREATE EXTENSION IF NOT EXISTS citext' },
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
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
