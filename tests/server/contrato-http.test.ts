import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { DadosStart } from '@retaguarda/contrato/api/start';
import { createTestApp, VERSAO, type TestApp } from './helpers';

let t: TestApp;
let cookie: string;
let painel: string;

const lista = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: payload as object });
const validacao = async (payload: unknown) => (await lista(payload)).json().validation.body;

beforeAll(async () => {
  painel = mkdtempSync(join(tmpdir(), 'retaguarda-dist-'));
  writeFileSync(join(painel, 'index.html'), '<!doctype html><title>Retaguarda</title>');
  writeFileSync(join(painel, 'app.js'), 'console.log(1)');
  t = await createTestApp({ orders: 100, staticDir: painel });
  cookie = await t.login('admin@retaguarda.dev');
});
afterAll(async () => {
  await t.close();
  rmSync(painel, { recursive: true, force: true });
});

describe('GET /v2/config/erp/dados-start', () => {
  it('answers the sellers of the user group and the catalogues', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });
    const dados = DadosStart.parse(res.json().RES);
    expect(dados.sellers.map((s) => s.id_pessoa)).toEqual([1, 2, 3, 4]);
    expect(dados.status_pedido_venda).toEqual(Object.values(STATUS));
    expect(dados.forma_pagto).toEqual(Object.values(FORMAS_PAGTO));
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('validation errors name every offending field', () => {
  it('names page and limit when the body is missing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validation: { body: { source: 'body', keys: ['page', 'limit'], message: 'Informe a página' } } });
  });

  it.each([
    [{ page: 0, limit: 10 }, ['page'], 'A página começa em 1'],
    [{ page: 1, limit: 0 }, ['limit'], 'O limite mínimo é 1'],
    [{ page: 1, limit: 501 }, ['limit'], 'O limite máximo é 500'],
    [{ page: '1', limit: 10 }, ['page'], 'Informe a página'],
    [{ page: 1, limit: 10, id_pessoa: [1, 'a'] }, ['id_pessoa'], 'Informe um número'],
    [{ page: 1, limit: 10, id_pessoa: 3 }, ['id_pessoa'], 'Lojas: informe uma lista de números'],
    [{ page: 1, limit: 10, data_from_pedido: '2026-11-20' }, ['data_from_pedido'], 'Data inválida: use DD/MM/AAAA'],
    [{ page: 1, limit: 10, data_to_pedido: '31/02/2026' }, ['data_to_pedido'], 'Data inválida: use DD/MM/AAAA'],
    [{ page: 1, limit: 10, data_from_pedido: '21/11/2026', data_to_pedido: '20/11/2026' }, ['data_to_pedido'], 'A data final do pedido é anterior à inicial'],
    [{ page: 1, limit: 10, data_from_nfce: '21/11/2026', data_to_nfce: '20/11/2026' }, ['data_to_nfce'], 'A data final da NFC-e é anterior à inicial'],
    [{ page: 1, limit: 10, hora_from: '24:00' }, ['hora_from'], 'Hora inválida: use HH:mm (00:00 a 23:59)'],
    [{ page: 1, limit: 10, hora_from: '18:00', hora_to: '08:00' }, ['hora_to'], 'A hora final é anterior à inicial'],
    [{ page: 1, limit: 10, status_pedido: [0] }, ['status_pedido'], 'Informe um número positivo'],
    [{ page: 1, limit: 10, forma_pagto: ['pix'] }, ['forma_pagto'], 'Informe um número'],
    [{ page: 1, limit: 10, numero_nfce: ['12a'] }, ['numero_nfce'], 'Número de NFC-e deve ser numérico'],
  ])('%j → keys %j', async (payload, keys, message) => {
    expect(await validacao(payload)).toEqual({ source: 'body', keys, message });
  });

  it('lists several bad fields at once, in payload order, with the first message', async () => {
    const v = await validacao({ page: 0, limit: 900, hora_from: 'x', numero_nfce: [-1], forma_pagto: 'pix' });
    expect(v.keys).toEqual(['page', 'limit', 'hora_from', 'forma_pagto', 'numero_nfce']);
    expect(v.message).toBe('A página começa em 1');
  });

  it.each([[[]], ['texto'], [7], [null]])('a body that is not an object (%j) names the fields the route expects', async (corpo) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: { ...VERSAO, 'content-type': 'application/json' }, payload: JSON.stringify(corpo) });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys).toEqual(['email', 'senha']);
  });

  it('a text body where JSON goes names the required fields only', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO, 'content-type': 'text/plain' }, payload: 'x' });
    expect(res.json().validation.body.keys).toEqual(['page', 'limit']);
  });

  it('answers malformed JSON with a readable 400 and no parser internals', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO, 'content-type': 'application/json' }, payload: '{"page": 1,' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: 'O corpo da requisição não é um JSON válido' });
  });
});

