import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteAdapter, SqliteDialect, type DialectAdapter, type Driver, type SqliteDatabase } from 'kysely';
import type { Pool } from 'pg';
import { DriverSqlite, RETENTATIVAS_PADRAO, type Retentativas } from './driver';
import { registrarFuncoes } from './funcoes';
import { migrarAteAUltima } from './migrar';
import { abrirPostgres, ajustarSequencias, type OpcoesPostgres } from './postgres';
import type { DB } from './schema';
import type { SeedOptions, SeedResult } from './seed/demo';

export type { DB } from './schema';
export type { SeedOptions, SeedResult } from './seed/demo';

/**
 * Loads the demo data set (see ./seed/demo). Imported on first use: the generator pulls in faker
 * and its locales, a noticeable wait that a process opening the database without seeding never needs.
 */
export async function seedDemo(db: Banco, options?: SeedOptions): Promise<SeedResult> {
  const { seedDemo: semear } = await import('./seed/demo');
  return semear(db, options);
}

/**
 * The server's handle on its database: Kysely for every query, and the raw connection only for
 * bulk work (the demo seed, benchmarks) where per-row overhead matters.
 */
export type Banco = BancoSqlite | BancoPostgres;

/**
 * The SQLite handle under the name it had before PostgreSQL (the panel tests' bridge and the
 * bench open SQLite and reach for `.sqlite`); the server itself takes any Banco.
 */
export type Database = BancoSqlite;

/** The embedded default: one better-sqlite3 connection on a file (or memory). */
export interface BancoSqlite {
  tipo: 'sqlite';
  kysely: Kysely<DB>;
  sqlite: BetterSqlite3.Database;
  /** The file path, or ':memory:'. */
  path: string;
  /** Prepared statements kept for reuse (bounded; see ./driver). */
  statementsEmCache(): number;
  close(): Promise<void>;
}

/** A pool of connections to a PostgreSQL database (./postgres). */
export interface BancoPostgres {
  tipo: 'postgres';
  kysely: Kysely<DB>;
  pool: Pool;
  /** The postgres:// URL it was opened with. */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_PATH = 'var/retaguarda.db';

export const ehPostgres = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** Resolves DATABASE_URL-style strings to a SQLite path (a postgres:// URL is not one). */
export function sqlitePathFromUrl(url: string): string {
  if (ehPostgres(url)) throw new Error('Esta operação é do SQLite; DATABASE_URL aponta para PostgreSQL');
  if (url === 'sqlite::memory:' || url === ':memory:') return ':memory:';
  if (url.startsWith('sqlite://')) return url.slice('sqlite://'.length);
  if (url.startsWith('sqlite:')) return url.slice('sqlite:'.length);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`DATABASE_URL não suportada: ${url.split(':')[0]}`);
  return url;
}

/**
 * SQLite rolls DDL back with the transaction, though Kysely's adapter says it does not; saying
 * so lets the Migrator run pending migrations and their bookkeeping in one transaction, as the
 * first runners ran each migration, instead of leaving a half-applied one after a failure.
 */
class AdaptadorSqlite extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect on this project's driver (see ./driver). */
class DialetoSqlite extends SqliteDialect {
  constructor(private readonly driver: DriverSqlite) {
    super({ database: {} as SqliteDatabase });
  }

  override createDriver(): Driver {
    return this.driver;
  }

  override createAdapter(): DialectAdapter {
    return new AdaptadorSqlite();
  }
}

export interface OpcoesBanco extends OpcoesPostgres {
  /** SQLite: retries of a write that finds the lock taken (tests pass pauses they control). */
  retentativas?: Retentativas;
  /**
   * SQLite in memory: start as a copy of this serialized database (better-sqlite3's serialize()
   * of a rollback-journal database), as PostgreSQL's CREATE DATABASE … TEMPLATE starts from a
   * model: the tests seed one model and give every test app its own copy in milliseconds.
   */
  copiaDe?: Buffer;
}

/**
 * Opens DATABASE_URL: `postgres://user:pass@host:5432/db` (a pool, see ./postgres), else a SQLite
 * file (`sqlite:/path/file.db`, a bare path, or `sqlite::memory:`).
 */
export function openDatabase(url: `sqlite:${string}`, opcoes?: OpcoesBanco): BancoSqlite;
export function openDatabase(url?: string, opcoes?: OpcoesBanco): Banco;
export function openDatabase(url: string = DEFAULT_DATABASE_PATH, opcoes: OpcoesBanco = {}): Banco {
  return ehPostgres(url) ? abrirPostgres(url, opcoes) : abrirSqlite(url, opcoes);
}

function abrirSqlite(url: string, opcoes: OpcoesBanco): BancoSqlite {
  const path = sqlitePathFromUrl(url);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  if (opcoes.copiaDe && path !== ':memory:') throw new Error('copiaDe abre só um banco em memória (sqlite::memory:)');
  const sqlite = new BetterSqlite3(opcoes.copiaDe ?? path);
  // WAL lets readers run beside the writer; NORMAL sync is durable across app crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a lock synchronously, freezing the event loop: wait little here and
  // retry asynchronously in the driver instead.
  sqlite.pragma('busy_timeout = 10');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  registrarFuncoes(sqlite);
  const driver = new DriverSqlite(sqlite, opcoes.retentativas ?? RETENTATIVAS_PADRAO);
  const kysely = new Kysely<DB>({ dialect: new DialetoSqlite(driver) });
  let fechado = false;
  return {
    tipo: 'sqlite',
    kysely,
    sqlite,
    path,
    statementsEmCache: () => driver.statementsEmCache,
    async close() {
      if (fechado) return;
      fechado = true;
      // Kysely's destroy closes the better-sqlite3 connection too.
      await kysely.destroy();
    },
  };
}

/** Applies pending migrations and (re)loads the fixed catalogues; returns the names applied. */
export async function migrate(db: Banco): Promise<string[]> {
  const aplicadas = await migrarAteAUltima(db.kysely);
  if (db.tipo === 'postgres') await ajustarSequencias(db.kysely);
  return aplicadas;
}
