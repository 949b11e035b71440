import type { FastifyInstance, FastifySchema } from 'fastify';

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
    for (const metodo of [r.method].flat()) if (metodo !== 'HEAD') rotas.push({ metodo, url: r.url, schema: r.schema });
  });
}
