/**
 * The session calls' URL patterns, for tests that inject a fault into one of them with
 * server.use(...) (a 401 from the refresh, a failing logout, a slow start). Nothing here answers
 * like the server: the panel tests are served by the real app (tests/panel/servidorReal.ts).
 */
import type { HttpHandler } from 'msw';

export const URL_LOGAR = '*/v1/login_erp/logar';
export const URL_RENOVAR = '*/v1/login_erp/renovar-token';
export const URL_LOGOUT = '*/v1/login_erp/logout';
export const URL_ALTERAR_SENHA = '*/v1/login_erp/alterar-senha';
export const URL_DADOS_START = '*/v2/config/erp/dados-start';

/** No default answers: a call no test handles is refused (setup.ts, onUnhandledRequest: 'error'), failing in the panel like a network error. */
export const handlers: HttpHandler[] = [];
