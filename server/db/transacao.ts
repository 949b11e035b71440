import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Attempts of a transaction PostgreSQL aborted to break a conflict (the first included). */
export const TENTATIVAS_TRANSACAO = 5;

/**
 * PostgreSQL's codes for a transaction it aborted so another could go on: 40001 (serialization
 * failure) and 40P01 (deadlock). Running it again is the documented answer. SQLite has neither:
 * its transactions hold the one write lock from BEGIN, and a busy lock is retried by its driver.
 */
function conflito(erro: unknown): boolean {
  const codigo = (erro as { code?: unknown } | null)?.code;
  return codigo === '40001' || codigo === '40P01';
}

/**
 * Runs `fn` in a transaction, again from the start when PostgreSQL aborts it for a conflict, up
 * to TENTATIVAS_TRANSACAO times. `fn` must only touch the database (a retry repeats it whole);
 * mail and other effects go after it returns.
 */
export async function transacao<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await db.transaction().execute(fn);
    } catch (erro) {
      if (tentativa >= TENTATIVAS_TRANSACAO || !conflito(erro)) throw erro;
    }
  }
}
