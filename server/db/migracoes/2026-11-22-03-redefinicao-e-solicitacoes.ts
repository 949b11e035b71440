import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

const STATEMENTS: string[] = [
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
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
