import type { FastifyInstance, FastifySchema } from 'fastify';
import { ARQUIVO } from '@retaguarda/contrato/api/rotas';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import { Arquivo } from './respostas';

export interface RotaRegistrada {
  metodo: string;
  url: string;
  /** The route's declared schemas (body, querystring, params), for tests that generate input. */
  schema?: FastifySchema;
  /** The contract's endpoint the route serves (rotaDoContrato): who may call it (`acesso`) and whose data it reaches (`escopo`). */
  endpoint?: Endpoint;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins left out): tests sweep them all, new ones included. */
    rotasRegistradas: readonly RotaRegistrada[];
  }
  interface FastifyContextConfig {
    /** Set by rotaDoContrato; server/http/guardaDeclarada.ts guards the route from its `acesso`. */
    endpoint?: Endpoint;
  }
}

/** Must run before any route is added. */
export function coletarRotas(app: FastifyInstance): void {
  const rotas: RotaRegistrada[] = [];
  app.decorate('rotasRegistradas', rotas);
  app.addHook('onRoute', (r) => {
    // hidden from the API's documentation, hidden here: the docs' own page and the panel's files
    if (r.schema?.hide === true) return;
    const endpoint = r.config?.endpoint;
    for (const metodo of [r.method].flat()) if (metodo !== 'HEAD') rotas.push({ metodo, url: r.url, schema: r.schema, ...(endpoint ? { endpoint } : {}) });
  });
}

type Vazio = Record<never, never>;
type RespostaDe<S> = S extends typeof ARQUIVO ? typeof Arquivo : S;

/** The Fastify schema a catalogue entry declares: its params, body and 200 answer. */
export type EsquemaDaRota<R extends Endpoint> = (R extends { parametros: infer P } ? { params: P } : Vazio) &
  (R extends { corpo: infer C } ? { body: C } : Vazio) &
  (R extends { resposta: infer S } ? { response: { 200: RespostaDe<S> } } : Vazio);

/**
 * The method, path and schemas of an endpoint of the contract, for `app.route`: the server
 * registers what the panel calls, and the endpoint rides in the route's config, where the root
 * guard (guardaDeclarada.ts) reads who may call it. `extra` adds what only the server declares (a query).
 */
export function rotaDoContrato<R extends Endpoint, E extends FastifySchema = Vazio>(
  endpoint: R,
  extra?: E,
): { method: R['metodo']; url: string; schema: EsquemaDaRota<R> & E; config: { endpoint: Endpoint } } {
  const schema: FastifySchema = {
    ...(endpoint.parametros ? { params: endpoint.parametros } : {}),
    ...(endpoint.corpo ? { body: endpoint.corpo } : {}),
    ...(endpoint.resposta ? { response: { 200: endpoint.resposta === ARQUIVO ? Arquivo : endpoint.resposta } } : {}),
    ...extra,
  };
  return { method: endpoint.metodo, url: endpoint.caminho, schema: schema as EsquemaDaRota<R> & E, config: { endpoint } };
}
