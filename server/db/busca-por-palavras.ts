/**
 * The one reading of a name search, shared by every one the server answers (the registers' quick
 * search and reference options, the stock position, the inventory's items, the order list's
 * client names): every word typed, anywhere in the name, in any order, case and accents aside,
 * so 'joana silva' finds 'Joana Teste da Silva'. Each word is looked up in a trigram index
 * (SQLite's FTS5 trigram table, PostgreSQL's pg_trgm), which needs three characters: a shorter
 * word ('de', 'M') is only checked on the rows the longer ones found.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialeto } from './dialeto';
import { chaveTexto } from './funcoes';

export const MIN_TRIGRAMA = 3;

export interface Termos {
  /** Words a trigram index finds. */
  palavras: string[];
  /** Words too short for it. */
  curtas: string[];
}

/** The words of a search: lower case, no accents, each once. */
export function termosDaBusca(texto: string): Termos {
  const todas = [...new Set(chaveTexto(texto).split(/\s+/).filter((p) => p !== ''))];
  const longa = (p: string) => [...p].length >= MIN_TRIGRAMA;
  return { palavras: todas.filter(longa), curtas: todas.filter((p) => !longa(p)) };
}

export const escaparLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column's key holds the word (a scan: for rows already found, or a word no index finds). */
export const contemPalavra = (coluna: string, palavra: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`chave_texto(${sql.ref(coluna)}) LIKE ${`%${escaparLike(palavra)}%`} ESCAPE '\\'`;

/**
 * A row of `tabela` (its columns unqualified) holds every word of the search, each in any of
 * `colunas` (the columns of the table's trigram index, server/modulos/recursos/tabela/palavras.ts).
 * Null when no word is long enough for the index: the caller searches a prefix instead, through
 * its sort index, rather than scan the table.
 */
export function condicaoDasPalavras(d: Dialeto, tabela: string, colunas: readonly string[], termos: Termos): RawBuilder<SqlBool> | null {
  if (termos.palavras.length === 0 || colunas.length === 0) return null;
  const curtas = termos.curtas.map((p) => sql<SqlBool>`(${sql.join(colunas.map((c) => contemPalavra(c, p)), sql` OR `)})`);
  return sql.join([sql<SqlBool>`id IN (${d.idsComPalavras(tabela, colunas, termos.palavras)})`, ...curtas], sql` AND `) as RawBuilder<SqlBool>;
}
