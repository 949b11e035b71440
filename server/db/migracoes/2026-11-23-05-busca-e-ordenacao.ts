import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';
import { CHAVE_TEXTO_POSTGRES } from './chave-texto-postgres';

/** The digits of clients.telefone, as the phone search index stores them. */
export const TELEFONE_DIGITOS = `replace(replace(replace(replace(replace(telefone, '(', ''), ')', ''), ' ', ''), '-', ''), '+', '')`;

// The order list's quick search and sorting, and one export per user.
// Needs the chave_texto() function: SQLite's is JavaScript that openDatabase registers on each
// connection (server/db/funcoes.ts); PostgreSQL's is created here, in the schema.
const STATEMENTS: Instrucao[] = [
  { sqlite: '', postgres: CHAVE_TEXTO_POSTGRES },
  // The client's name as the list sorts it (lower case, no accents), kept on the order so the
  // sort walks an index; '' for orders without a client. Triggers keep it true.
  {
    sqlite: `ALTER TABLE orders ADD COLUMN cliente_ordem TEXT NOT NULL DEFAULT ''`,
    // Byte order, as SQLite compares text: the sort must not depend on the server's locale.
    postgres: `ALTER TABLE orders ADD COLUMN cliente_ordem TEXT COLLATE "C" NOT NULL DEFAULT ''`,
  },
  `UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(c.nome) FROM clients c WHERE c.id = orders.id_cliente), '')
        WHERE id_cliente IS NOT NULL`,
  {
    sqlite: `CREATE TRIGGER orders_cliente_ordem_ins AFTER INSERT ON orders WHEN NEW.id_cliente IS NOT NULL BEGIN
        UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(nome) FROM clients WHERE id = NEW.id_cliente), '') WHERE id = NEW.id;
      END`,
    postgres: `CREATE FUNCTION orders_cliente_ordem() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            NEW.cliente_ordem := COALESCE((SELECT chave_texto(nome) FROM clients WHERE id = NEW.id_cliente), '');
            RETURN NEW;
          END $$;
        CREATE TRIGGER orders_cliente_ordem BEFORE INSERT OR UPDATE OF id_cliente ON orders
          FOR EACH ROW EXECUTE FUNCTION orders_cliente_ordem()`,
  },
  {
    sqlite: `CREATE TRIGGER orders_cliente_ordem_upd AFTER UPDATE OF id_cliente ON orders BEGIN
        UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(nome) FROM clients WHERE id = NEW.id_cliente), '') WHERE id = NEW.id;
      END`,
    postgres: '',
  },
  {
    sqlite: `CREATE TRIGGER clients_nome_ordem_upd AFTER UPDATE OF nome ON clients BEGIN
        UPDATE orders SET cliente_ordem = chave_texto(NEW.nome) WHERE id_cliente = NEW.id;
      END`,
    postgres: `CREATE FUNCTION clients_nome_ordem() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE orders SET cliente_ordem = chave_texto(NEW.nome) WHERE id_cliente = NEW.id;
            RETURN NULL;
          END $$;
        CREATE TRIGGER clients_nome_ordem_upd AFTER UPDATE OF nome ON clients
          FOR EACH ROW EXECUTE FUNCTION clients_nome_ordem()`,
  },
  // Sorts (the rowid, the tiebreak, is every index's implicit last column).
  `CREATE INDEX orders_cliente_ordem ON orders(cliente_ordem)`,
  `CREATE INDEX orders_status ON orders(id_status)`,
  `CREATE INDEX orders_valor_total ON orders(valor_total)`,
  // Search: a client's orders, an access key, a client by e-mail or phone digits. The client's
  // index carries what the list filters, sorts by date and sums, as orders_seller_data does:
  // a common surname matches a few percent of the whole history, and reading each of those rows
  // for its total would cost many times what the index alone does (docs/benchmarks.md).
  `CREATE INDEX orders_cliente ON orders(id_cliente, id_seller, data_pedido, minuto_sp, id_status, id_forma_pagto, valor_total)`,
  `CREATE INDEX orders_nfce_chave ON orders(nfce_chave) WHERE nfce_chave IS NOT NULL`,
  // Not partial: the planner cannot tell that `lower(email) = ?` implies a non-null e-mail.
  `CREATE INDEX clients_email ON clients(lower(email))`,
  `CREATE INDEX clients_telefone ON clients(${TELEFONE_DIGITOS})`,
  // Any part of a client's name, case and accents ignored: trigrams over the clients table.
  // PostgreSQL: pg_trgm's GIN index over the same key serves `chave_texto(nome) LIKE '%…%'`.
  {
    sqlite: `CREATE VIRTUAL TABLE clients_busca USING fts5(nome, content='clients', content_rowid='id', tokenize='trigram remove_diacritics 1')`,
    postgres: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE INDEX clients_nome_trgm ON clients USING gin (chave_texto(nome) gin_trgm_ops)`,
  },
  {
    sqlite: `INSERT INTO clients_busca(clients_busca) VALUES ('rebuild')`,
    postgres: '',
  },
  {
    sqlite: `CREATE TRIGGER clients_busca_ins AFTER INSERT ON clients BEGIN
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
    postgres: '',
  },
  {
    sqlite: `CREATE TRIGGER clients_busca_del AFTER DELETE ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
      END`,
    postgres: '',
  },
  {
    sqlite: `CREATE TRIGGER clients_busca_upd AFTER UPDATE OF nome ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
    postgres: '',
  },
  // The "export running" mark: one export per user at a time, across processes.
  `CREATE TABLE exportacoes_em_curso (user_id INTEGER PRIMARY KEY, inicio INTEGER NOT NULL, expira_em INTEGER NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
