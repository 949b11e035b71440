/**
 * A job's moves between states, each one statement. A claim's `tentativas` and the worker's `dono`
 * fence every later move: a worker whose lease expired and whose job another took cannot
 * conclude, fail or release it.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { dialetoDe } from '../db/dialeto';
import type { DB } from '../db/schema';

export interface JobReivindicado {
  id: number;
  tipo: string;
  chave: string;
  payload: string;
  id_grupo: number | null;
  tentativas: number;
  maximo: number;
}

/** The fence of a claim. */
export interface Posse {
  id: number;
  tentativas: number;
  dono: string;
}

/** A stored error: the message only (no stack, no payload), bounded. */
export const TAMANHO_ERRO = 2000;
export const textoDoErro = (erro: unknown): string => (erro instanceof Error ? `${erro.name}: ${erro.message}` : String(erro)).slice(0, TAMANHO_ERRO);

/** A claim's SQLite rounds: candidates another instance took meanwhile are looked for again this often. */
const RODADAS_SQLITE = 3;

/**
 * Claims up to `quantos` ready jobs of `tipo`, highest priority first, then oldest.
 * PostgreSQL: FOR UPDATE SKIP LOCKED, so instances claiming at once take different rows without
 * waiting; the candidates are gathered once into an array, because as a plain `IN (subquery)` the
 * planner may run the subquery again per row, each run skipping the rows just locked, and claim
 * past the limit. SQLite: the candidates are read first (a read takes no lock) and the update, one
 * statement under the database's write lock, takes those still queued; what another instance took
 * in between is looked for again, so two instances both make progress.
 */
export async function reivindicar(
  db: Kysely<DB>,
  p: { tipo: string; quantos: number; dono: string; agora: number; leaseMs: number },
): Promise<JobReivindicado[]> {
  const prontas = (quantos: number) =>
    db
      .selectFrom('tarefas')
      .select('id')
      .where('estado', '=', 'fila')
      .where('tipo', '=', p.tipo)
      .where('disponivel_em', '<=', p.agora)
      .orderBy('prioridade', 'desc')
      .orderBy('disponivel_em')
      .orderBy('id')
      .limit(quantos);
  const tomar = (condicao: Expression<SqlBool>) =>
    db
      .updateTable('tarefas')
      .set({ estado: 'executando', dono: p.dono, lease_ate: p.agora + p.leaseMs, tentativas: sql`tentativas + 1`, iniciada_em: p.agora })
      .where('estado', '=', 'fila')
      .where(condicao)
      .returning(['id', 'tipo', 'chave', 'payload', 'id_grupo', 'tentativas', 'maximo'])
      .execute();
  if (dialetoDe(db).nome === 'postgres') return tomar(sql<SqlBool>`id = ANY(ARRAY(${prontas(p.quantos).forUpdate().skipLocked()}))`);
  const tomadas: JobReivindicado[] = [];
  for (let rodada = 0; rodada < RODADAS_SQLITE && tomadas.length < p.quantos; rodada++) {
    const ids = (await prontas(p.quantos - tomadas.length).execute()).map((l) => l.id);
    if (ids.length === 0) break;
    const linhas = await tomar(sql<SqlBool>`id IN (${sql.join(ids)})`);
    tomadas.push(...linhas);
    if (linhas.length === ids.length) break;
  }
  return tomadas;
}

/** Whether any job is ready now, and when the next one will be (one indexed read: an idle worker's whole cost). */
export async function proximaDisponivel(db: Kysely<DB>): Promise<number | null> {
  const linha = await db.selectFrom('tarefas').select('disponivel_em').where('estado', '=', 'fila').orderBy('disponivel_em').limit(1).executeTakeFirst();
  return linha?.disponivel_em ?? null;
}

/**
 * Concludes jobs this worker holds, in one statement: each row fenced by its own claim (tentativas)
 * and the worker's name. Returns the ids concluded; a job another worker took meanwhile is not.
 */
export async function concluirVarias(db: Kysely<DB>, posses: readonly Posse[], agora: number): Promise<Set<number>> {
  if (posses.length === 0) return new Set();
  const dono = posses[0].dono;
  const claimDe = sql<number>`CASE id ${sql.join(
    posses.map((p) => sql`WHEN ${p.id} THEN CAST(${p.tentativas} AS INTEGER)`),
    sql` `,
  )} END`;
  const linhas = await db
    .updateTable('tarefas')
    .set({ estado: 'concluida', concluida_em: agora, lease_ate: null, ultimo_erro: null })
    .where('id', 'in', posses.map((p) => p.id))
    .where('dono', '=', dono)
    .where('estado', '=', 'executando')
    .where('tentativas', '=', claimDe)
    .returning('id')
    .execute();
  return new Set(linhas.map((l) => l.id));
}

/** Moves a job this worker still holds: no row matches once another worker took it. */
async function moverSeAindaMinha(db: Kysely<DB>, posse: Posse, mudanca: Updateable<DB['tarefas']>): Promise<boolean> {
  const r = await db
    .updateTable('tarefas')
    .set(mudanca)
    .where('id', '=', posse.id)
    .where('tentativas', '=', posse.tentativas)
    .where('dono', '=', posse.dono)
    .where('estado', '=', 'executando')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** A failed run: back in the queue after `esperaMs`, or dead when it was the last allowed. */
export function falhar(db: Kysely<DB>, posse: Posse, p: { erro: string; agora: number; esperaMs: number; morta: boolean }): Promise<boolean> {
  return moverSeAindaMinha(
    db,
    posse,
    p.morta
      ? { estado: 'morta', ultimo_erro: p.erro, lease_ate: null, concluida_em: p.agora }
      : { estado: 'fila', ultimo_erro: p.erro, lease_ate: null, dono: null, disponivel_em: p.agora + p.esperaMs },
  );
}

/** At shutdown: the job goes back to the queue now, for another worker (the run counts). */
export function liberar(db: Kysely<DB>, posse: Posse, agora: number): Promise<boolean> {
  return moverSeAindaMinha(db, posse, { estado: 'fila', lease_ate: null, dono: null, disponivel_em: agora, ultimo_erro: 'interrompida no encerramento do trabalhador' });
}

/** While the handler runs: the lease moves on; false when the job is no longer this worker's. */
export function renovar(db: Kysely<DB>, posse: Posse, leaseAte: number): Promise<boolean> {
  return moverSeAindaMinha(db, posse, { lease_ate: leaseAte });
}

export const ERRO_LEASE = 'o trabalhador parou sem concluir (lease expirado)';

/**
 * Jobs whose worker died (its lease passed): back to the queue, or dead when that was their last
 * run. A read first, so an idle worker takes no write lock on SQLite.
 */
export async function recuperarExpiradas(db: Kysely<DB>, agora: number): Promise<number> {
  const alguma = await db.selectFrom('tarefas').select('id').where('estado', '=', 'executando').where('lease_ate', '<', agora).limit(1).executeTakeFirst();
  if (!alguma) return 0;
  const base = db.updateTable('tarefas').where('estado', '=', 'executando').where('lease_ate', '<', agora);
  const mortas = await base
    .set({ estado: 'morta', ultimo_erro: ERRO_LEASE, lease_ate: null, concluida_em: agora })
    .where('tentativas', '>=', sql<number>`maximo`)
    .executeTakeFirst();
  const devolvidas = await base.set({ estado: 'fila', ultimo_erro: ERRO_LEASE, lease_ate: null, dono: null, disponivel_em: agora }).executeTakeFirst();
  return Number(mortas.numUpdatedRows + devolvidas.numUpdatedRows);
}
