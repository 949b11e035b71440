import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** No users and no sellers: a database that was just created (the demo may be loaded). */
export async function bancoVazio(db: Kysely<DB>): Promise<boolean> {
  const u = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const s = await db.selectFrom('sellers').select('id').limit(1).executeTakeFirst();
  return !u && !s;
}
