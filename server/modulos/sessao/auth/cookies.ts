import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACESSO_SEGUNDOS } from './tokens';

/** The refresh cookie only travels to the session endpoints (renovar-token, logout, alterar-senha). */
export const CAMINHO_REFRESH = '/v1/login_erp';

/**
 * Cookie names. On HTTPS they carry the browser-enforced prefixes, so a sibling subdomain or a
 * plain-HTTP page cannot plant a session cookie: `__Host-` (Secure, no Domain, Path=/) for the
 * access token; the refresh token is path-scoped to CAMINHO_REFRESH, which `__Host-` forbids
 * (it requires Path=/), so it gets `__Secure-` (Secure, set only over HTTPS). Plain-HTTP
 * localhost cannot set prefixed cookies and keeps the bare names.
 */
export function nomesCookies(secure: boolean): { acesso: string; refresh: string } {
  return secure ? { acesso: '__Host-rtg_acesso', refresh: '__Secure-rtg_refresh' } : { acesso: 'rtg_acesso', refresh: 'rtg_refresh' };
}

export function cookieAcesso(req: FastifyRequest, secure: boolean): string | undefined {
  return req.cookies[nomesCookies(secure).acesso];
}

export function cookieRefresh(req: FastifyRequest, secure: boolean): string | undefined {
  return req.cookies[nomesCookies(secure).refresh];
}

function base(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure };
}

export function gravarCookies(reply: FastifyReply, secure: boolean, acesso: string, refresh: string, refreshMaxAgeS: number): void {
  const nomes = nomesCookies(secure);
  reply.setCookie(nomes.acesso, acesso, { ...base(secure), path: '/', maxAge: ACESSO_SEGUNDOS });
  reply.setCookie(nomes.refresh, refresh, { ...base(secure), path: CAMINHO_REFRESH, maxAge: Math.max(1, Math.floor(refreshMaxAgeS)) });
}

export function limparCookies(reply: FastifyReply, secure: boolean): void {
  const nomes = nomesCookies(secure);
  reply.clearCookie(nomes.acesso, { ...base(secure), path: '/' });
  reply.clearCookie(nomes.refresh, { ...base(secure), path: CAMINHO_REFRESH });
}
