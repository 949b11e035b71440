import type { Kysely } from 'kysely';
import type { Banco } from '../../index';
import type { DB } from '../../schema';
import { escreverNoPostgres } from './postgres';
import { escreverNoSqlite } from './sqlite';

/** Rows of one table, in the order of its columns. */
export type Linhas = readonly (readonly unknown[])[];

/**
 * Where the demo seed writes: the generator (../demo and the files beside it) is one code path
 * for both databases and hands its rows to `inserir`; only this writing differs by dialect.
 * - SQLite (./sqlite): one prepared INSERT run per row inside a transaction per call, with the
 *   schema's triggers and indexes live, as it always was (in-process, a row costs microseconds).
 * - PostgreSQL (./postgres): the whole seed is one transaction on one connection; the loaded
 *   tables' secondary indexes, foreign keys and triggers are set aside, rows go in by COPY FROM
 *   STDIN, and at the end the triggers' work is redone in one UPDATE, the indexes are built and the
 *   foreign keys added back (each checked over the whole table) before COMMIT.
 */
export interface Escrita {
  /** Queries on the same connection (and, on PostgreSQL, the same transaction) as `inserir`. */
  readonly kysely: Kysely<DB>;
  readonly dialeto: 'sqlite' | 'postgres';
  /**
   * Appends `linhas` to `tabela`. On PostgreSQL the COPY may still be running when this returns:
   * a query through `kysely` afterwards runs after it (one connection, in order).
   */
  inserir(tabela: string, colunas: readonly string[], linhas: Linhas): Promise<void>;
  /** Empties the tables, with the end of DELETE FROM each in this order (PostgreSQL truncates where that is the same). */
  esvaziar(tabelas: readonly string[]): Promise<void>;
}

/**
 * Runs `semear` with the writer of `db`'s dialect. `tabelas`: the tables the seed empties and
 * fills (PostgreSQL sets their secondary indexes, foreign keys and triggers aside meanwhile).
 */
export function comEscrita<T>(db: Banco, tabelas: readonly string[], semear: (escrita: Escrita) => Promise<T>): Promise<T> {
  return db.tipo === 'sqlite' ? escreverNoSqlite(db, semear) : escreverNoPostgres(db, tabelas, semear);
}
