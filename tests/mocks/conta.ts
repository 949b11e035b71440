/**
 * The account endpoints' URL patterns (docs/api.md, Account) and the faults a test injects into
 * them: the limiter's 429 and a 400 naming fields. The flows themselves (requests, confirmation
 * and reset links) are the real server's, in tests/panel/servidorReal.ts.
 */
import { http, HttpResponse } from 'msw';
import type { ErroMensagem, ErroValidacao } from '../../src/api';
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

/** 429 as the server's limiter answers it. */
export function limiteAtingido(url: string) {
  const corpo: ErroMensagem = { RES: MENSAGEM_LIMITE };
  return http.post(url, () => HttpResponse.json(corpo, { status: 429, headers: { 'Retry-After': '900' } }));
}