describe('routing', () => {
  it('answers 404 with the error envelope for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/nao-existe', headers: { cookie, accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RES: 'Recurso não encontrado' });
  });

  it('answers 405 with Allow for a known route called with the wrong method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/vendas/lista-pedidos', headers: { cookie } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('PUT');
    expect(res.json()).toEqual({ RES: 'Método não permitido' });
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/login_erp/logar', headers: VERSAO })).statusCode).toBe(405);
  });

  it('serves the built panel, and index.html for any page path that accepts HTML', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/vendas/gestao-pedidos?page=2', '/auth/login']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Retaguarda</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/falta.png', headers: { accept: 'image/png' } })).statusCode).toBe(404);
  });

  it('serves the page to a client that accepts anything (*/*, or no Accept), but keeps API paths and missing files JSON 404s', async () => {
    for (const accept of ['*/*', 'text/*', undefined]) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers: accept ? { accept } : {} });
      expect([accept, res.statusCode, res.body]).toEqual([accept, 200, expect.stringContaining('<title>Retaguarda</title>')]);
    }
    for (const url of ['/v1/nao-existe', '/v2/nao-existe', '/%762/nao-existe', '//v1/nao-existe', '/assets/tela-velha.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { RES: 'Recurso não encontrado' }]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/auth/login', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/auth/login', headers: { accept: 'text/html;q=0, application/json' } })).statusCode).toBe(404);
  });

  it('never leaks a stack trace or SQL when something breaks inside', async () => {
    const quebrado = await createTestApp({ orders: 10 });
    const c = await quebrado.login('admin@retaguarda.dev');
    await quebrado.sql.executar('DROP TABLE orders_daily');
    const res = await quebrado.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: c, ...VERSAO }, payload: { page: 1, limit: 10 } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ RES: 'Houve um erro inesperado, tente novamente.' });
    await quebrado.close();
  });
});

describe('CSRF header and no-store, however the path is spelled', () => {
  const grafias = ['/v1/login_erp/logout', '/%761/login_erp/logout', '/v1/login_erp/%6Cogout', '/%76%31/login_erp/logout'];

  it.each(grafias)('POST %s without X-Client-Version is refused with 400, the session untouched', async (url) => {
    const sessao = await t.login('vendas@retaguarda.dev');
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie: sessao } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: 'Cabeçalho X-Client-Version ausente.' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie: sessao } })).statusCode).toBe(200);
  });

  it('refuses a state change without the header on every spelling of a PUT route too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/%762/vendas/lista-pedidos', headers: { cookie }, payload: { page: 1, limit: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: 'Cabeçalho X-Client-Version ausente.' });
  });

  it('sends Cache-Control: no-store on API answers, 404s, 405s, 401s and validation errors whatever the spelling', async () => {
    const casos: [string, string, number][] = [
      ['GET', '/%762/config/erp/dados-start', 200],
      ['GET', '/v2/config/erp/%64ados-start', 200],
      ['GET', '//v2/config/erp/dados-start', 404],
      ['GET', '/v2//config/erp/dados-start', 404],
      ['GET', '/V2/config/erp/dados-start', 404],
      ['GET', '/v9/nada', 404],
      ['GET', '/%762/vendas/lista-pedidos', 405],
      ['GET', '/v1/%E0%A4%A', 404],
    ];
    for (const [method, url, status] of casos) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie, accept: '*/*' } });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, status, 'no-store']);
    }
    const semSessao = await t.app.inject({ method: 'GET', url: '/%762/config/erp/dados-start' });
    expect([semSessao.statusCode, semSessao.headers['cache-control']]).toEqual([401, 'no-store']);
    const invalido = await t.app.inject({ method: 'PUT', url: '/%762/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 0 } });
    expect([invalido.statusCode, invalido.headers['cache-control']]).toEqual([400, 'no-store']);
  });
});
