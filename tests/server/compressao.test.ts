import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, VERSAO, type TestApp } from './helpers';

let t: TestApp;
let dir: string;
const SCRIPT = `console.log(${JSON.stringify('Retaguarda '.repeat(500))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'retaguarda-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Retaguarda</title>');
  writeFileSync(join(dir, 'app.js'), SCRIPT);
  // what build/comprimirArquivos.ts writes beside a built asset
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'painel-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'painel-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'painel-abc123.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  t = await createTestApp({ orders: 200, staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compression', () => {
  it('serves the panel scripts gzip-compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('compresses large API answers and leaves them plain for clients that do not ask', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const filtro = { page: 1, limit: 100, data_from_pedido: '01/01/2020', data_to_pedido: '31/12/2030' };
    const put = (encoding?: string) =>
      t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO, ...(encoding ? { 'accept-encoding': encoding } : {}) }, payload: filtro });
    const comprimida = await put('gzip');
    expect(comprimida.headers['content-encoding']).toBe('gzip');
    const plana = await put();
    expect(plana.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(comprimida.rawPayload).toString('utf8'))).toEqual(plana.json());
  });

  it('sends the copies compressed at build time as they are: brotli, else gzip, else the file', async () => {
    const pedir = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/painel-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await pedir('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);
    const gz = await pedir('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plano = await pedir();
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.payload).toBe(SCRIPT);
  });

  it('lets browsers keep the hashed assets for a year and always revalidate the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/painel-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pagina = await t.app.inject({ method: 'GET', url: '/vendas/gestao-pedidos', headers: { accept: 'text/html' } });
    expect(pagina.headers['cache-control']).toBe('no-cache');
    const raiz = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(raiz.headers['cache-control']).not.toContain('immutable');
  });
});
