import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

/** The digits of clients.telefone, as the phone search index stores them. */
export const TELEFONE_DIGITOS = `replace(replace(replace(replace(replace(telefone, '(', ''), ')', ''), ' ', ''), '-', ''), '+', '')`;

// Issue 20 (quick search and sorting of the order list) and issue 14 (one export per user).
// Needs the chave_texto() function that openDatabase registers (server/db/funcoes.ts).
const STATEMENTS: string[] = [
  // The client's name as the list sorts it (lower case, no accents), kept on the order so the
  // sort walks an index; '' for orders without a client. Triggers keep it true.
  `ALTER TABLE orders ADD COLUMN cliente_ordem TEXT NOT NULL DEFAULT ''`,
  `UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(c.nome) FROM clients c WHERE c.id = orders.id_cliente), '')
        WHERE id_cliente IS NOT NULL`,
  `CREATE TRIGGER orders_cliente_ordem_ins AFTER INSERT ON orders WHEN NEW.id_cliente IS NOT NULL BEGIN
        UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(nome) FROM clients WHERE id = NEW.id_cliente), '') WHERE id = NEW.id;
      END`,
  `CREATE TRIGGER orders_cliente_ordem_upd AFTER UPDATE OF id_cliente ON orders BEGIN
        UPDATE orders SET cliente_ordem = COALESCE((SELECT chave_texto(nome) FROM clients WHERE id = NEW.id_cliente), '') WHERE id = NEW.id;
      END`,
  `CREATE TRIGGER clients_nome_ordem_upd AFTER UPDATE OF nome ON clients BEGIN
        UPDATE orders SET cliente_ordem = chave_texto(NEW.nome) WHERE id_cliente = NEW.id;
      END`,
  // Sorts (the rowid, the tiebreak, is every index's implicit last column).
  `CREATE INDEX orders_cliente_ordem ON orders(cliente_ordem)`,
  `CREATE INDEX orders_status ON orders(id_status)`,
  `CREATE INDEX orders_valor_total ON orders(valor_total)`,
  // Search: a client's orders, an access key, a client by e-mail or phone digits. The client's
  // index carries what the list filters, sorts by date and sums, as orders_seller_data does:
  // a common surname matches ~33,000 of 1,000,000 orders, and reading each row for its total
  // took 190 ms where the index alone takes 3 ms (docs/benchmarks.md).
  `CREATE INDEX orders_cliente ON orders(id_cliente, id_seller, data_pedido, minuto_sp, id_status, id_forma_pagto, valor_total)`,
  `CREATE INDEX orders_nfce_chave ON orders(nfce_chave) WHERE nfce_chave IS NOT NULL`,
  // Not partial: the planner cannot tell that `lower(email) = ?` implies a non-null e-mail.
  `CREATE INDEX clients_email ON clients(lower(email))`,
  `CREATE INDEX clients_telefone ON clients(${TELEFONE_DIGITOS})`,
  // Any part of a client's name, case and accents ignored: trigrams over the clients table.
  `CREATE VIRTUAL TABLE clients_busca USING fts5(nome, content='clients', content_rowid='id', tokenize='trigram remove_diacritics 1')`,
  `INSERT INTO clients_busca(clients_busca) VALUES ('rebuild')`,
  `CREATE TRIGGER clients_busca_ins AFTER INSERT ON clients BEGIN
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
  `CREATE TRIGGER clients_busca_del AFTER DELETE ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
      END`,
  `CREATE TRIGGER clients_busca_upd AFTER UPDATE OF nome ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
  // The "export running" mark: one export per user at a time, across processes (issue 14).
  `CREATE TABLE exportacoes_em_curso (user_id INTEGER PRIMARY KEY, inicio INTEGER NOT NULL, expira_em INTEGER NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
