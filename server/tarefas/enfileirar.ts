import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod/mini';
import { avisarAoConfirmar } from '../db/avisar';
import type { DB } from '../db/schema';
import { PADROES_TAREFA, type DeclaracaoTarefa } from './definir';

/** The channel PostgreSQL workers LISTEN on; the notification only wakes them. */
export const CANAL_TAREFAS = 'tarefas';

export interface OpcoesEnfileirar {
  /** Idempotency: a second job with the same type and key is not created (default: a new key each time). */
  chave?: string;
  idGrupo: number | null;
  /** Epoch ms, from the caller's clock. */
  agora: number;
  /** Not before this instant (default now). */
  disponivelEm?: number;
  /** Overrides the type's priority. */
  prioridade?: number;
}

let sequencia = 0;
/** A key for a job nobody will enqueue twice: instant, process and a per-process counter. */
const chaveUnica = (agora: number): string => `${agora}-${process.pid}-${++sequencia}`;

export interface JobNovo<P extends z.ZodMiniType> {
  tarefa: DeclaracaoTarefa<P>;
  payload: z.infer<P>;
  opcoes: OpcoesEnfileirar;
}

/**
 * Enqueues jobs in the caller's transaction (or alone on `db`): they exist if and only if it
 * commits. Enqueueing an existing (type, key) does nothing, whatever state that job is in, so a
 * retried request or a replayed event gives one job. Returns how many were created.
 * On PostgreSQL the workers are woken at commit.
 */
export async function enfileirarVarias(db: Kysely<DB> | Transaction<DB>, jobs: readonly JobNovo<z.ZodMiniType>[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const linhas = jobs.map(({ tarefa, payload, opcoes }) => {
    const valido = tarefa.payload.safeParse(payload);
    if (!valido.success) throw new Error(`tarefa ${tarefa.tipo}: payload fora do esquema declarado (${valido.error.message})`);
    return {
      tipo: tarefa.tipo,
      chave: opcoes.chave ?? chaveUnica(opcoes.agora),
      payload: JSON.stringify(valido.data),
      id_grupo: opcoes.idGrupo,
      prioridade: opcoes.prioridade ?? tarefa.prioridade ?? PADROES_TAREFA.prioridade,
      maximo: tarefa.maximo ?? PADROES_TAREFA.maximo,
      disponivel_em: opcoes.disponivelEm ?? opcoes.agora,
      criada_em: opcoes.agora,
    };
  });
  let criadas = 0;
  // in lots, under SQLite's limit of parameters per statement
  for (let i = 0; i < linhas.length; i += 500) {
    const r = await db
      .insertInto('tarefas')
      .values(linhas.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['tipo', 'chave']).doNothing())
      .executeTakeFirst();
    criadas += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  if (criadas > 0) await avisarAoConfirmar(db, CANAL_TAREFAS);
  return criadas;
}

export async function enfileirar<P extends z.ZodMiniType>(
  db: Kysely<DB> | Transaction<DB>,
  tarefa: DeclaracaoTarefa<P>,
  payload: z.infer<P>,
  opcoes: OpcoesEnfileirar,
): Promise<boolean> {
  return (await enfileirarVarias(db, [{ tarefa, payload, opcoes } as JobNovo<z.ZodMiniType>])) === 1;
}
