import type { FastifyInstance, FastifySchema } from 'fastify';
import { ARQUIVO, type RotaApi } from '@retaguarda/contrato/api/rotas';
import { Arquivo } from './respostas';

export interface RotaRegistrada {
  metodo: string;
  url: string;
  /** The route's declared schemas (body, querystring, params), for tests that generate input. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins left out): tests sweep them all, new ones included. */
    rotasRegistradas: readonly RotaRegistrada[];
  }
}

/** Must run before any route is added. */
export function coletarRotas(app: FastifyInstance): void {
  const rotas: RotaRegistrada[] = [];
  app.decorate('rotasRegistradas', rotas);
  app.addHook('onRoute', (r) => {
    // hidden from the API's documentation, hidden here: the docs' own page and the panel's files
    if (r.schema?.hide === true) return;
    for (const metodo of [r.method].flat()) if (metodo !== 'HEAD') rotas.push({ metodo, url: r.url, schema: r.schema });
  });
}

type Vazio = Record<never, never>;
type RespostaDe<S> = S extends typeof ARQUIVO ? typeof Arquivo : S;

/** The Fastify schema a catalogue entry declares: its params, body and 200 answer. */
export type EsquemaDaRota<R extends RotaApi> = (R extends { parametros: infer P } ? { params: P } : Vazio) &
  (R extends { corpo: infer C } ? { body: C } : Vazio) &
  (R extends { resposta: infer S } ? { response: { 200: RespostaDe<S> } } : Vazio);

/**
 * The method, path and schemas of a route of contrato/api/rotas.ts (ROTAS), for `app.route`: the
 * server registers what the panel calls. `extra` adds what only the server declares (a query).
 */
export function rotaDoContrato<R extends RotaApi, E extends FastifySchema = Vazio>(
  rota: R,
  extra?: E,
): { method: R['metodo']; url: string; schema: EsquemaDaRota<R> & E } {
  const schema: FastifySchema = {
    ...(rota.parametros ? { params: rota.parametros } : {}),
    ...(rota.corpo ? { body: rota.corpo } : {}),
    ...(rota.resposta ? { response: { 200: rota.resposta === ARQUIVO ? Arquivo : rota.resposta } } : {}),
    ...extra,
  };
  return { method: rota.metodo, url: rota.caminho, schema: schema as EsquemaDaRota<R> & E };
}
