import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { migrate, openDatabase, type Banco } from '../../../server/db';
import { urlDoBanco } from '../postgres/contexto';
import { administrar } from '../postgres/servidor';

export interface BancoVazio {
  db: Banco;
  /** Another connection on the same database, as a second instance or process opens it. */
  url: string;
  descartar(): Promise<void>;
}

/**
 * A migrated database with no data, that other connections and processes can open too: in server-pg
 * a database of its own copied from the run's migrated template; in server a SQLite file in a
 * temporary folder (two instances on SQLite share one machine and one file).
 */
export async function bancoVazio(): Promise<BancoVazio> {
  const postgres = inject('postgres');
  if (postgres) {
    const nome = `${postgres.prefixo}${randomBytes(6).toString('hex')}`;
    await administrar(postgres.admin, `CREATE DATABASE ${nome} TEMPLATE ${postgres.vazio}`);
    const url = urlDoBanco(postgres.admin, nome);
    const db = openDatabase(url, { pool: 4 });
    return {
      db,
      url,
      async descartar() {
        await db.close();
        await administrar(postgres.admin, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      },
    };
  }
  const pasta = mkdtempSync(join(tmpdir(), 'retaguarda-tarefas-'));
  const url = `sqlite:${join(pasta, 'tarefas.db')}`;
  const db = openDatabase(url);
  await migrate(db);
  return {
    db,
    url,
    async descartar() {
      await db.close();
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
