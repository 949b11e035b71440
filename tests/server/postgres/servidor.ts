import pg from 'pg';

/** TEST_DATABASE_URL, else the local server scripts/ensure-postgres.sh provides. */
export const URL_ADMIN = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function administrar(url: string, texto: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    await cliente.query(texto);
  } finally {
    await cliente.end();
  }
}

/** Fails with what to do when no PostgreSQL answers at `url`. */
export async function exigirPostgres(url: string): Promise<void> {
  try {
    await administrar(url, 'SELECT 1');
  } catch (erro) {
    throw new Error(
      `PostgreSQL não responde em ${url} (${erro instanceof Error ? erro.message : String(erro)}). ` +
        'Rode scripts/ensure-postgres.sh ou defina TEST_DATABASE_URL.',
    );
  }
}
