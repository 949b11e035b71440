import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS_DOCUMENTACAO } from '@retaguarda/contrato/modulos/sistema/documentacao.api';
import { ARQUIVO_DO_DOCUMENTO } from '../../../server/modulos/documentacao';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PAGINA = ENDPOINTS_DOCUMENTACAO.pagina.caminho;
const diretivas = (csp: unknown) => new Map(String(csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([nome = '', ...valores]) => [nome, valores]));

describe('the API documentation page', () => {
  it('answers its HTML without a session, loading Swagger UI from this server only', async () => {
    const res = await t.app.inject({ method: 'GET', url: PAGINA, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="swagger-ui">');
    const enderecos = [...res.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? '');
    expect(enderecos.length).toBeGreaterThan(3);
    expect(enderecos.filter((url) => !url.startsWith(`${PAGINA}/static/`))).toEqual([]);
    for (const url of enderecos) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('keeps the security headers of every answer: no inline script, no framing, nothing fetched elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: PAGINA, headers: { accept: 'text/html' } });
    const csp = diretivas(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('configures Swagger UI without the validator badge, which would send the document to swagger.io', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PAGINA}/static/swagger-initializer.js` });
    expect(res.statusCode).toBe(200);
    const config = /const config = (\{.*\})\n/.exec(res.body)?.[1];
    expect(JSON.parse(config ?? '{}')).toMatchObject({ validatorUrl: null });
    expect(res.body).not.toContain('validator.swagger.io');
  });

  it('serves docs/openapi.json as the document the page reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS_DOCUMENTACAO.documento.caminho });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(readFileSync(ARQUIVO_DO_DOCUMENTO, 'utf8')));
  });
});
