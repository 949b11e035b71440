import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { migrate, openDatabase } from '../db';
import { documentoOpenApi, type DocumentoOpenApi } from './openapi';

/**
 * The document of the app as the demo runs it (outside production, so with the simulated PSP's
 * 'simular pagamento'): built on an empty database, since the routes do not depend on the data.
 */
export async function documentoDoApp(): Promise<DocumentoOpenApi> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrate(db);
    const app = await buildApp({ db, jwtSecret: randomBytes(32), logger: false, producao: false });
    try {
      return documentoOpenApi(app.rotasRegistradas);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
