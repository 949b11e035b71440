/**
 * What an endpoint of the contract is: method, path and schemas. The endpoints themselves are
 * declared in their domain's file (`ROTAS_PEDIDOS` in rotasPedidos.ts, `ROTAS_ESTOQUE` in
 * estoque.ts, a new module's beside its declaration in contrato/modulos/), each with who may call
 * it; there is no central list to extend. The server registers each with rotaDoContrato, and the
 * tests find them all by reading the contract's files (tests/contrato/endpointsDoContrato.ts).
 */
import type { z } from 'zod/mini';
import type { Rota } from '../recursos/rotas';
import type { ARQUIVO } from './arquivo';

export { caminhoDe, type Metodo, type Rota } from '../recursos/rotas';

export { ARQUIVO } from './arquivo';

export interface RotaApi extends Rota {
  /** Fastify's `:name` parameters, parsed. */
  parametros?: z.ZodMiniType;
  corpo?: z.ZodMiniType;
  /** The 200 answer. Absent: the server keeps a schema the panel has no use for yet. */
  resposta?: z.ZodMiniType | typeof ARQUIVO;
}
