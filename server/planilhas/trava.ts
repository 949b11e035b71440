import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * How long a running export's mark holds when its process dies without removing it; a live
 * export of the row cap ends well within it.
 */
export const VALIDADE_TRAVA_MS = 10 * 60 * 1000;

/**
 * Takes the user's "export running" mark, in the database so it holds across processes
 * (WEB_CONCURRENCY > 1); a mark past its expiry is taken over. Returns the release function, or
 * null when another export of this user is still running.
 */
export async function travarExportacao(db: Kysely<DB>, userId: number, agora: number): Promise<(() => Promise<void>) | null> {
  const r = await db
    .insertInto('exportacoes_em_curso')
    .values({ user_id: userId, inicio: agora, expira_em: agora + VALIDADE_TRAVA_MS })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ inicio: eb.ref('excluded.inicio'), expira_em: eb.ref('excluded.expira_em') }))
        .where('exportacoes_em_curso.expira_em', '<=', agora),
    )
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  let liberada = false;
  return async () => {
    if (liberada) return;
    liberada = true;
    await db.deleteFrom('exportacoes_em_curso').where('user_id', '=', userId).where('inicio', '=', agora).execute();
  };
}
