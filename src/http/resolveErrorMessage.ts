import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * SPEC section 8: an Error gives its message; a string RES is shown as is; a
 * validation.body.message string is shown; anything else gets the default text.
 */
export function resolveErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || MENSAGEM_PADRAO_ERRO;
  if (!isRecord(error)) return MENSAGEM_PADRAO_ERRO;
  if (typeof error.RES === 'string' && error.RES) return error.RES;
  const validation = error.validation;
  if (isRecord(validation) && isRecord(validation.body) && typeof validation.body.message === 'string') {
    return validation.body.message;
  }
  return MENSAGEM_PADRAO_ERRO;
}
