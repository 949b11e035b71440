/** A strict client: `Content-Type: application/json` with an empty body where none is needed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, VERSAO, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orders: 10 });
});
afterAll(() => t.close());

const JSON_VAZIO = { ...VERSAO, 'content-type': 'application/json' };
const postar = (url: string, payload: string, cookie = '', headers: Record<string, string> = JSON_VAZIO) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload });

describe('an empty JSON body', () => {
  it('is accepted by renovar-token and logout, which need no body', async () => {
    const cookie = await t.login('vendas@retaguarda.dev');
    t.relogio.avancar(11 * 1000);
    const renovado = await postar('/v1/login_erp/renovar-token', '', cookie);
    expect(renovado.statusCode).toBe(200);
    const comCharset = await postar('/v1/login_erp/logout', '', cookie, { ...VERSAO, 'content-type': 'application/json; charset=utf-8' });
    expect(comCharset.statusCode).toBe(200);
    expect(comCharset.json()).not.toEqual({ RES: 'O corpo da requisição está vazio' });
  });

  it('is read as {} where a body is needed: the 400 names every missing key', async () => {
    const res = await postar('/v1/login_erp/logar', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys).toEqual(['email', 'senha']);
    const soEspacos = await postar('/v1/login_erp/esqueci-senha', ' \n ');
    expect(soEspacos.json().validation.body.keys).toEqual(['email']);
  });

  it('leaves malformed JSON and prototype poisoning refused as before', async () => {
    const quebrado = await postar('/v1/login_erp/logar', '{"email":');
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json()).toEqual({ RES: 'O corpo da requisição não é um JSON válido' });
    const veneno = await postar('/v1/login_erp/logar', '{"__proto__":{"admin":true},"email":"a@b.c","senha":"x"}');
    expect(veneno.statusCode).toBe(400);
  });
});
