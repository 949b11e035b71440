import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '../../src/api/catalogos';
import { DadosStart } from '../../src/api/start';
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
    [{ page: 1, limit: 10, id_pessoa: 3 }, ['id_pessoa'], 'Sellers: informe uma lista de números'],
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

  it('never leaks a stack trace or SQL when something breaks inside', async () => {
    const quebrado = await createTestApp({ orders: 10 });
    const c = await quebrado.login('admin@retaguarda.dev');
    quebrado.db.sqlite.exec('DROP TABLE orders_daily');
    const res = await quebrado.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: c, ...VERSAO }, payload: { page: 1, limit: 10 } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ RES: 'Houve um erro inesperado, tente novamente.' });
    await quebrado.close();
  });
});
