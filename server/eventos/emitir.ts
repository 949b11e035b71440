import type { Transaction } from 'kysely';
import type { EventoDeclarado, PayloadDe } from '@retaguarda/contrato/eventos/definir';
import { avisarAoConfirmar } from '../db/avisar';
import type { DB } from '../db/schema';

/** The channel a PostgreSQL reader LISTENs on; the notification carries nothing but the wake-up. */
export const CANAL_EVENTOS = 'eventos';

/**
 * Writes `evento` with `payload` in the caller's transaction: it exists if and only if the fact
 * committed. A payload its declaration refuses is a programming error and throws (the fact's
 * transaction rolls back with it). On PostgreSQL the readers are woken when it commits
 * (NOTIFY is delivered at commit, and never for a transaction rolled back).
 */
export async function emitirEvento<E extends EventoDeclarado>(
  trx: Transaction<DB>,
  evento: E,
  payload: PayloadDe<E>,
  opcoes: { idGrupo: number | null; em: number },
): Promise<number> {
  const valido = evento.payload.safeParse(payload);
  if (!valido.success) throw new Error(`evento ${evento.tipo}: payload fora do esquema declarado (${valido.error.message})`);
  const { id } = await trx
    .insertInto('eventos')
    .values({ tipo: evento.tipo, payload: JSON.stringify(valido.data), id_grupo: opcoes.idGrupo, em: opcoes.em })
    .returning('id')
    .executeTakeFirstOrThrow();
  await avisarAoConfirmar(trx, CANAL_EVENTOS);
  return id;
}
