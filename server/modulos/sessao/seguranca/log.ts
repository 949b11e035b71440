import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { TipoEventoSeguranca } from '@retaguarda/contrato/api/eventosSeguranca';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import type { DB } from '../../../db/schema';

export { TIPOS_EVENTO_SEGURANCA, type TipoEventoSeguranca } from '@retaguarda/contrato/api/eventosSeguranca';

/** The endpoint whose request is being answered, set by the declared guard's first hook. */
const endpointDaChamada = new AsyncLocalStorage<Endpoint>();

/** Runs the rest of a request (its other hooks and handler) as a call of `endpoint`. */
export const emNomeDoEndpoint = (endpoint: Endpoint, seguir: () => void): void => endpointDaChamada.run(endpoint, seguir);

/**
 * Outside production an event an endpoint writes without declaring it (`seguranca`) is an error,
 * so the declaration, the API docs and an auditor's reading of it cannot fall behind the code; the
 * suite's every call checks it. A refused call's entry is the guard's, for every endpoint.
 */
const CONFERIR_DECLARACAO = process.env.NODE_ENV !== 'production';

function conferirDeclaracao(tipo: TipoEventoSeguranca): void {
  const endpoint = endpointDaChamada.getStore();
  if (!CONFERIR_DECLARACAO || !endpoint || tipo === 'acesso_negado' || endpoint.seguranca?.includes(tipo)) return;
  throw new Error(`${endpoint.metodo} ${endpoint.caminho} grava '${tipo}' no log de segurança sem declarar em seu endpoint (seguranca)`);
}

/** Kept this long, then deleted by limparEventosAntigos. */
export const RETENCAO_EVENTOS_MS = 180 * 24 * 60 * 60 * 1000;

/** Keys that never reach the log, whatever a caller passes in `detalhe`. */
const SEGREDOS = /senha|password|token|secret|segredo|cookie|authorization|cvv|pan/i;

export interface EventoSeguranca {
  tipo: TipoEventoSeguranca;
  em: number;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  detalhe?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
}

function semSegredos(detalhe: EventoSeguranca['detalhe']): string | null {
  if (!detalhe) return null;
  const limpo = Object.fromEntries(Object.entries(detalhe).filter(([chave]) => !SEGREDOS.test(chave)));
  return Object.keys(limpo).length > 0 ? JSON.stringify(limpo) : null;
}

/** Appends one event. */
export async function registrarEventoSeguranca(db: Kysely<DB>, evento: EventoSeguranca): Promise<void> {
  conferirDeclaracao(evento.tipo);
  await db
    .insertInto('security_events')
    .values({
      tipo: evento.tipo,
      em: evento.em,
      user_id: evento.userId ?? null,
      email: evento.email?.toLowerCase() ?? null,
      ip: evento.ip ?? null,
      detalhe: semSegredos(evento.detalhe),
    })
    .execute();
}

/** Deletes events older than the retention; returns how many went. */
export async function limparEventosAntigos(db: Kysely<DB>, agora: number): Promise<number> {
  const r = await db.deleteFrom('security_events').where('em', '<', agora - RETENCAO_EVENTOS_MS).executeTakeFirst();
  return Number(r.numDeletedRows);
}
