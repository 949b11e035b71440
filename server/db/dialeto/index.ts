import { PostgresAdapter, type CompiledQuery, type DialectAdapter, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { DIALETO_POSTGRES } from './postgres';
import { DIALETO_SQLITE } from './sqlite';

/**
 * The SQL that differs between SQLite and PostgreSQL, one function per dialect behind this one
 * interface, so every query is written once and asks its dialect only for these fragments.
 * Dates need no entry: São Paulo days and minutes are computed in JavaScript (contrato/br/dates.ts)
 * and stored beside the instant (orders.dia_sp, minuto_sp), so no query truncates a date.
 */
export interface Dialeto {
  readonly nome: 'sqlite' | 'postgres';
  /**
   * `coluna IN (the list)` with the whole list as one parameter: the SQL text is the same for any
   * length, so no prepared statement exists per length.
   */
  naLista(coluna: Expression<unknown>, valores: readonly number[]): RawBuilder<SqlBool>;
  /**
   * The expression with SQLite's index hint (a unary plus keeps its planner off that column's
   * indexes); PostgreSQL plans by cost with statistics and takes it as it is (it has no unary
   * plus on text).
   */
  semIndice<T>(expressao: Expression<T>): RawBuilder<T>;
  /**
   * The condition with the chance it holds, for SQLite's planner (likelihood): its statistics keep
   * one average per index prefix, so a hint of a small chance steers it to the index that seeks the
   * condition instead of walking another in order. PostgreSQL keeps each value's frequency and
   * plans with it; it takes the condition as it is.
   */
  comProbabilidade(condicao: Expression<SqlBool>, chance: number): RawBuilder<SqlBool>;
  /**
   * The ids of the rows of `tabela` where every word (lower case, no accents: chaveTexto; three
   * characters or more) is in one of `colunas`, through the table's trigram index: SQLite's FTS5
   * table `<tabela>_busca` over those columns, PostgreSQL's pg_trgm index on each column's key.
   */
  idsComPalavras(tabela: string, colunas: readonly string[], palavras: readonly string[]): RawBuilder<number>;
  /**
   * The value under `chave` of the JSON object in `coluna` (text), as the column type would hold
   * it: a number for INTEGER, a text for TEXT (null when absent).
   */
  valorJson(coluna: string, chave: string, tipo: 'TEXT' | 'INTEGER'): RawBuilder<unknown>;
  /** The JSON array in `coluna` (text) has the string `valor`. */
  jsonTem(coluna: Expression<string>, valor: string): RawBuilder<SqlBool>;
  /**
   * Whether reads that precede a write lock their rows (SELECT … FOR UPDATE). SQLite has no row
   * locks: its transactions begin IMMEDIATE, holding the database's one write lock throughout.
   */
  readonly travaLinhas: boolean;
  /** The n-th (from 1) parameter's placeholder in SQL written by hand: `?` or `$n`. */
  marcador(n: number): string;
  /** Count and total of the orders matching `condicao`, by (status, payment method). */
  resumoGrupos(db: Kysely<DB>, condicao: CondicaoPedidos): ConsultaGrupos;
}

/** A condition on `orders as o` (see condicoesPedidos). */
export type CondicaoPedidos = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => Expression<SqlBool>;

export interface LinhaGrupo {
  id_status: number;
  id_forma_pagto: number;
  quantidade: number;
  valor_total: number;
}

/** The grouped query, ready to run (or to compile, for the bench). */
export interface ConsultaGrupos {
  execute(): Promise<LinhaGrupo[]>;
  compile(): CompiledQuery<LinhaGrupo>;
}

/** The dialect of a Kysely instance or transaction (both know their adapter). */
export function dialetoDe(db: { getExecutor(): { readonly adapter: DialectAdapter } }): Dialeto {
  return db.getExecutor().adapter instanceof PostgresAdapter ? DIALETO_POSTGRES : DIALETO_SQLITE;
}

/** The dialect a query is being written for, by name (DDL and queries built from a declaration carry only the name). */
export const dialetoPorNome = (nome: Dialeto['nome']): Dialeto => (nome === 'postgres' ? DIALETO_POSTGRES : DIALETO_SQLITE);
