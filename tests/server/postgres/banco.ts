import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { copyFileSync, readFileSync } from 'node:fs';
import { migrate, openDatabase, seedDemo, sqlitePathFromUrl, type Banco, type SeedOptions, type SeedResult } from '../../../server/db';
import { urlDoBanco } from './contexto';
import { administrar } from './servidor';

export interface BancoDeTeste {
  db: Banco;
  seed: SeedResult;
  /** Closes it and, on PostgreSQL, drops the database. */
  descartar(): Promise<void>;
}

let modeloSqlite: Buffer | undefined;

/** SQLite: a copy of the run's seeded model when the data asked for is the model's, else migrated and seeded here. */
async function bancoSqlite(seed: SeedOptions, opcoes: { padrao: boolean; sqlite?: `sqlite:${string}` }): Promise<BancoDeTeste> {
  const sqlite = inject('sqlite');
  if (opcoes.padrao && sqlite) {
    modeloSqlite ??= readFileSync(sqlite.modelo);
    if (opcoes.sqlite) copyFileSync(sqlite.modelo, sqlitePathFromUrl(opcoes.sqlite));
    const db = opcoes.sqlite ? openDatabase(opcoes.sqlite) : openDatabase('sqlite::memory:', { copiaDe: modeloSqlite });
    return { db, seed: sqlite.seed, descartar: () => db.close() };
  }
  const db = openDatabase(opcoes.sqlite ?? 'sqlite::memory:');
  await migrate(db);
  return { db, seed: await seedDemo(db, seed), descartar: () => db.close() };
}

/**
 * A fresh database with the demo data for one test app: SQLite (memory, or `sqlite` when given)
 * in the server project; in server-pg, a database of its own copied from the run's model when
 * the data asked for is the model's (`padrao`), else from the migrated empty one and seeded.
 */
export async function bancoDeTeste(seed: SeedOptions, opcoes: { padrao: boolean; sqlite?: `sqlite:${string}` }): Promise<BancoDeTeste> {
  const postgres = inject('postgres');
  if (!postgres) return bancoSqlite(seed, opcoes);
  const nome = `${postgres.prefixo}${randomBytes(6).toString('hex')}`;
  await administrar(postgres.admin, `CREATE DATABASE ${nome} TEMPLATE ${opcoes.padrao ? postgres.modelo : postgres.vazio}`);
  const db = openDatabase(urlDoBanco(postgres.admin, nome), { pool: 4 });
  return {
    db,
    seed: opcoes.padrao ? postgres.seed : await seedDemo(db, seed),
    async descartar() {
      await db.close();
      await administrar(postgres.admin, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}
