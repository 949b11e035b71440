import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { comTabelasConta } from './schema';

/**
 * Voids every open reset link of a user (marks it used): after a password change a link sent
 * earlier, maybe to a mailbox someone else reads, must not set the password again.
 */
export async function anularLinksRedefinicao(db: Kysely<DB>, userId: number, agora: number): Promise<number> {
  const r = await comTabelasConta(db)
    .updateTable('password_reset_tokens')
    .set({ usado_em: agora })
    .where('user_id', '=', userId)
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
