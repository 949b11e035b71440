/**
 * A fact others react to, declared once: its type, whose module may watch it, and the schema of
 * its payload. The server writes it in the same transaction as the fact (server/eventos/emitir.ts)
 * and refuses a payload its schema refuses; jobs subscribe to it by its declaration, and the live
 * screens will filter on `chave`. Payloads carry ids and figures, never personal data: an event
 * outlives the row it speaks of by its retention.
 */
import type { z } from 'zod/mini';
import type { ChildKey } from '../api/permissions';

export interface DeclaracaoEvento<P extends z.ZodMiniType = z.ZodMiniType> {
  /** One line, in Portuguese: what happened. */
  descricao: string;
  /** The key of the module whose users may see it (the live screens filter on it). */
  chave: ChildKey;
  payload: P;
}

export interface EventoDeclarado<T extends string = string, P extends z.ZodMiniType = z.ZodMiniType> extends DeclaracaoEvento<P> {
  /** `<dominio>.<fato>`, e.g. 'pedido.criado': the name stored with each event. */
  tipo: T;
}

export type PayloadDe<E extends EventoDeclarado> = z.infer<E['payload']>;

/** The domain's events, each given its type from its key: `defineEventos({ 'pedido.criado': {…} })`. */
type Declarados<D extends Record<string, DeclaracaoEvento>> = { readonly [T in keyof D & string]: EventoDeclarado<T, PayloadDeclarado<D[T]>> };
type PayloadDeclarado<D> = D extends DeclaracaoEvento<infer P> ? P : never;

export function defineEventos<const D extends Record<`${string}.${string}`, DeclaracaoEvento>>(declaracoes: D): Declarados<D> {
  const eventos: Record<string, EventoDeclarado> = {};
  for (const [tipo, d] of Object.entries(declaracoes)) eventos[tipo] = { ...d, tipo };
  return eventos as Declarados<D>;
}
