/**
 * The session calls' URL patterns, for tests that inject a fault into one of them with
 * server.use(...) (a 401 from the refresh, a failing logout, a slow start). Nothing here answers
 * like the server: the panel tests are served by the real app (tests/panel/servidorReal.ts).
 */
import type { HttpHandler } from 'msw';
import { ROTAS_INICIO, ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { padraoMsw } from './rotas';

export const URL_LOGAR = padraoMsw(ROTAS_SESSAO.logar);
export const URL_RENOVAR = padraoMsw(ROTAS_SESSAO.renovar);
export const URL_LOGOUT = padraoMsw(ROTAS_SESSAO.sair);
export const URL_ALTERAR_SENHA = padraoMsw(ROTAS_SESSAO.alterarSenha);
export const URL_DADOS_START = padraoMsw(ROTAS_INICIO.dadosStart);

/** No default answers: a call no test handles is refused (setup.ts, onUnhandledRequest: 'error'), failing in the panel like a network error. */
export const handlers: HttpHandler[] = [];
