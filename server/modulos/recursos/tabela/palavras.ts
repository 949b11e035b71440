/**
 * A register's word index: the texts its quick search and its pickers find word by word
 * (server/db/busca-por-palavras.ts): the searchable texts, the title and the detail. PostgreSQL
 * has a pg_trgm index on each one's key (indicesDoRecurso); SQLite an FTS5 trigram table
 * `<tabela>_busca` over them, kept by triggers, which this file creates.
 */
import { sql, type Transaction } from 'kysely';
import type { TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { camposDaBusca, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { DB } from '../../../db/schema';
import { colunaDe } from '../colunas';

/** The types searched word by word; an e-mail stays a prefix, a document or code a whole. */
export const TIPOS_POR_PALAVRA: ReadonlySet<TipoCampo> = new Set(['texto', 'texto_longo']);

/** The columns searched by word, in declaration order (the FTS5 table's columns). */
export function colunasDePalavras(recurso: Recurso): string[] {
  return camposDaBusca(recurso).flatMap((nome) => {
    const campo = recurso.campos[nome];
    return campo && TIPOS_POR_PALAVRA.has(campo.tipo) ? [colunaDe(nome, campo)] : [];
  });
}

const q = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

/**
 * SQLite: the FTS5 table as the declaration asks, made again (and filled from the table) when
 * its columns differ or it is missing. The clients' table and triggers of migration 2026-11-23-05
 * have these names and columns already, so they are kept as they are.
 */
export async function sincronizarPalavrasSqlite(db: Transaction<DB>, recurso: Recurso): Promise<void> {
  const colunas = colunasDePalavras(recurso);
  const t = recurso.tabela;
  const fts = `${t}_busca`;
  const atuais = (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${fts})`.execute(db)).rows.map((l) => l.name);
  if (atuais.join(',') === colunas.join(',')) return;
  const gatilhos = ['ins', 'del', 'upd'].map((g) => q(`${fts}_${g}`));
  for (const g of gatilhos) await sql.raw(`DROP TRIGGER IF EXISTS ${g}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${q(fts)}`).execute(db);
  if (colunas.length === 0) return;
  const lista = colunas.map(q).join(', ');
  const novos = colunas.map((c) => `NEW.${q(c)}`).join(', ');
  const velhos = colunas.map((c) => `OLD.${q(c)}`).join(', ');
  const apagar = `INSERT INTO ${q(fts)}(${q(fts)}, rowid, ${lista}) VALUES ('delete', OLD.id, ${velhos});`;
  const inserir = `INSERT INTO ${q(fts)}(rowid, ${lista}) VALUES (NEW.id, ${novos});`;
  const ddl = [
    `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(${lista}, content=${q(t)}, content_rowid='id', tokenize='trigram remove_diacritics 1')`,
    `INSERT INTO ${q(fts)}(${q(fts)}) VALUES ('rebuild')`,
    `CREATE TRIGGER ${gatilhos[0]} AFTER INSERT ON ${q(t)} BEGIN ${inserir} END`,
    `CREATE TRIGGER ${gatilhos[1]} AFTER DELETE ON ${q(t)} BEGIN ${apagar} END`,
    `CREATE TRIGGER ${gatilhos[2]} AFTER UPDATE OF ${lista} ON ${q(t)} BEGIN ${apagar} ${inserir} END`,
  ];
  for (const d of ddl) await sql.raw(d).execute(db);
}
