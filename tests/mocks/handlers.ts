/**
 * Default MSW handlers for the session calls (SPEC section 7). Every payload is built from
 * and checked against the shared schemas; a test overrides one call with server.use().
 */
import { http, HttpResponse } from 'msw';
import {
  AlterarSenhaBody,
  DadosStart,
  LoginBody,
  MENSAGENS_COMUNS,
  SessaoResposta,
  type ErroMensagem,
  type ErroValidacao,
  type Usuario,
} from '../../src/api';
import { SENHA_TESTE, metadataPadrao, usuarioAdmin, usuarioFinanceiro, usuarioVendas } from './fixtures';
import { handlersInicio } from './inicio';

export const URL_LOGAR = '*/v1/login_erp/logar';
export const URL_RENOVAR = '*/v1/login_erp/renovar-token';
export const URL_LOGOUT = '*/v1/login_erp/logout';
export const URL_ALTERAR_SENHA = '*/v1/login_erp/alterar-senha';
export const URL_DADOS_START = '*/v2/config/erp/dados-start';

/** The users the default login handler knows, by e-mail. */
export const USUARIOS_CONHECIDOS: Record<string, Usuario> = Object.fromEntries(
  [usuarioAdmin, usuarioVendas, usuarioFinanceiro].map((u) => [u.email, u]),
);

const sessao = (usuario: Usuario) => ({ RES: SessaoResposta.parse({ usuario }) });
const erro = (mensagem: string): ErroMensagem => ({ RES: mensagem });

function erroDeValidacao(keys: string[], message: string): ErroValidacao {
  return { validation: { body: { source: 'body', keys, message } } };
}

export const handlers = [
  http.post(URL_LOGAR, async ({ request }) => {
    const corpo = LoginBody.safeParse(await request.json());
    if (!corpo.success) {
      const keys = corpo.error.issues.map((i) => String(i.path[0]));
      return HttpResponse.json(erroDeValidacao(keys, corpo.error.issues[0].message), { status: 400 });
    }
    const usuario = USUARIOS_CONHECIDOS[corpo.data.email];
    if (!usuario || corpo.data.senha !== SENHA_TESTE) {
      return HttpResponse.json(erro(MENSAGENS_COMUNS.loginInvalido), { status: 401 });
    }
    return HttpResponse.json(sessao(usuario));
  }),
  http.post(URL_RENOVAR, () => HttpResponse.json(sessao(usuarioAdmin))),
  http.post(URL_LOGOUT, () => HttpResponse.json({ RES: 'ok' })),
  http.post(URL_ALTERAR_SENHA, async ({ request }) => {
    const corpo = AlterarSenhaBody.safeParse(await request.json());
    if (!corpo.success) {
      const keys = corpo.error.issues.map((i) => String(i.path[0]));
      return HttpResponse.json(erroDeValidacao(keys, corpo.error.issues[0].message), { status: 400 });
    }
    if (corpo.data.senha_atual !== SENHA_TESTE) {
      return HttpResponse.json(erroDeValidacao(['senha_atual'], MENSAGENS_COMUNS.senhaAtualIncorreta), { status: 400 });
    }
    return HttpResponse.json({ RES: MENSAGENS_COMUNS.senhaAlterada });
  }),
  http.get(URL_DADOS_START, () => HttpResponse.json({ RES: DadosStart.parse(metadataPadrao) })),
  ...handlersInicio,
];
