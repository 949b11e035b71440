import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesDe, createTestApp, VERSAO, type TestApp } from './helpers';

let t: TestApp;
const MIN = 60 * 1000;

const renovar = (cookie: string) => t.app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie, ...VERSAO } });
const start = (cookie: string) => t.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });
const logout = (cookie: string) => t.app.inject({ method: 'POST', url: '/v1/login_erp/logout', headers: { cookie, ...VERSAO } });
const alterarSenha = (cookie: string, senha_atual: string, nova_senha: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login_erp/alterar-senha', headers: { cookie, ...VERSAO }, payload: { senha_atual, nova_senha } });
const valor = (cookie: string, nome: string) => cookie.split('; ').find((c) => c.startsWith(`${nome}=`)) ?? '';
const limpou = (res: LightMyRequestResponse) => ['__Host-rtg_acesso', '__Secure-rtg_refresh'].every((n) => res.cookies.some((c) => c.name === n && c.value === ''));

beforeAll(async () => {
  t = await createTestApp({ orders: 50 });
});
afterAll(() => t.close());

describe('session lifetime', () => {
  it('answers 401 without an access token, with a forged one and once it expires after 10 minutes', async () => {
    expect((await start('')).statusCode).toBe(401);
    const cookie = await t.login('admin@retaguarda.dev');
    expect((await start(cookie)).statusCode).toBe(200);
    expect((await start(cookie.replace(/rtg_acesso=[^.]+\./, 'rtg_acesso=eyJhbGciOiJub25lIn0.'))).statusCode).toBe(401);
    t.relogio.avancar(10 * MIN + 1000);
    const expirado = await start(cookie);
    expect(expirado.statusCode).toBe(401);
    expect(expirado.json()).toEqual({ RES: 'Sessão expirada. Entre novamente.' });
    const renovado = await renovar(cookie);
    expect(renovado.statusCode).toBe(200);
    expect(renovado.json().RES.usuario.email).toBe('admin@retaguarda.dev');
    expect((await start(cookiesDe(renovado))).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use, scoped like at login', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const res = await renovar(cookie);
    const novo = cookiesDe(res);
    expect(valor(novo, '__Secure-rtg_refresh')).not.toBe(valor(cookie, '__Secure-rtg_refresh'));
    expect(res.cookies.find((c) => c.name === '__Secure-rtg_refresh')).toMatchObject({ path: '/v1/login_erp', httpOnly: true, sameSite: 'Strict', secure: true });
    expect((await renovar(novo)).statusCode).toBe(200);
  });

  it('answers a reuse within 10 s like the first use and revokes nothing (two tabs)', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const primeira = await renovar(cookie);
    t.relogio.avancar(9 * 1000);
    const segunda = await renovar(cookie);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    expect((await renovar(cookiesDe(primeira))).statusCode).toBe(200);
    expect((await renovar(cookiesDe(segunda))).statusCode).toBe(200);
  });

  it('lets two refreshes racing with the same token both succeed', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const [a, b] = await Promise.all([renovar(cookie), renovar(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await start(cookiesDe(a))).statusCode).toBe(200);
    expect((await start(cookiesDe(b))).statusCode).toBe(200);
  });

  it('treats a reuse after 10 s as theft: 401 and the whole family revoked', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const legitima = await renovar(cookie);
    t.relogio.avancar(11 * 1000);
    const roubada = await renovar(cookie);
    expect(roubada.statusCode).toBe(401);
    expect(limpou(roubada)).toBe(true);
    expect((await renovar(cookiesDe(legitima))).statusCode).toBe(401);
    expect((await start(cookiesDe(legitima))).statusCode).toBe(401);
  });

  it('answers 401 for a missing or unknown refresh cookie', async () => {
    expect((await renovar('')).statusCode).toBe(401);
    expect((await renovar('__Secure-rtg_refresh=inexistente')).statusCode).toBe(401);
  });

  it('expires a session left without a refresh for 8 hours (idle timeout), at the refresh and at every call', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    t.relogio.avancar(8 * 60 * MIN + 1000);
    expect((await start(cookie)).statusCode).toBe(401);
    expect((await renovar(cookie)).statusCode).toBe(401);
  });

  it('keeps a session refreshed within 8 hours alive', async () => {
    let cookie = await t.login('admin@retaguarda.dev');
    for (let i = 0; i < 3; i++) {
      t.relogio.avancar(7 * 60 * MIN);
      const res = await renovar(cookie);
      expect(res.statusCode, `renovação ${i}`).toBe(200);
      cookie = cookiesDe(res);
    }
    expect((await start(cookie)).statusCode).toBe(200);
  });

  it('ends a session 7 days after login however often it is refreshed (absolute limit)', async () => {
    let cookie = await t.login('admin@retaguarda.dev');
    // Refreshed every 7 hours up to the last moment before the seventh day ends.
    for (let h = 7; h < 7 * 24; h += 7) {
      t.relogio.avancar(7 * 60 * MIN);
      const res = await renovar(cookie);
      expect(res.statusCode, `hora ${h}`).toBe(200);
      cookie = cookiesDe(res);
    }
    expect((await start(cookie)).statusCode).toBe(200);
    t.relogio.avancar(7 * 60 * MIN);
    // Past 7 days: the access token is still fresh, but the guard sees the session's end.
    expect((await start(cookie)).statusCode).toBe(401);
    expect((await renovar(cookie)).statusCode).toBe(401);
  });

  it('logout revokes the session: the refresh and the access token stop working and the cookies are cleared', async () => {
    const cookie = await t.login('admin@retaguarda.dev');
    const outra = await t.login('admin@retaguarda.dev');
    const res = await logout(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RES: 'ok' });
    expect(limpou(res)).toBe(true);
    expect((await renovar(cookie)).statusCode).toBe(401);
    expect((await start(cookie)).statusCode).toBe(401);
    expect((await start(outra)).statusCode).toBe(200);
    expect((await logout('')).statusCode).toBe(200);
  });

  it('a password change keeps the current session and ends every other one', async () => {
    const atual = await t.login('vendas@retaguarda.dev');
    const outra = await t.login('vendas@retaguarda.dev');
    const errada = await alterarSenha(atual, 'nao-e-esta', 'nova-senha-123');
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({ validation: { body: { source: 'body', keys: ['senha_atual'], message: 'A senha atual está incorreta' } } });
    const igual = await alterarSenha(atual, 'retaguarda', 'retaguarda');
    expect(igual.json().validation.body.keys).toEqual(['nova_senha']);
    const curta = await alterarSenha(atual, 'retaguarda', 'curta');
    expect(curta.json().validation.body).toMatchObject({ keys: ['nova_senha'], message: 'A senha deve ter pelo menos 8 caracteres' });

    const ok = await alterarSenha(atual, 'retaguarda', 'nova-senha-123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ RES: 'Senha alterada' });
    expect((await start(atual)).statusCode).toBe(200);
    expect((await renovar(atual)).statusCode).toBe(200);
    expect((await start(outra)).statusCode).toBe(401);
    expect((await renovar(outra)).statusCode).toBe(401);
    await expect(t.login('vendas@retaguarda.dev')).rejects.toThrow(/401/);
    await expect(t.login('vendas@retaguarda.dev', 'nova-senha-123')).resolves.toContain('rtg_acesso=');
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const cookie = await t.login('financeiro@retaguarda.dev');
    await t.sql.executar("UPDATE users SET ativo = 0 WHERE email = 'financeiro@retaguarda.dev'");
    expect((await start(cookie)).statusCode).toBe(401);
    expect((await renovar(cookie)).statusCode).toBe(401);
    await t.sql.executar("UPDATE users SET ativo = 1 WHERE email = 'financeiro@retaguarda.dev'");
    expect((await renovar(cookie)).statusCode).toBe(401);
  });
});
