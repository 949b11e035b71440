/**
 * The queue's own housekeeping, each night in São Paulo: events of the outbox past their retention,
 * and concluded jobs past theirs. Dead jobs stay until someone runs them again or discards them
 * (the visibility API). Deleted in lots, so no statement holds the tables for long.
 */
import { sql, type Kysely } from 'kysely';
import { dialetoDe } from '../../db/dialeto';
import { z } from 'zod/mini';
import type { DB } from '../../db/schema';
import { defineTarefa } from '../../tarefas/definir';
import { retencaoDoAmbiente } from './retencao';

/** Rows per delete. */
export const LOTE_LIMPEZA = 5_000;

const RETENCAO = retencaoDoAmbiente(process.env);

/**
 * An event some named reader has not passed yet (eventos_leitores; PostgreSQL compares in the
 * readers' (xid, id) order). Such an event stays past its retention: a worker stopped for weeks
 * loses nothing. A reader no longer in use must have its row deleted, or it holds the outbox.
 */
const naoLidoPorAlguem = (db: Kysely<DB>) =>
  dialetoDe(db).nome === 'postgres'
    ? sql<boolean>`EXISTS (SELECT 1 FROM eventos_leitores l WHERE (l.ultimo_xid::xid8, l.ultimo_id) < (eventos.xid, eventos.id))`
    : sql<boolean>`EXISTS (SELECT 1 FROM eventos_leitores l WHERE l.ultimo_id < eventos.id)`;

/** Runs `apagarLote` (one delete of at most `lote` rows) until a lot comes back short; returns how many went. */
async function apagarEmLotes(apagarLote: () => Promise<number>, lote: number, sinal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    sinal?.throwIfAborted();
    const n = await apagarLote();
    total += n;
    if (n < lote) return total;
  }
}

/** Deletes the outbox's events older than `antesDe` (epoch ms) that every reader has read, in lots; returns how many went. */
export function limparEventos(db: Kysely<DB>, antesDe: number, sinal?: AbortSignal, lote = LOTE_LIMPEZA): Promise<number> {
  return apagarEmLotes(async () => {
    const r = await db
      .deleteFrom('eventos')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('eventos')
          .select('id')
          .where('em', '<', antesDe)
          .where((e) => e.not(naoLidoPorAlguem(db)))
          .limit(lote),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }, lote, sinal);
}

/** Deletes the jobs concluded before `antesDe` (epoch ms), in lots; dead and pending ones stay. */
export function limparConcluidas(db: Kysely<DB>, antesDe: number, sinal?: AbortSignal, lote = LOTE_LIMPEZA): Promise<number> {
  return apagarEmLotes(async () => {
    const r = await db
      .deleteFrom('tarefas')
      .where('id', 'in', (eb) => eb.selectFrom('tarefas').select('id').where('estado', '=', 'concluida').where('concluida_em', '<', antesDe).limit(lote))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }, lote, sinal);
}

export const LIMPAR_EVENTOS = defineTarefa({
  tipo: 'tarefas.limpar_eventos',
  descricao: 'Apaga os eventos mais antigos que a retenção (EVENTOS_RETENCAO_DIAS)',
  payload: z.object({}),
  agenda: { cron: '23 3 * * *' },
  leaseMs: 5 * 60_000,
  executar: async (_p, t) => {
    const apagados = await limparEventos(t.db, t.agora().getTime() - RETENCAO.eventosMs, t.sinal);
    t.log.info({ apagados }, 'eventos antigos apagados');
  },
});

export const LIMPAR_CONCLUIDAS = defineTarefa({
  tipo: 'tarefas.limpar_concluidas',
  descricao: 'Apaga as tarefas concluídas mais antigas que a retenção (TAREFAS_RETENCAO_DIAS); as mortas ficam',
  payload: z.object({}),
  agenda: { cron: '43 3 * * *' },
  leaseMs: 5 * 60_000,
  executar: async (_p, t) => {
    const apagadas = await limparConcluidas(t.db, t.agora().getTime() - RETENCAO.tarefasMs, t.sinal);
    t.log.info({ apagadas }, 'tarefas concluídas antigas apagadas');
  },
});

export default [LIMPAR_EVENTOS, LIMPAR_CONCLUIDAS];
