import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import type { Banco, BancoSqlite } from '../../server/db';

/**
 * Raw SQL for a test's setup and checks, on either database: `?` placeholders, numbers back as
 * numbers (see server/db/postgres.ts). The SQL must be common to both dialects.
 */
export interface SqlTeste {
  todas<T = Record<string, unknown>>(texto: string, ...parametros: unknown[]): Promise<T[]>;
  uma<T = Record<string, unknown>>(texto: string, ...parametros: unknown[]): Promise<T | undefined>;
  /** The first column of the first row. */
  valor<T = unknown>(texto: string, ...parametros: unknown[]): Promise<T>;
  /** The first column of every row. */
  coluna<T = unknown>(texto: string, ...parametros: unknown[]): Promise<T[]>;
  executar(texto: string, ...parametros: unknown[]): Promise<void>;
}

/** `?` → `$1, $2…` for PostgreSQL (the tests' SQL has no `?` inside a string). */
function paraDialeto(db: Banco, texto: string): string {
  if (db.tipo === 'sqlite') return texto;
  let n = 0;
  return texto.replace(/\?/g, () => `$${++n}`);
}

export function sqlDe(db: Banco): SqlTeste {
  const todas = async <T>(texto: string, parametros: unknown[]): Promise<T[]> =>
    (await db.kysely.executeQuery<T>(CompiledQuery.raw(paraDialeto(db, texto), parametros))).rows;
  const primeira = (linha: unknown): unknown => (linha === undefined ? undefined : Object.values(linha as object)[0]);
  return {
    todas: (texto, ...p) => todas(texto, p),
    uma: async (texto, ...p) => (await todas<never>(texto, p))[0],
    valor: async <T>(texto: string, ...p: unknown[]) => primeira((await todas(texto, p))[0]) as T,
    coluna: async <T>(texto: string, ...p: unknown[]) => (await todas(texto, p)).map(primeira) as T[],
    executar: async (texto, ...p) => {
      await todas(texto, p);
    },
  };
}

/** The SQLite handle, for the few checks that are SQLite's own (pragmas, query plans, statement cache). */
export function bancoSqlite(db: Banco): BancoSqlite {
  if (db.tipo !== 'sqlite') throw new Error('Este teste confere algo do SQLite; no PostgreSQL ele é pulado');
  return db;
}

export const sqliteDe = (db: Banco): BetterSqlite3.Database => bancoSqlite(db).sqlite;
