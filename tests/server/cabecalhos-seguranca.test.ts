import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, VERSAO, type TestApp } from './helpers';

const SCRIPT_TEMA = "document.documentElement.dataset.tema = 'claro';";
const SCRIPT_PRECARGA = '\n  (function () { var l = document.createElement("link"); })();\n';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

let t: TestApp;
let painel: string;
let cookie: string;

beforeAll(async () => {
  painel = mkdtempSync(join(tmpdir(), 'retaguarda-csp-'));
  writeFileSync(
    join(painel, 'index.html'),
    `<!doctype html><html><head><title>Retaguarda</title><script>${SCRIPT_TEMA}</script><script type="module" crossorigin src="/assets/main.js"></script>` +
      `<script>${SCRIPT_PRECARGA}</script></head><body></body></html>`,
  );
  t = await createTestApp({ orders: 20, staticDir: painel });
  cookie = await t.login('admin@retaguarda.dev');
});
afterAll(async () => {
  await t.close();
  rmSync(painel, { recursive: true, force: true });
});

const diretivas = (csp: string | undefined) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([nome = '', ...valores]) => [nome, valores]));

/** A page, an API answer, a 404 of each kind, an error and a router failure: all get the headers. */
const respostas = () => [
  t.app.inject({ method: 'GET', url: '/vendas/gestao-pedidos', headers: { accept: 'text/html' } }),
  t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } }),
  t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start' }),
  t.app.inject({ method: 'GET', url: '/v1/nada' }),
  t.app.inject({ method: 'GET', url: '/falta.png', headers: { accept: 'image/png' } }),
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 0 } }),
];

describe('Content-Security-Policy', () => {
  it('allows scripts only from the origin and the inline scripts of index.html by their sha256, never unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const d = diretivas(res.headers['content-security-policy'] as string);
    expect(d.get('script-src')).toEqual(["'self'", sha(SCRIPT_TEMA), sha(SCRIPT_PRECARGA)]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
  });

  it('is on every answer: page, API, 401, 404, 400', async () => {
    for (const res of await Promise.all(respostas())) {
      expect([res.statusCode, diretivas(res.headers['content-security-policy'] as string).get('frame-ancestors')]).toEqual([res.statusCode, ["'none'"]]);
    }
  });

  it('hashes nothing when there is no built panel (API only): scripts from the origin alone', async () => {
    const api = await createTestApp({ orders: 5 });
    const res = await api.app.inject({ method: 'GET', url: '/v1/nada' });
    expect(diretivas(res.headers['content-security-policy'] as string).get('script-src')).toEqual(["'self'"]);
    await api.close();
  });
});

describe('other security headers', () => {
  it('sends Permissions-Policy, COOP, nosniff, X-Frame-Options and Referrer-Policy everywhere', async () => {
    for (const res of await Promise.all(respostas())) {
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('sends HSTS on HTTPS (secure cookies) to a real host, never to localhost', async () => {
    const real = await t.app.inject({ method: 'GET', url: '/v1/nada', headers: { host: 'retaguarda.loja.com.br' } });
    expect(real.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/nada', headers: { host } })).headers['strict-transport-security'], host).toBeUndefined();
    }
  });

  it('sends no HSTS when the app serves plain HTTP (cookieSecure: false)', async () => {
    const local = await createTestApp({ orders: 5, cookieSecure: false });
    const res = await local.app.inject({ method: 'GET', url: '/v1/nada', headers: { host: 'retaguarda.loja.com.br' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await local.close();
  });

  it('answers a malformed path escape with the JSON 404, no-store and the same headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/%E0%A4%A' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RES: 'Recurso não encontrado' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('cookie names', () => {
  it('uses __Host- for the access cookie and __Secure- for the path-scoped refresh cookie on HTTPS', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'vendas@retaguarda.dev', senha: 'retaguarda' } });
    const nomes = res.cookies.map((c) => [c.name, c.path, c.secure, c.domain]);
    expect(nomes).toEqual([
      ['__Host-rtg_acesso', '/', true, undefined],
      ['__Secure-rtg_refresh', '/v1/login_erp', true, undefined],
    ]);
  });

  it('ignores a bare-named cookie on HTTPS (a sibling subdomain could have planted it)', async () => {
    const bare = cookie.replace('__Host-rtg_acesso', 'rtg_acesso');
    expect((await t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie: bare } })).statusCode).toBe(401);
  });

  it('keeps bare names on plain-HTTP localhost, where browsers refuse prefixed cookies', async () => {
    const local = await createTestApp({ orders: 5, cookieSecure: false });
    const c = await local.login('vendas@retaguarda.dev');
    expect(c).toMatch(/^rtg_acesso=[^;]+; rtg_refresh=/);
    expect((await local.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie: c } })).statusCode).toBe(200);
    await local.close();
  });
});
