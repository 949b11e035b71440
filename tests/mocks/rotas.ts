import type { Rota } from '@retaguarda/contrato/recursos/rotas';

/** A contract route (ROTAS, rotasDoRecurso) as an MSW URL pattern on any origin: MSW reads `:id` as Fastify does. */
export const padraoMsw = (rota: Rota): string => `*${rota.caminho}`;
