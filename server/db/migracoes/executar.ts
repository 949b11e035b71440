import { sql, type Kysely } from 'kysely';
import { dialetoDe } from '../dialeto';
import { paraPostgres } from './para-postgres';

/**
 * One statement of a migration: SQLite's text, which PostgreSQL runs through paraPostgres, or
 * one text per dialect where the two have no common form (triggers, full-text search); an empty
 * text is a statement that dialect has no need of.
 */
export type Instrucao = string | { sqlite: string; postgres: string };

/**
 * Runs a migration's statements one after another. They are raw SQL, written once and never
 * edited: SQLite keeps a CREATE's text verbatim (inner indentation included) and
 * tests/server/migracoes.test.ts compares the result with what the first runners made.
 */
export async function executarEmOrdem(db: Kysely<unknown>, statements: readonly Instrucao[]): Promise<void> {
  const postgres = dialetoDe(db).nome === 'postgres';
  for (const stmt of statements) {
    const texto = typeof stmt === 'string' ? (postgres ? paraPostgres(stmt) : stmt) : postgres ? stmt.postgres : stmt.sqlite;
    if (texto !== '') await sql.raw(texto).execute(db);
  }
}
