import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

const CHAVE = 'jwt_secret';

/**
 * The JWT signing key when JWT_SECRET is not given: generated once and kept in the database,
 * so restarts keep sessions and every instance on the same database signs alike. Never logged.
 */
export async function segredoPersistido(db: Kysely<DB>): Promise<Uint8Array> {
  const ler = () => db.selectFrom('settings').select('valor').where('chave', '=', CHAVE).executeTakeFirst();
  let linha = await ler();
  if (!linha) {
    await db.insertInto('settings').values({ chave: CHAVE, valor: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('chave').doNothing()).execute();
    // Re-read: another instance may have won the insert.
    linha = await ler();
  }
  if (!linha) throw new Error('Não foi possível guardar o segredo do JWT');
  return new Uint8Array(Buffer.from(linha.valor, 'base64'));
}
