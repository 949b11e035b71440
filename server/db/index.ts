import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';
import { applyMigrations } from './migrations';
import type { DB } from './schema';
import { migrateConta } from './migrations-conta';

export type { DB } from './schema';
export { seedDemo, type SeedOptions, type SeedResult } from './seed/demo';

/**
 * The server's handle on its database: Kysely for every query, and the raw better-sqlite3
 * connection only for bulk work (the demo seed, benchmarks) where per-row overhead matters.
 */
export interface Database {
  kysely: Kysely<DB>;
  sqlite: BetterSqlite3.Database;
  /** The file path, or ':memory:'. */
  path: string;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_PATH = 'var/retaguarda.db';

/** Resolves DATABASE_URL-style strings to a SQLite path; PostgreSQL is refused clearly. */
export function sqlitePathFromUrl(url: string): string {
  if (/^postgres(ql)?:\/\//i.test(url)) throw new Error('PostgreSQL ainda não suportado: use DATABASE_URL=sqlite:/caminho/arquivo.db');
  if (url === 'sqlite::memory:' || url === ':memory:') return ':memory:';
  if (url.startsWith('sqlite://')) return url.slice('sqlite://'.length);
  if (url.startsWith('sqlite:')) return url.slice('sqlite:'.length);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`DATABASE_URL não suportada: ${url.split(':')[0]}`);
  return url;
}

const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running the list's small
 * queries; the same SQL text (parameters apart) reuses its prepared statement instead.
 */
function comCacheDeStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        // Drop the oldest when full: SQL texts vary only with the length of IN lists.
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value ?? '');
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). Every transaction here reads
 * then writes (an order's version, then its update); a deferred one would fail with SQLITE_BUSY
 * when another process (WEB_CONCURRENCY > 1) wrote in between, instead of waiting its turn under
 * busy_timeout and then seeing the new version.
 */
class DriverImediato extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class DialetoSqlite extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase) {
    super({ database });
  }

  override createDriver(): Driver {
    return new DriverImediato({ database: this.database });
  }
}

export function openDatabase(url: string = DEFAULT_DATABASE_PATH): Database {
  const path = sqlitePathFromUrl(url);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  // WAL lets readers run beside the writer; NORMAL sync is durable across app crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  const kysely = new Kysely<DB>({ dialect: new DialetoSqlite(comCacheDeStatements(sqlite)) });
  let fechado = false;
  return {
    kysely,
    sqlite,
    path,
    async close() {
      if (fechado) return;
      fechado = true;
      // Kysely's destroy closes the better-sqlite3 connection too.
      await kysely.destroy();
    },
  };
}

/** Applies pending migrations and (re)loads the fixed catalogues; returns the ids applied. */
export async function migrate(db: Database): Promise<string[]> {
  return [...(await applyMigrations(db.kysely)), ...(await migrateConta(db))];
}
