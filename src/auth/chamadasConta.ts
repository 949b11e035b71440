/** How the account pages read the server's refusals of their calls (docs/api.md, Account). */
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { formErrorsFrom, HttpError } from '../http';

/** How a refused confirmation link failed: expired (ask again) or unknown (check the address). */
export function motivoConfirmacaoRecusada(erro: unknown): 'expirado' | 'invalido' | null {
  if (!(erro instanceof HttpError) || erro.status !== 400) return null;
  if (erro.message === MENSAGENS_CONTA.confirmacaoExpirada) return 'expirado';
  if (erro.message === MENSAGENS_CONTA.confirmacaoInvalida || formErrorsFrom(erro)?.token) return 'invalido';
  return null;
}

/**
 * Whether an error means the reset link is unknown, used, expired or its user deactivated: the
 * server's single 400 answer for all of them, or a validation error naming the token.
 */
export function ehLinkInvalido(erro: unknown): boolean {
  if (!(erro instanceof HttpError) || erro.status !== 400) return false;
  return erro.message === MENSAGENS_CONTA.linkInvalido || Boolean(formErrorsFrom(erro)?.token);
}
