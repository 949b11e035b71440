/**
 * Keeps each declared resource's table in step with its declaration, at every start (the end of
 * migrarAteAUltima): creates what is missing (table, columns, join tables, indexes) and never
 * drops or retypes anything. A column whose type cannot hold its field stops the start with a
 * message naming it, rather than let the data drift.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { dialetoDe } from '../../../db/dialeto';
import { paraPostgres } from '../../../db/migracoes/para-postgres';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { COLUNA_ESCOPO, colunasBase, colunasDosCampos, tabelaDeLigacao, type ColunaSql, type TipoSql } from '../colunas';
import { indicesDoRecurso, type NomeDialeto } from './indices';
import { sincronizarPalavrasSqlite } from './palavras';

export type Catalogo = Readonly<Record<string, Recurso>>;

/** Any number taken by both instances that start together: the second waits for the first's commit. */
const TRAVA_SINCRONIZACAO = 16_016;

const q = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

const REFERENCIA_ESCOPO: Record<string, string> = { id_grupo: 'seller_groups', id_seller: 'sellers' };

function definicao(c: ColunaSql, recurso: Recurso, nova: boolean): string {
  const escopo = COLUNA_ESCOPO[recurso.escopo];
  if (c.nome === escopo) {
    // rows that predate the scope column (a legacy table) get it empty: only a migration may fill it
    return `${q(c.nome)} INTEGER${nova ? ' NOT NULL' : ''} REFERENCES ${REFERENCIA_ESCOPO[escopo]}(id)`;
  }
  const padrao: Record<string, string> = { ativo: ' NOT NULL DEFAULT 1', version: ' NOT NULL DEFAULT 1', criado_em: ' NOT NULL DEFAULT 0', atualizado_em: ' NOT NULL DEFAULT 0' };
  return `${q(c.nome)} ${c.tipo}${padrao[c.nome] ?? ''}`;
}

/** What a column's declared type can hold: integers or text (anything else is refused). */
function classe(tipo: string): TipoSql | null {
  const t = tipo.toLowerCase();
  if (/int/.test(t)) return 'INTEGER';
  if (/text|char|clob|citext|user-defined/.test(t)) return 'TEXT';
  return null;
}

async function colunasExistentes(db: Transaction<DB>, dialeto: NomeDialeto, tabela: string): Promise<Map<string, string>> {
  const linhas =
    dialeto === 'postgres'
      ? await sql<{ nome: string; tipo: string }>`SELECT column_name AS nome, data_type AS tipo FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${tabela}`.execute(db)
      : await sql<{ nome: string; tipo: string }>`SELECT name AS nome, type AS tipo FROM pragma_table_info(${tabela})`.execute(db);
  return new Map(linhas.rows.map((l) => [l.nome, l.tipo]));
}

async function executar(db: Transaction<DB>, dialeto: NomeDialeto, ddl: string): Promise<void> {
  await sql.raw(dialeto === 'postgres' ? paraPostgres(ddl) : ddl).execute(db);
}

async function sincronizarRecurso(db: Transaction<DB>, dialeto: NomeDialeto, recurso: Recurso): Promise<void> {
  const t = recurso.tabela;
  const colunas = [...colunasBase(recurso), ...colunasDosCampos(recurso)];
  await executar(db, dialeto, `CREATE TABLE IF NOT EXISTS ${q(t)} (id INTEGER PRIMARY KEY, ${colunas.map((c) => definicao(c, recurso, true)).join(', ')})`);
  const existentes = await colunasExistentes(db, dialeto, t);
  for (const c of colunas) {
    const tipo = existentes.get(c.nome);
    if (tipo === undefined) {
      await executar(db, dialeto, `ALTER TABLE ${q(t)} ADD COLUMN ${definicao(c, recurso, false)}`);
    } else if (classe(tipo) !== c.tipo) {
      throw new Error(
        `A coluna ${t}.${c.nome} é do tipo ${tipo}, mas o cadastro "${recurso.nome}" a declara como ${c.tipo === 'TEXT' ? 'texto' : 'inteiro'}. ` +
          'Escreva uma migração que converta a coluna (o servidor não muda tipos sozinho).',
      );
    }
  }
  for (const [nome, campo] of Object.entries(recurso.campos) as [string, Campo][]) {
    if (campo.tipo !== 'referencias') continue;
    const ligacao = tabelaDeLigacao(recurso, nome, campo);
    await executar(
      db,
      dialeto,
      `CREATE TABLE IF NOT EXISTS ${q(ligacao)} (id_registro INTEGER NOT NULL REFERENCES ${q(t)}(id), id_ref INTEGER NOT NULL, PRIMARY KEY (id_registro, id_ref))`,
    );
    await executar(db, dialeto, `CREATE INDEX IF NOT EXISTS ${q(`${ligacao}_ref`)} ON ${q(ligacao)} (id_ref)`);
  }
  for (const ddl of indicesDoRecurso(recurso, dialeto)) await executar(db, dialeto, ddl);
  if (dialeto === 'sqlite') await sincronizarPalavrasSqlite(db, recurso);
}

/** Brings every resource's table up to its declaration, in one transaction. */
export async function sincronizarTabelas(kysely: Kysely<DB>, recursos: Catalogo): Promise<void> {
  const dialeto = dialetoDe(kysely).nome;
  await transacao(kysely, async (trx) => {
    if (dialeto === 'postgres') await sql`SELECT pg_advisory_xact_lock(${TRAVA_SINCRONIZACAO})`.execute(trx);
    // a stable order (resources have no foreign keys to one another)
    const ordenados = Object.values(recursos).sort((a, b) => a.tabela.localeCompare(b.tabela));
    for (const recurso of ordenados) await sincronizarRecurso(trx, dialeto, recurso);
  });
}
