import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase, seedDemo, sqlitePathFromUrl, type Banco, type SeedOptions, type SeedResult } from '../../../server/db';
import { sqliteSemeado } from '../sqlite/semeado';
import { urlDoBanco, type PostgresDeTeste } from './contexto';
import { administrar } from './servidor';

export interface BancoDeTeste {
  db: Banco;
  seed: SeedResult;
  /** Closes it and, on PostgreSQL, drops the database. */
  descartar(): Promise<void>;
}

let modeloSqlite: Buffer | undefined;

/**
 * The same seed options give the same rows (seedDemo is deterministic), and seeding writes at least
 * 5,000 clients and 2,000 products whatever the number of orders: a test asking for other data than
 * the model's seeds it once per run and process, and every later app asking for the same gets a
 * copy. Without `now` the data is dated at the moment of seeding, so it is seeded each time.
 */
function umaVezPorProcesso<T>(guardados: Map<string, Promise<T>>, seed: SeedOptions, semear: () => Promise<T>): Promise<T> {
  if (seed.now === undefined) return semear();
  const chave = JSON.stringify([seed.orders, seed.now.getTime(), seed.seed, seed.scrypt]);
  let semeado = guardados.get(chave);
  if (!semeado) {
    semeado = semear();
    guardados.set(chave, semeado);
    // a failed seed is not kept: the next app asking tries again
    semeado.catch(() => guardados.delete(chave));
  }
  return semeado;
}

const semeadosSqlite = new Map<string, Promise<{ copia: Buffer; seed: SeedResult }>>();

/** SQLite: a copy of the run's seeded model when the data asked for is the model's, else of this process's seed of it. */
async function bancoSqlite(seed: SeedOptions, opcoes: { padrao: boolean; sqlite?: `sqlite:${string}` }): Promise<BancoDeTeste> {
  const sqlite = inject('sqlite');
  let copia: Buffer;
  let resultado: SeedResult;
  if (opcoes.padrao && sqlite) {
    modeloSqlite ??= readFileSync(sqlite.modelo);
    copia = modeloSqlite;
    resultado = sqlite.seed;
  } else {
    ({ copia, seed: resultado } = await umaVezPorProcesso(semeadosSqlite, seed, () => sqliteSemeado(seed)));
  }
  if (opcoes.sqlite) writeFileSync(sqlitePathFromUrl(opcoes.sqlite), copia);
  const db = opcoes.sqlite ? openDatabase(opcoes.sqlite) : openDatabase('sqlite::memory:', { copiaDe: copia });
  return { db, seed: resultado, descartar: () => db.close() };
}

const semeadosPostgres = new Map<string, Promise<{ nome: string; seed: SeedResult }>>();

/**
 * PostgreSQL: other demo data than the model's, seeded once per run and process into a database
 * of its own (copied from the migrated empty one), then the template of every app asking for the
 * same. Its name carries the run's prefix, so the run's teardown drops it.
 */
function semeadoPostgres(postgres: PostgresDeTeste, seed: SeedOptions): Promise<{ nome: string; seed: SeedResult }> {
  return umaVezPorProcesso(semeadosPostgres, seed, async () => {
    const nome = `${postgres.prefixo}semeado_${randomBytes(6).toString('hex')}`;
    await administrar(postgres.admin, `CREATE DATABASE ${nome} TEMPLATE ${postgres.vazio}`);
    // A template must have no open connection when it is copied: this one is closed before use.
    const db = openDatabase(urlDoBanco(postgres.admin, nome), { pool: 4 });
    try {
      return { nome, seed: await seedDemo(db, seed) };
    } finally {
      await db.close();
    }
  });
}

/**
 * A fresh database with the demo data for one test app: SQLite (memory, or `sqlite` when given)
 * in the server project; in server-pg, a database of its own copied from the run's model when
 * the data asked for is the model's (`padrao`), else from this process's seed of that data.
 */
export async function bancoDeTeste(seed: SeedOptions, opcoes: { padrao: boolean; sqlite?: `sqlite:${string}` }): Promise<BancoDeTeste> {
  const postgres = inject('postgres');
  if (!postgres) return bancoSqlite(seed, opcoes);
  const molde = opcoes.padrao ? { nome: postgres.modelo, seed: postgres.seed } : await semeadoPostgres(postgres, seed);
  const nome = `${postgres.prefixo}${randomBytes(6).toString('hex')}`;
  await administrar(postgres.admin, `CREATE DATABASE ${nome} TEMPLATE ${molde.nome}`);
  const db = openDatabase(urlDoBanco(postgres.admin, nome), { pool: 4 });
  return {
    db,
    seed: molde.seed,
    async descartar() {
      await db.close();
      await administrar(postgres.admin, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}
