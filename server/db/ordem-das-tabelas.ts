/**
 * The tables of a live database in foreign-key order, read from its own catalogue on either
 * dialect: the SQLite → PostgreSQL copy inserts in this order (./copia/plano.ts) and the demo seed
 * empties in its reverse (./seed/demo.ts). Read from the catalogue rather than listed by hand, so a
 * table created later (a register declared after this file, its join tables) takes its place alone.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** `de` has a foreign key to `para`. */
export interface Referencia {
  de: string;
  para: string;
}

export interface Catalogo {
  /** By name. */
  nomes: string[];
  referencias: Referencia[];
}

/**
 * Never written by a copy or a seed: SQLite's own tables, the full-text indexes `<tabela>_busca`
 * and their shadow tables (SQLite fills them from their tables through triggers; PostgreSQL has
 * trigram indexes instead), and the migration registries, which each database's migrate() writes.
 */
const INTERNA = /^(sqlite_|kysely_migration|schema_migrations$)|_busca(_(data|idx|docsize|config|content))?$/;
export const ehTabelaInterna = (nome: string): boolean => INTERNA.test(nome);

/**
 * `nomes` ordered so every table comes after the tables it refers to, ties by name (so the
 * order is stable). A table's reference to itself is left out: its own rows are ordered by key.
 * References to tables not in `nomes` are ignored.
 */
export function emOrdemDeChaves(nomes: readonly string[], referencias: readonly Referencia[]): string[] {
  const ordenados = [...nomes].sort();
  const presentes = new Set(ordenados);
  const dependencias = new Map(ordenados.map((n) => [n, new Set<string>()]));
  for (const { de, para } of referencias) {
    if (de !== para && presentes.has(para)) dependencias.get(de)?.add(para);
  }
  const ordem: string[] = [];
  const postas = new Set<string>();
  while (ordem.length < ordenados.length) {
    const prontas = ordenados.filter((n) => !postas.has(n) && [...(dependencias.get(n) ?? [])].every((d) => postas.has(d)));
    if (prontas.length === 0) throw new Error(`Chaves estrangeiras em ciclo entre: ${ordenados.filter((n) => !postas.has(n)).join(', ')}`);
    for (const n of prontas) postas.add(n);
    ordem.push(...prontas);
  }
  return ordem;
}

/** SQLite's tables and foreign keys, synchronously (the copy reads its source this way). */
export function catalogoDoSqlite(sqlite: BetterSqlite3.Database): Catalogo {
  const nomes = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  const referencias = nomes.flatMap((de) =>
    (sqlite.prepare('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)').pluck().all(de) as string[]).map((para) => ({ de, para })),
  );
  return { nomes, referencias };
}

/** The tables and foreign keys of the connection's current schema, on either dialect. */
export async function catalogoVivo(kysely: Kysely<DB>, dialeto: 'sqlite' | 'postgres'): Promise<Catalogo> {
  if (dialeto === 'sqlite') {
    const nomes = (await sql<{ nome: string }>`SELECT name AS nome FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(kysely)).rows.map((l) => l.nome);
    const referencias = await sql<Referencia>`SELECT DISTINCT m.name AS de, f."table" AS para
      FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`.execute(kysely);
    return { nomes, referencias: referencias.rows };
  }
  const nomes = (
    await sql<{ nome: string }>`SELECT relname AS nome FROM pg_class
      WHERE relkind IN ('r', 'p') AND relnamespace = to_regnamespace(current_schema()) ORDER BY relname`.execute(kysely)
  ).rows.map((l) => l.nome);
  const referencias = await sql<Referencia>`SELECT DISTINCT de.relname AS de, para.relname AS para
    FROM pg_constraint c JOIN pg_class de ON de.oid = c.conrelid JOIN pg_class para ON para.oid = c.confrelid
    WHERE c.contype = 'f' AND de.relnamespace = to_regnamespace(current_schema())`.execute(kysely);
  return { nomes, referencias: referencias.rows };
}
