/**
 * The account endpoints' URL patterns (docs/api.md, Account) and the one fault a test injects
 * there: a 400 naming fields (the panel checks the same schema first, so the server never does).
 * The flows (requests, confirmation and reset links) and the limiter's 429 are the real
 * server's: tests/panel/servidorReal.ts and tests/panel/auth/contaNoServidor.ts.
 */
import type { ErroValidacao } from '@retaguarda/contrato/api';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { padraoMsw } from './rotas';

export const URL_SOLICITAR_ACESSO = padraoMsw(ROTAS_CONTA.solicitarAcesso);
export const URL_CONFIRMAR_EMAIL = padraoMsw(ROTAS_CONTA.confirmarEmail);
export const URL_ESQUECI_SENHA = padraoMsw(ROTAS_CONTA.esqueciSenha);
export const URL_VALIDAR_TOKEN = padraoMsw(ROTAS_CONTA.validarLink);
export const URL_REDEFINIR_SENHA = padraoMsw(ROTAS_CONTA.redefinirSenha);

/** The limiter's message (server/modulos/sessao/conta/limite.ts answers MENSAGENS_COMUNS.muitasTentativas). */
export const MENSAGEM_LIMITE = MENSAGENS_COMUNS.muitasTentativas;

export function erroDeValidacao(keys: string[], message: string): ErroValidacao {
  return { validation: { body: { source: 'body', keys, message } } };
}
