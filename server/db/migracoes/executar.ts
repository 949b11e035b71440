import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration's statements one after another. They are raw SQL, written once and never
 * edited: SQLite keeps a CREATE's text verbatim (inner indentation included) and
 * tests/server/migracoes.test.ts compares the result with what the first runners made.
 */
export async function executarEmOrdem(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const stmt of statements) await sql.raw(stmt).execute(db);
}
