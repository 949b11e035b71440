import { Readable } from 'node:stream';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod/mini';

/**
 * A file answered as is (PDF, XML, .xlsx). Fastify never runs a serializer on a Buffer, a stream
 * or a non-JSON string, so this only declares the answer (and types the handler's return).
 */
export const Arquivo = z.custom<Buffer | string | Readable>((v) => Buffer.isBuffer(v) || typeof v === 'string' || v instanceof Readable);

export class RespostaForaDoContrato extends Error {
  constructor(rota: string, status: string | undefined, problema: string) {
    super(`Resposta de ${rota} (${status ?? "?"}) fora do contrato de contrato/api: ${problema}`);
    this.name = 'RespostaForaDoContrato';
  }
}

/**
 * Serializer compiler for the routes' zod response schemas. The answer is always the handler's
 * value as JSON.stringify writes it (never zod's parsed copy, which would drop unknown fields and
 * apply defaults). `conferir` also checks it against the schema first, failing the request when
 * server and contract have drifted apart: on outside production, where every test call then
 * checks the contract; off in production, where it would cost the big list its time
 * (docs/benchmarks.md, "Response schemas").
 */
export function compiladorDeRespostas(conferir: boolean): FastifySerializerCompiler<z.ZodMiniType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!conferir) return (dados) => JSON.stringify(dados);
    return (dados) => {
      const r = schema.safeParse(dados);
      if (!r.success) throw new RespostaForaDoContrato(`${method} ${url}`, httpStatus, z.prettifyError(r.error));
      return JSON.stringify(dados);
    };
  };
}
