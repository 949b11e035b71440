/** The account calls (docs/api.md, Account); answers checked against the shared schemas. */
import {
  MENSAGENS_CONTA,
  MensagemConta,
  ValidarTokenResposta,
  type EsqueciSenhaBody,
  type RedefinirSenhaBody,
  type SolicitarAcessoBody,
} from '@retaguarda/contrato/api/conta';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import type { Rota } from '@retaguarda/contrato/recursos/rotas';
import { formErrorsFrom, HttpError, requestRotaJson } from '../http';

async function postar(rota: Rota, corpo: unknown, signal?: AbortSignal): Promise<unknown> {
  const resposta = await requestRotaJson<{ RES: unknown }>(rota, { body: corpo, signal });
  return resposta.RES;
}

/** Always the same neutral answer, whether or not the e-mail is known. */
export async function solicitarAcesso(corpo: SolicitarAcessoBody): Promise<string> {
  return MensagemConta.parse(await postar(ROTAS_CONTA.solicitarAcesso, corpo));
}

/** Confirms the e-mail of an access request (the link e-mailed to the person). */
export async function confirmarEmail(token: string, signal?: AbortSignal): Promise<string> {
  return MensagemConta.parse(await postar(ROTAS_CONTA.confirmarEmail, { token }, signal));
}

/** How a refused confirmation link failed: expired (ask again) or unknown (check the address). */
export function motivoConfirmacaoRecusada(erro: unknown): 'expirado' | 'invalido' | null {
  if (!(erro instanceof HttpError) || erro.status !== 400) return null;
  if (erro.message === MENSAGENS_CONTA.confirmacaoExpirada) return 'expirado';
  if (erro.message === MENSAGENS_CONTA.confirmacaoInvalida || formErrorsFrom(erro)?.token) return 'invalido';
  return null;
}

export async function pedirLinkDeRedefinicao(corpo: EsqueciSenhaBody): Promise<string> {
  return MensagemConta.parse(await postar(ROTAS_CONTA.esqueciSenha, corpo));
}

export async function validarLink(token: string, signal?: AbortSignal): Promise<ValidarTokenResposta> {
  return ValidarTokenResposta.parse(await postar(ROTAS_CONTA.validarLink, { token }, signal));
}

export async function redefinirSenha(corpo: RedefinirSenhaBody): Promise<string> {
  return MensagemConta.parse(await postar(ROTAS_CONTA.redefinirSenha, corpo));
}

/**
 * Whether an error means the reset link is unknown, used, expired or its user deactivated: the
 * server's single 400 answer for all of them, or a validation error naming the token.
 */
export function ehLinkInvalido(erro: unknown): boolean {
  if (!(erro instanceof HttpError) || erro.status !== 400) return false;
  return erro.message === MENSAGENS_CONTA.linkInvalido || Boolean(formErrorsFrom(erro)?.token);
}
