import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAGENS_COMUNS, type ErroMensagem } from '@retaguarda/contrato/api/envelope';
import { ehCaminhoDaApi } from './caminho';

const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A call the PSP signs (the payment notice) carries no cookie, so no CSRF to guard: its declaration says so. */
const assinadaPeloPsp = (req: FastifyRequest): boolean => {
  const acesso = req.routeOptions.config.endpoint?.acesso;
  return typeof acesso === 'object' && 'assinado' in acesso && acesso.assinado === 'psp';
};

/** 'sha256-…' of each inline <script> of the built index.html (the theme and preload scripts). */
export function hashesDosScriptsEmbutidos(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, atributos = '', corpo = ''] = m;
    if (/\bsrc\s*=/i.test(atributos) || corpo === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(corpo, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy of every answer; the panel's inline scripts run only by their hash. */
export function politicaDeConteudo(hashesScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashesScripts.map((h) => ` ${h}`).join('')}`,
    // MUI (emotion) writes its styles into <style> tags at run time and React sets style=""
    // attributes; neither can carry a hash or nonce here, so inline styles stay allowed. A style
    // cannot run code, and scripts (the real XSS vector) stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const POLITICA_DE_PERMISSOES = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

/** A year of HTTPS-only, the length the HSTS preload list asks for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const LOCAL = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

export interface OpcoesProtecoes {
  /** The built panel's folder: its index.html's inline scripts are hashed into the policy. */
  staticDir?: string;
  /** Secure cookies mean HTTPS: HSTS is sent, except to localhost. */
  https: boolean;
}

function politicaDoPainel(staticDir: string | undefined): string {
  const indice = staticDir ? join(staticDir, 'index.html') : null;
  return politicaDeConteudo(indice && existsSync(indice) ? hashesDosScriptsEmbutidos(readFileSync(indice, 'utf8')) : []);
}

/** An API route as the router matched it; unmatched calls are judged by their decoded path. */
function ehDaApi(req: FastifyRequest): boolean {
  const rota = req.routeOptions.url;
  return rota !== undefined ? /^\/v\d+\//.test(rota) : ehCaminhoDaApi(req.url);
}

export interface Protecoes {
  /** The security headers (and no-store on API paths) of one answer. */
  aplicar(req: FastifyRequest, reply: FastifyReply): void;
  /** The CSRF guard and the headers on every answer that goes through Fastify's hooks. */
  registrar(app: FastifyInstance): void;
}

/**
 * CSRF guard, no-store on API answers, and the security headers of every answer (API, panel,
 * 404s and errors alike). Decisions use the matched route, never the raw URL: `/%761/...`
 * reaches /v1/... and must meet the same rules.
 */
export function criarProtecoes(opcoes: OpcoesProtecoes): Protecoes {
  const csp = politicaDoPainel(opcoes.staticDir);
  const aplicar = (req: FastifyRequest, reply: FastifyReply): void => {
    if (ehDaApi(req)) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // The panel is never framed: no clickjacking of signed-in staff (frame-ancestors for new
    // browsers, X-Frame-Options for old ones).
    reply.header('x-frame-options', 'DENY');
    // A PDF opens in the browser's own viewer, which a document policy can break; it runs no
    // page script, and X-Frame-Options still keeps it out of frames.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) reply.header('content-security-policy', csp);
    reply.header('permissions-policy', POLITICA_DE_PERMISSOES);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (opcoes.https && !LOCAL.test(req.host)) reply.header('strict-transport-security', HSTS);
  };
  return {
    aplicar,
    registrar(app) {
      app.addHook('onRequest', async (req, reply) => {
        if (ehDaApi(req)) reply.header('cache-control', 'no-store');
        // Required on every state-changing call: with SameSite=Strict it is the CSRF guard.
        // Every matched route that changes state is an API route; unmatched ones answer 404/405.
        // The PSP's notice carries no cookie (its HMAC signature is the credential): no CSRF to guard.
        if (req.routeOptions.url !== undefined && !assinadaPeloPsp(req) && METODOS_QUE_ALTERAM.has(req.method) && !req.headers['x-client-version']) {
          return reply.code(400).send({ RES: MENSAGENS_COMUNS.versaoCliente } satisfies ErroMensagem);
        }
      });
      app.addHook('onSend', async (req, reply) => aplicar(req, reply));
    },
  };
}
