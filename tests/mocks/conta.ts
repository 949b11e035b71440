/**
 * MSW handlers for the account endpoints (docs/api.md, Account), answering like the reference
 * server: bodies validated by the shared schemas (SenhaNova armed with the common-password list,
 * as the server does at start), neutral messages, one 400 for any bad reset link. Each test
 * file installs them with server.use(...handlersConta()) and reads what was sent in `enviados`.
 */
import { http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import {
  ConfirmarEmailBody,
  EsqueciSenhaBody,
  MENSAGENS_CONTA,
  RedefinirSenhaBody,
  SolicitarAcessoBody,
  ValidarTokenBody,
  ValidarTokenResposta,
} from '../../src/api/conta';
import type { ErroMensagem, ErroValidacao } from '../../src/api';
import '../../src/api/senhasComuns';

export const URL_SOLICITAR_ACESSO = '*/v1/login_erp/solicitar-acesso';
export const URL_CONFIRMAR_EMAIL = '*/v1/login_erp/confirmar-email';
export const URL_ESQUECI_SENHA = '*/v1/login_erp/esqueci-senha';
export const URL_VALIDAR_TOKEN = '*/v1/login_erp/redefinir-senha/validar';
export const URL_REDEFINIR_SENHA = '*/v1/login_erp/redefinir-senha';

/** A link the mock considers valid (43 base64url characters, like the server's) and whose it is. */
export const TOKEN_VALIDO = 'dGVzdGUtZGUtdG9rZW4tdmFsaWRvLXBhcmEtcGFpbmVs';
export const EMAIL_DO_TOKEN = 'financeiro@retaguarda.dev';
/** A "definir senha" link (sent on activation), valid in the mock. */
export const TOKEN_DEFINIR = 'ZGVmaW5pci1hLXByaW1laXJhLXNlbmhhLWRvLXBhaW5lbA';
/** Confirmation links of access requests: a valid one and one past its 24 hours. */
export const TOKEN_CONFIRMACAO = 'Y29uZmlybWFyLW8tZS1tYWlsLWRvLXBlZGlkby1kZS1hY2Vzc28';
export const TOKEN_CONFIRMACAO_EXPIRADO = 'ZXhwaXJhZG8taGEtbWFpcy1kZS12aW50ZS1lLXF1YXRyby1ob3Jhcw';

export const MENSAGEM_LIMITE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/** The parsed bodies the handlers accepted, newest last. */
export interface EnviadosConta {
  solicitacoes: SolicitarAcessoBody[];
  confirmacoes: string[];
  pedidosDeLink: EsqueciSenhaBody[];
  validacoes: string[];
  redefinicoes: RedefinirSenhaBody[];
}

export function erroDeValidacao(keys: string[], message: string): ErroValidacao {
  return { validation: { body: { source: 'body', keys, message } } };
}

const erro = (mensagem: string): ErroMensagem => ({ RES: mensagem });

/** The contract's 400 envelope naming every offending key, or the parsed body. */
async function validar<S extends z.ZodMiniType>(schema: S, request: Request): Promise<z.infer<S> | Response> {
  const corpo = await schema.safeParseAsync(await request.json());
  if (corpo.success) return corpo.data;
  const keys = [...new Set(corpo.error.issues.map((i) => String(i.path[0])))];
  return HttpResponse.json(erroDeValidacao(keys, corpo.error.issues[0].message), { status: 400 });
}

/** 429 as the server's limiter answers it. */
export function limiteAtingido(url: string) {
  return http.post(url, () => HttpResponse.json(erro(MENSAGEM_LIMITE), { status: 429, headers: { 'Retry-After': '900' } }));
}

const TOKENS_DE_SENHA = new Set([TOKEN_VALIDO, TOKEN_DEFINIR]);

export function handlersConta(enviados: EnviadosConta = novosEnviados()) {
  let tokenUsado = false;
  const linkInvalido = () => HttpResponse.json(erro(MENSAGENS_CONTA.linkInvalido), { status: 400 });
  return [
    http.post(URL_SOLICITAR_ACESSO, async ({ request }) => {
      const corpo = await validar(SolicitarAcessoBody, request);
      if (corpo instanceof Response) return corpo;
      enviados.solicitacoes.push(corpo);
      return HttpResponse.json({ RES: MENSAGENS_CONTA.solicitacaoRecebida });
    }),
    http.post(URL_CONFIRMAR_EMAIL, async ({ request }) => {
      const corpo = await validar(ConfirmarEmailBody, request);
      if (corpo instanceof Response) return corpo;
      enviados.confirmacoes.push(corpo.token);
      // Opening the link again answers alike, as the server does.
      if (corpo.token === TOKEN_CONFIRMACAO) return HttpResponse.json({ RES: MENSAGENS_CONTA.emailConfirmado });
      const mensagem = corpo.token === TOKEN_CONFIRMACAO_EXPIRADO ? MENSAGENS_CONTA.confirmacaoExpirada : MENSAGENS_CONTA.confirmacaoInvalida;
      return HttpResponse.json(erro(mensagem), { status: 400 });
    }),
    http.post(URL_ESQUECI_SENHA, async ({ request }) => {
      const corpo = await validar(EsqueciSenhaBody, request);
      if (corpo instanceof Response) return corpo;
      enviados.pedidosDeLink.push(corpo);
      return HttpResponse.json({ RES: MENSAGENS_CONTA.linkEnviado });
    }),
    http.post(URL_VALIDAR_TOKEN, async ({ request }) => {
      const corpo = await validar(ValidarTokenBody, request);
      if (corpo instanceof Response) return corpo;
      enviados.validacoes.push(corpo.token);
      if (!TOKENS_DE_SENHA.has(corpo.token) || tokenUsado) return linkInvalido();
      const definir = corpo.token === TOKEN_DEFINIR;
      const RES = ValidarTokenResposta.parse({ email: EMAIL_DO_TOKEN, expira_em: '2026-11-21T12:30:00-03:00', finalidade: definir ? 'definir' : 'redefinir' });
      return HttpResponse.json({ RES });
    }),
    http.post(URL_REDEFINIR_SENHA, async ({ request }) => {
      const corpo = await validar(RedefinirSenhaBody, request);
      if (corpo instanceof Response) return corpo;
      if (!TOKENS_DE_SENHA.has(corpo.token) || tokenUsado) return linkInvalido();
      tokenUsado = true;
      enviados.redefinicoes.push(corpo);
      return HttpResponse.json({ RES: corpo.token === TOKEN_DEFINIR ? MENSAGENS_CONTA.senhaDefinida : MENSAGENS_CONTA.senhaRedefinida });
    }),
  ];
}

export function novosEnviados(): EnviadosConta {
  return { solicitacoes: [], confirmacoes: [], pedidosDeLink: [], validacoes: [], redefinicoes: [] };
}
