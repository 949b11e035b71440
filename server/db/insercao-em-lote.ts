import { CompiledQuery, type Kysely } from 'kysely';
import { dialetoDe } from './dialeto';
import type { DB } from './schema';

const identificador = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

/**
 * One multi-row `INSERT … RETURNING id`, its text and parameters written here rather than by
 * Kysely's builder: the builder makes several frozen nodes per value and walks them to compile,
 * a large share of what an import allocates (docs/benchmarks.md). Answers the new ids in
 * the rows' order, whatever order RETURNING lists them in: both databases number the rows in
 * VALUES order (SQLite the largest rowid plus one, row after row; PostgreSQL one nextval per row,
 * in order: what it does, not what it documents), which the import's tests check on both. Keep a
 * call's `linhas × colunas` under SQLite's 32,766 parameters.
 */
export async function inserirEmLote(db: Kysely<DB>, tabela: string, colunas: readonly string[], linhas: readonly (readonly unknown[])[]): Promise<number[]> {
  if (linhas.length === 0) return [];
  const dialeto = dialetoDe(db);
  const parametros: unknown[] = [];
  const tuplas = linhas.map((linha) => {
    const marcadores = colunas.map((_, i) => {
      parametros.push(linha[i] ?? null);
      return dialeto.marcador(parametros.length);
    });
    return `(${marcadores.join(', ')})`;
  });
  const texto = `INSERT INTO ${identificador(tabela)} (${colunas.map(identificador).join(', ')}) VALUES ${tuplas.join(', ')} RETURNING id`;
  const { rows } = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(texto, parametros));
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
