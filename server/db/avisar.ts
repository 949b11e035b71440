import { sql, type Kysely } from 'kysely';
import { dialetoDe } from './dialeto';
import type { DB } from './schema';

/**
 * Wakes PostgreSQL's listeners on `canal` when the caller's transaction commits (a NOTIFY is
 * delivered at commit, never for a rollback, and carries nothing: the rows are read from their
 * tables). SQLite has no listeners: its readers poll.
 */
export async function avisarAoConfirmar(db: Kysely<DB>, canal: string): Promise<void> {
  if (dialetoDe(db).nome === 'postgres') await sql`SELECT pg_notify(${canal}, '')`.execute(db);
}
