import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { PoolClient } from 'pg';
import type { BancoPostgres } from '../index';
import { MIGRACOES } from '../migracoes';
import { ajustarSequencias } from '../postgres';
import { comparar, diferentes, type Medida } from './comparar';
import { CATALOGOS, planoDeCopia, type TabelaDoPlano } from './plano';

/** A refusal the operator can act on: the CLI prints its message alone and exits non-zero. */
export class ErroDaCopia extends Error {}

export interface OpcoesDaCopia {
  /** Empties a target that already holds data instead of refusing it. */
  substituir?: boolean;
  /** Rows per INSERT (and per read from SQLite); fewer for the widest tables (65,535 parameters). */
  linhasPorLote?: number;
  /** Called after each table, for progress. */
  aoCopiar?: (tabela: string, linhas: number, ms: number) => void;
}

export interface ResultadoDaCopia {
  medidas: Medida[];
  /** Whether the copy was committed: only when every figure matched. */
  gravada: boolean;
}

const aspas = (nome: string): string => `"${nome.replace(/"/g, '""')}"`;
const MAX_PARAMETROS = 65_535;

/**
 * A reader of the outbox stands at (ultimo_xid, ultimo_id) on PostgreSQL, '0' as SQLite wrote it.
 * Every copied event carries the copy's transaction id, above '0': left so, a reader would read
 * again every event it had read. Each reader moves to the xid of the newest copied event at or
 * before its id, which, events being read in (xid, id) order, is just past the events it had read;
 * a reader before every copied event keeps '0' and reads them all.
 */
const POSICOES_DOS_LEITORES = `
  UPDATE eventos_leitores l
  SET ultimo_xid = COALESCE((SELECT e.xid::text FROM eventos e WHERE e.id <= l.ultimo_id ORDER BY e.id DESC LIMIT 1), l.ultimo_xid)`;

/** The source must be at the last migration, so its columns are the ones the target gets. */
function exigirMigrada(origem: BetterSqlite3.Database): void {
  const temRegistro = origem.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get() !== undefined;
  const aplicadas = new Set(temRegistro ? (origem.prepare('SELECT name FROM kysely_migration').pluck().all() as string[]) : []);
  const faltam = Object.keys(MIGRACOES).filter((m) => !aplicadas.has(m));
  if (faltam.length > 0) {
    throw new ErroDaCopia(
      `O arquivo SQLite não está na última migração (faltam ${faltam.length}: ${faltam.join(', ')}). ` +
        'Rode antes DATABASE_URL=sqlite:<arquivo> npm run db:migrate (ou inicie o servidor uma vez nele).',
    );
  }
}

async function exigirColunas(destino: PoolClient, plano: readonly TabelaDoPlano[]): Promise<void> {
  const { rows } = await destino.query<{ t: string; c: string }>(
    'SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema()',
  );
  const existentes = new Set(rows.map((r) => `${r.t}.${r.c}`));
  const faltam = plano.flatMap((t) => t.colunas.map((c) => `${t.nome}.${c}`)).filter((c) => !existentes.has(c));
  if (faltam.length > 0) throw new ErroDaCopia(`O PostgreSQL não tem colunas que o SQLite tem: ${faltam.join(', ')}.`);
}

