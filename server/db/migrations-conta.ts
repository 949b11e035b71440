import { sql } from 'kysely';
import type { Database } from './index';

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
