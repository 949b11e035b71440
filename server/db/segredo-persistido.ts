import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A signing key the environment did not give (the JWT's, the PSP notices'): generated once and
 * kept in the settings table under `chave`, so restarts keep it and every instance on the same
 * database signs alike. Never logged.
 */
export async function segredoPersistido(db: Kysely<DB>, chave: string): Promise<Uint8Array> {
  const ler = () => db.selectFrom('settings').select('valor').where('chave', '=', chave).executeTakeFirst();
  let linha = await ler();
  if (!linha) {
    await db.insertInto('settings').values({ chave, valor: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('chave').doNothing()).execute();
    // Re-read: another instance may have won the insert.
    linha = await ler();
  }
  if (!linha) throw new Error(`Não foi possível guardar o segredo ${chave}`);
  return new Uint8Array(Buffer.from(linha.valor, 'base64'));
}