/** Tables of the target holding rows beyond the catalogues every migrate() loads. */
async function tabelasComDados(destino: PoolClient, plano: readonly TabelaDoPlano[]): Promise<string[]> {
  const ocupadas: string[] = [];
  for (const t of plano) {
    if (CATALOGOS.includes(t.nome)) continue;
    const { rows } = await destino.query<{ ha: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${aspas(t.nome)}) AS ha`);
    if (rows[0]?.ha) ocupadas.push(t.nome);
  }
  return ocupadas;
}

/**
 * Walks one table in primary-key order, `lote` rows at a time (keyset: each read starts after
 * the last key read), and writes each batch as one multi-row INSERT: memory holds one batch,
 * whatever the table's size.
 */
async function copiarTabela(origem: BetterSqlite3.Database, destino: PoolClient, tabela: TabelaDoPlano, lote: number): Promise<number> {
  const chave = tabela.chave.length > 0 ? tabela.chave : ['rowid'];
  const lidas = [...tabela.colunas, ...chave.filter((c) => !tabela.colunas.includes(c))];
  const posicoesDaChave = chave.map((c) => lidas.indexOf(c));
  const coluna = (c: string): string => (c === 'rowid' ? c : aspas(c));
  const selecao = lidas.map(coluna).join(', ');
  const ordem = chave.map(coluna).join(', ');
  const primeira = origem.prepare(`SELECT ${selecao} FROM ${aspas(tabela.nome)} ORDER BY ${ordem} LIMIT ?`).raw(true);
  const seguinte = origem
    .prepare(`SELECT ${selecao} FROM ${aspas(tabela.nome)} WHERE (${ordem}) > (${chave.map(() => '?').join(', ')}) ORDER BY ${ordem} LIMIT ?`)
    .raw(true);
  const n = tabela.colunas.length;
  const porInsert = Math.max(1, Math.min(lote, Math.floor(MAX_PARAMETROS / n)));
  const insercao = `INSERT INTO ${aspas(tabela.nome)} (${tabela.colunas.map(aspas).join(', ')}) VALUES `;
  let copiadas = 0;
  let ultima: unknown[] | undefined;
  for (;;) {
    const linhas = (ultima === undefined ? primeira.all(porInsert) : seguinte.all(...posicoesDaChave.map((p) => ultima?.[p]), porInsert)) as unknown[][];
    if (linhas.length === 0) break;
    const valores = linhas.map((_, r) => `(${tabela.colunas.map((__, c) => `$${r * n + c + 1}`).join(', ')})`).join(', ');
    await destino.query(insercao + valores, linhas.flatMap((l) => l.slice(0, n)));
    copiadas += linhas.length;
    ultima = linhas[linhas.length - 1];
    if (linhas.length < porInsert) break;
  }
  return copiadas;
}

/**
 * Copies every table of a migrated SQLite database into a migrated PostgreSQL one, in
 * foreign-key order, and compares counts and sums. One transaction for the whole run: a failure
 * or a difference leaves the target as it was, so the move can simply run again. The source is
 * read in one read transaction too, a snapshot even if something writes to the file meanwhile.
 * Derived data needs little work of its own: PostgreSQL's trigger computes orders.cliente_ordem on
 * insert and its trigram index follows clients; orders_daily and the stock summary are copied and
 * compared like the rest.
 */
export async function copiarSqliteParaPostgres(origem: BetterSqlite3.Database, destino: BancoPostgres, opcoes: OpcoesDaCopia = {}): Promise<ResultadoDaCopia> {
  exigirMigrada(origem);
  const plano = planoDeCopia(origem);
  const cliente = await destino.pool.connect();
  let gravada = false;
  let medidas: Medida[];
  try {
    await exigirColunas(cliente, plano);
    const ocupadas = await tabelasComDados(cliente, plano);
    if (ocupadas.length > 0 && !opcoes.substituir) {
      throw new ErroDaCopia(
        `O PostgreSQL de destino já tem dados (${ocupadas.join(', ')}). Nada foi copiado. ` +
          'Use um banco vazio, ou --substituir para apagar o que há nele e copiar por cima.',
      );
    }
    origem.exec('BEGIN');
    await cliente.query('BEGIN');
    try {
      // The catalogues migrate() loaded come again from the source, with the same ids.
      await cliente.query(`TRUNCATE ${plano.map((t) => aspas(t.nome)).join(', ')} CASCADE`);
      for (const tabela of plano) {
        const inicio = performance.now();
        const linhas = await copiarTabela(origem, cliente, tabela, opcoes.linhasPorLote ?? 1000);
        opcoes.aoCopiar?.(tabela.nome, linhas, performance.now() - inicio);
      }
      await cliente.query(POSICOES_DOS_LEITORES);
      // The stock summary came over as SQLite kept it: what the triggers on estoque_saldos queued
      // for COMMIT, as its rows went in, would count them twice (migration 2026-11-28-08).
      await cliente.query('DELETE FROM estoque_resumo_pendente');
      medidas = await comparar(origem, cliente, plano);
      if (diferentes(medidas).length === 0) {
        await cliente.query('COMMIT');
        gravada = true;
      } else {
        await cliente.query('ROLLBACK');
      }
    } catch (erro) {
      await cliente.query('ROLLBACK').catch(() => undefined);
      throw erro;
    } finally {
      origem.exec('COMMIT');
    }
  } finally {
    cliente.release();
  }
  if (gravada) {
    // Ids were written as they were: the identities must continue after the highest one.
    await ajustarSequencias(destino.kysely);
    await sql`ANALYZE`.execute(destino.kysely);
  }
  return { medidas, gravada };
}
