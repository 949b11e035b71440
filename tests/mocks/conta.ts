/**
 * The account endpoints' URL patterns (docs/api.md, Account) and the one fault a test injects
 * there: a 400 naming fields (the panel checks the same schema first, so the server never does).
 * The flows (requests, confirmation and reset links) and the limiter's 429 are the real
 * server's: tests/panel/servidorReal.ts and tests/panel/conta/contaNoServidor.ts.
 */
import type { ErroValidacao } from '../../src/api';
import { MENSAGENS_COMUNS } from '../../src/api/envelope';

export const URL_SOLICITAR_ACESSO = '*/v1/login_erp/solicitar-acesso';
export const URL_CONFIRMAR_EMAIL = '*/v1/login_erp/confirmar-email';
export const URL_ESQUECI_SENHA = '*/v1/login_erp/esqueci-senha';
export const URL_VALIDAR_TOKEN = '*/v1/login_erp/redefinir-senha/validar';
export const URL_REDEFINIR_SENHA = '*/v1/login_erp/redefinir-senha';

/** The limiter's message (server/modulos/sessao/conta/limite.ts answers MENSAGENS_COMUNS.muitasTentativas). */
export const MENSAGEM_LIMITE = MENSAGENS_COMUNS.muitasTentativas;

export function erroDeValidacao(keys: string[], message: string): ErroValidacao {
  return { validation: { body: { source: 'body', keys, message } } };
}
