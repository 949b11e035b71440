import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { EventoDeclarado } from '@retaguarda/contrato/eventos/definir';
import type { OpcoesModulo } from '../contexto';
import type { DB } from '../db/schema';
import type { EventoLido } from '../eventos/ler';
import type { Espera } from './espera';

/** The part of a pino/Fastify logger a job uses. */
export interface RegistroTarefa {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a handler gets besides its payload. */
export interface ContextoTarefa {
  /** The job's idempotency key: an effect written under it is applied once, whatever the retries. */
  chave: string;
  /** 1 on the first run. */
  tentativa: number;
  idGrupo: number | null;
  db: Kysely<DB>;
  agora: () => Date;
  /** Aborted when the worker's grace period ends at shutdown: stop, the job runs again elsewhere. */
  sinal: AbortSignal;
  log: RegistroTarefa;
  /** What the module's routes get (mail, settings). */
  modulo: OpcoesModulo;
}

export interface Agenda {
  /** Five fields (minute hour day month weekday), read by cron-parser. */
  cron: string;
  /** Default America/Sao_Paulo. */
  fuso?: string;
}

export interface DeclaracaoTarefa<P extends z.ZodMiniType = z.ZodMiniType> {
  /** `<modulo>.<acao>`, unique in the server; stored with each job. */
  tipo: string;
  /** One line, in Portuguese (the visibility API shows it). */
  descricao: string;
  payload: P;
  executar: (payload: z.infer<P>, t: ContextoTarefa) => Promise<void>;
  /** Runs before it goes dead (default 8). */
  maximo?: number;
  /** Higher first (default 0). */
  prioridade?: number;
  /** Jobs of this type one instance runs at once (default 1). */
  concorrencia?: number;
  /** How long a claim holds before another worker may take the job (default 60 s); renewed while it runs. */
  leaseMs?: number;
  /** Backoff between failed runs (default ESPERA_PADRAO: 1 s doubling up to 1 h). */
  espera?: Espera;
  /** Recurring: one run per window of the expression across every instance. */
  agenda?: Agenda;
  /** Runs once for each event of this type (its payload is then `{ evento }`). */
  aoEvento?: EventoDeclarado;
}

export type TarefaDeclarada = DeclaracaoTarefa & Required<Pick<DeclaracaoTarefa, 'maximo' | 'prioridade' | 'concorrencia' | 'leaseMs'>>;

export const PADROES_TAREFA = { maximo: 8, prioridade: 0, concorrencia: 1, leaseMs: 60_000 } as const;

/** A job declared beside its module's routes (server/modulos/<modulo>/tarefas.ts exports a list of them). */
export const defineTarefa = <P extends z.ZodMiniType>(d: DeclaracaoTarefa<P>): DeclaracaoTarefa<P> => d;

/** The payload a job subscribed to an event receives. */
export interface PayloadDeEvento {
  evento: Pick<EventoLido, 'id' | 'tipo' | 'payload' | 'id_grupo' | 'em'>;
}

/** What a reaction receives: the event as read from the outbox, its payload typed by its declaration. */
export interface EventoRecebido<E extends EventoDeclarado> {
  id: number;
  tipo: E['tipo'];
  payload: z.infer<E['payload']>;
  id_grupo: number | null;
  em: number;
}

/**
 * A job that runs once for each event of `evento`'s type (the outbox relay enqueues it with the key
 * `evento:<id>`, in the transaction that moves its position).
 */
export function defineReacao<E extends EventoDeclarado>(
  evento: E,
  d: Omit<DeclaracaoTarefa, 'payload' | 'executar' | 'aoEvento' | 'agenda'> & { executar: (evento: EventoRecebido<E>, t: ContextoTarefa) => Promise<void> },
): DeclaracaoTarefa {
  const payload = z.object({
    evento: z.object({ id: z.number(), tipo: z.literal(evento.tipo), payload: evento.payload, id_grupo: z.nullable(z.number()), em: z.number() }),
  });
  return { ...d, aoEvento: evento, payload, executar: (p, t) => d.executar((p as { evento: EventoRecebido<E> }).evento, t) };
}
