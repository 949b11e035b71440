import { MENSAGEM_CAMPO_OBRIGATORIO } from '@retaguarda/contrato/api/envelope';
import { HttpError } from './HttpError';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * SPEC section 5: when the error body has validation.body.keys, each listed field gets
 * validation.body.message, or 'O campo é obrigatório'. Returns null when there are none.
 */
export function formErrorsFrom(error: unknown): Record<string, string> | null {
  const body = error instanceof HttpError ? error.body : error;
  if (!isRecord(body) || !isRecord(body.validation) || !isRecord(body.validation.body)) return null;
  const { keys, message } = body.validation.body;
  if (!Array.isArray(keys) || keys.length === 0) return null;
  const text = typeof message === 'string' && message ? message : MENSAGEM_CAMPO_OBRIGATORIO;
  const errors: Record<string, string> = {};
  for (const key of keys) if (typeof key === 'string') errors[key] = text;
  return Object.keys(errors).length ? errors : null;
}
