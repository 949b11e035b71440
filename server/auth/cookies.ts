import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { ACESSO_SEGUNDOS } from './tokens';

export const COOKIE_ACESSO = 'rtg_acesso';
export const COOKIE_REFRESH = 'rtg_refresh';
/** The refresh cookie only travels to the session endpoints (renovar-token, logout, alterar-senha). */
export const CAMINHO_REFRESH = '/v1/login_erp';

function base(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure };
}

export function gravarCookies(reply: FastifyReply, secure: boolean, acesso: string, refresh: string, refreshMaxAgeS: number): void {
  reply.setCookie(COOKIE_ACESSO, acesso, { ...base(secure), path: '/', maxAge: ACESSO_SEGUNDOS });
  reply.setCookie(COOKIE_REFRESH, refresh, { ...base(secure), path: CAMINHO_REFRESH, maxAge: Math.max(1, Math.floor(refreshMaxAgeS)) });
}

export function limparCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIE_ACESSO, { ...base(secure), path: '/' });
  reply.clearCookie(COOKIE_REFRESH, { ...base(secure), path: CAMINHO_REFRESH });
}
