/**
 * The one reading of a request part against its schema, with the contract's 400 envelope for a
 * refusal: the server answers with it (server/http/validacao.ts), and the panel's channel refuses a
 * body with it before sending (src/http/canal.ts), so a form shows either the same way.
 */
import type { z } from 'zod/mini';
import { MENSAGEM_CAMPO_OBRIGATORIO, type ErroValidacao } from './envelope';
import { mensagensZodPtBr } from './errosZod';

export type Origem = ErroValidacao['validation']['body']['source'];

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

export type Conferencia<T extends z.ZodMiniType> = { ok: true; dados: z.output<T> } | { ok: false; erro: ErroValidacao };

/** Parses with a shared schema; a refusal names every offending field. A missing body is read as an empty object, so it names every required field. */
export function conferir<T extends z.ZodMiniType>(schema: T, dados: unknown, source: Origem = 'body'): Conferencia<T> {
  const r = schema.safeParse(source === 'body' && dados == null ? {} : dados, { error: mensagemPadrao });
  if (r.success) return { ok: true, dados: r.data };
  const keys = [...new Set(r.error.issues.flatMap((i) => (i.path.length > 0 ? [String(i.path[0])] : camposDoSchema(schema, source))))];
  return { ok: false, erro: { validation: { body: { source, keys, message: r.error.issues[0]?.message ?? MENSAGEM_CAMPO_OBRIGATORIO } } } };
}
