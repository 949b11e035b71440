import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The seller group a store belongs to: an event about its orders is seen by that group alone. */
export async function grupoDoSeller(db: Kysely<DB>, idSeller: number): Promise<number> {
  const s = await db.selectFrom('sellers').select('id_grupo').where('id', '=', idSeller).executeTakeFirstOrThrow();
  return s.id_grupo;
}
