import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod/mini';
import type { ErroValidacao } from '@retaguarda/contrato/api/envelope';
import { conferir, type Origem } from '@retaguarda/contrato/api/validacao';

/** Lets routes declare the shared zod schemas and get typed, parsed request parts. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodMiniType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodMiniType ? z.input<this['schema']> : unknown;
}

/** A 400 carrying the contract's validation envelope; the error handler answers it as is. */
export class ErroDeValidacao extends Error {
  readonly statusCode = 400;
  constructor(
    readonly source: Origem,
    readonly keys: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ErroDeValidacao';
  }

  corpo(): ErroValidacao {
    return { validation: { body: { source: this.source, keys: this.keys, message: this.message } } };
  }
}

/** Parses with a shared schema or throws the contract's 400 naming every offending field. */
export function validar<T extends z.ZodMiniType>(schema: T, dados: unknown, source: Origem = 'body'): z.output<T> {
  const r = conferir(schema, dados, source);
  if (r.ok) return r.dados;
  const { keys, message } = r.erro.validation.body;
  throw new ErroDeValidacao(source, keys, message);
}

const ORIGENS: Record<string, Origem> = { body: 'body', querystring: 'query', params: 'params' };

/** Fastify validator compiler for zod schemas: a route's `schema.body` is a shared schema. */
export const compiladorZod: FastifySchemaCompiler<z.ZodMiniType> = ({ schema, httpPart }) => (dados) => {
  try {
    return { value: validar(schema, dados, ORIGENS[httpPart ?? 'body'] ?? 'body') };
  } catch (e) {
    if (e instanceof ErroDeValidacao) return { error: e };
    throw e;
  }
};
