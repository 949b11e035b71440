import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod/mini';
import { MENSAGEM_CAMPO_OBRIGATORIO, type ErroValidacao } from '@retaguarda/contrato/api/envelope';
import { mensagensZodPtBr } from '@retaguarda/contrato/api/errosZod';

type Origem = ErroValidacao['validation']['body']['source'];

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

/** The shared Portuguese fallback, plus the one case only a request body has: no JSON object at all. */
const mensagemPadrao: z.core.$ZodErrorMap = (issue) =>
  !issue.path?.length && issue.code === 'invalid_type' ? 'Envie um objeto JSON no corpo da requisição' : mensagensZodPtBr(issue);

/**
 * A problem with the whole value (an array or a string where an object goes) names the fields the
 * schema requires (as a missing body does), so the envelope always lists keys; a schema without
 * required fields names all of them, one without fields names its source.
 */
function camposDoSchema(schema: z.ZodMiniType, source: Origem): string[] {
  const shape = (schema._zod.def as { shape?: Record<string, z.ZodMiniType> }).shape ?? {};
  const campos = Object.keys(shape);
  const obrigatorios = campos.filter((c) => shape[c]?._zod.optin !== 'optional');
  if (obrigatorios.length > 0) return obrigatorios;
  return campos.length > 0 ? campos : [source];
}

/** Parses with a shared schema or throws the contract's 400 naming every offending field. */
export function validar<T extends z.ZodMiniType>(schema: T, dados: unknown, source: Origem = 'body'): z.output<T> {
  // A missing body is read as an empty object, so the answer names every required field.
  const r = schema.safeParse(source === 'body' && dados == null ? {} : dados, { error: mensagemPadrao });
  if (r.success) return r.data;
  const keys = [...new Set(r.error.issues.flatMap((i) => (i.path.length > 0 ? [String(i.path[0])] : camposDoSchema(schema, source))))];
  throw new ErroDeValidacao(source, keys, r.error.issues[0]?.message ?? MENSAGEM_CAMPO_OBRIGATORIO);
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
