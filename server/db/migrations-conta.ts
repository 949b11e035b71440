import { sql } from 'kysely';
import type { Database } from './index';

/** The digits of clients.telefone, as the phone search index stores them. */
export const TELEFONE_DIGITOS = `replace(replace(replace(replace(replace(telefone, '(', ''), ')', ''), ' ', ''), '-', ''), '+', '')`;

interface MigracaoConta {
  id: string;
  statements: string[];
}

/**
 * The account tables (issue 8), recorded in the same schema_migrations table as ./migrations.
 * Only ever append. ON DELETE clauses let the demo seed delete users and sellers freely.
 */
const MIGRACOES_CONTA: MigracaoConta[] = [
  {
    id: 'conta_001_redefinicao_e_solicitacoes',
    statements: [
      `CREATE TABLE password_reset_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        criado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        usado_em INTEGER)`,
      `CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id)`,
      `CREATE TABLE access_requests (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        nome TEXT NOT NULL,
        telefone TEXT NOT NULL,
        cnpj TEXT NOT NULL,
        id_seller INTEGER REFERENCES sellers(id) ON DELETE SET NULL,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        senha_hash TEXT,
        criado_em INTEGER NOT NULL,
        resolvido_em INTEGER)`,
      `CREATE INDEX access_requests_email ON access_requests(email)`,
      `CREATE INDEX access_requests_user ON access_requests(user_id)`,
    ],
  },
  {
    // Issue 14: who signed in, failed, was locked out, changed or reset a password, was refused
    // (403), exported or issued an NFC-e; kept 180 days. `detalhe` is JSON and never holds a secret.
    id: 'conta_002_log_seguranca',
    statements: [
      `CREATE TABLE security_events (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        email TEXT,
        ip TEXT,
        em INTEGER NOT NULL,
        detalhe TEXT)`,
      `CREATE INDEX security_events_em ON security_events(em)`,
      `CREATE INDEX security_events_user ON security_events(user_id, em)`,
      `CREATE INDEX security_events_tipo ON security_events(tipo, em)`,
    ],
  },
  {
    // Issue 14, finding 5: a request for access proves its e-mail with a link before anything is
    // created, and carries no password (the person sets one from a link after activation). Old
    // requests lose the password a stranger may have chosen; reset tokens learn their purpose.
    id: 'conta_101_contas_verificacao_email',
    statements: [
      `ALTER TABLE access_requests ADD COLUMN verificacao_hash TEXT`,
      `ALTER TABLE access_requests ADD COLUMN verificacao_expira_em INTEGER`,
      `ALTER TABLE access_requests ADD COLUMN verificado_em INTEGER`,
      `CREATE UNIQUE INDEX access_requests_verificacao ON access_requests(verificacao_hash)`,
      `UPDATE access_requests SET senha_hash = NULL`,
      `ALTER TABLE password_reset_tokens ADD COLUMN finalidade TEXT NOT NULL DEFAULT 'redefinir' CHECK (finalidade IN ('redefinir','definir'))`,
    ],
  },
  {
    // Issue 20, the home's 'orders awaiting action': a partial index of the few orders paid and not
    // yet handed over (or handed over without an NFC-e). Its condition is written out the same way in
    // server/db/queries/inicio.ts (AGUARDANDO_ACAO), the only query that can use it.
    id: 'conta_101_inicio_aguardando_acao',
    statements: [
      `CREATE INDEX orders_aguardando_acao ON orders(id_seller, data_pedido, id_status, canal, retirada_na_loja, nfce_numero)
        WHERE (id_status IN (2, 3) OR (id_status = 5 AND nfce_numero IS NULL))`,
    ],
  },
  {
    // Issue 20: an order's NFC-e can be cancelled (event 110111, its XML kept) and every NFC-e
    // issue, cancellation and print goes to the order's history. order_status_history needs a
    // status on every row, so these events have their own table.
    id: 'conta_120_pedido_nfce_eventos',
    statements: [
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
    ],
  },
  {
    // Issue 20 (quick search and sorting of the order list) and issue 14 (one export per user).
    // Needs the chave_texto() function that openDatabase registers (server/db/funcoes.ts).
    id: 'conta_101_dados_busca_ordenacao',
    statements: [
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
    ],
  },
];

/** Applies the pending account migrations; idempotent. Returns the ids applied. */
export async function migrateConta(db: Database): Promise<string[]> {
  const k = db.kysely;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, aplicada_em INTEGER NOT NULL)`.execute(k);
  const feitas = new Set((await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(k)).rows.map((r) => r.id));
  const novas: string[] = [];
  for (const m of MIGRACOES_CONTA) {
    if (feitas.has(m.id)) continue;
    await k.transaction().execute(async (trx) => {
      for (const stmt of m.statements) await sql.raw(stmt).execute(trx);
      await sql`INSERT INTO schema_migrations (id, aplicada_em) VALUES (${m.id}, ${Date.now()})`.execute(trx);
    });
    novas.push(m.id);
  }
  return novas;
}
