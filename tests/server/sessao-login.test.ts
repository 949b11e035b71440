import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { SessaoResposta } from '@retaguarda/contrato/api/sessao';
import { createTestApp, VERSAO, type TestApp } from './helpers';

let t: TestApp;
const logar = (email: string, senha: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha }, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
});
afterAll(() => t.close());

describe('POST /v1/login_erp/logar', () => {
  it('signs in a demo user and answers the Usuario of the contract', async () => {
    const res = await logar('admin@retaguarda.dev', 'retaguarda', '10.0.0.1');
    expect(res.statusCode).toBe(200);
    const { usuario } = SessaoResposta.parse(res.json().RES);
    expect(usuario).toMatchObject({ email: 'admin@retaguarda.dev', id_seller: 1, nome_seller: 'Loja Centro', id_sellers_mesmo_grupo: [1, 2, 3, 4] });
    expect([...usuario.permissoes.permissions].sort()).toEqual([...ALL_PERMISSION_KEYS].sort());
  });

  it('gives the vendas and financeiro users only their area keys', async () => {
    const vendas = SessaoResposta.parse((await logar('vendas@retaguarda.dev', 'retaguarda', '10.0.0.2')).json().RES).usuario;
    expect(vendas.permissoes.permissions.every((k) => k === 'menu_principal_vendas' || k.startsWith('vendas_'))).toBe(true);
    expect(vendas.permissoes.permissions).toContain('vendas_gestao_de_pedidos');
    const fin = SessaoResposta.parse((await logar('FINANCEIRO@retaguarda.dev', 'retaguarda', '10.0.0.2')).json().RES).usuario;
    expect(fin.permissoes.permissions.every((k) => k === 'menu_principal_financeiro' || k.startsWith('financeiro_'))).toBe(true);
  });

  it('sets HttpOnly, SameSite=Strict, Secure cookies, the refresh one scoped to /v1/login_erp', async () => {
    const res = await logar('admin@retaguarda.dev', 'retaguarda', '10.0.0.3');
    const acesso = res.cookies.find((c) => c.name === '__Host-rtg_acesso');
    const refresh = res.cookies.find((c) => c.name === '__Secure-rtg_refresh');
    expect(acesso).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/', maxAge: 600 });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/v1/login_erp', maxAge: 8 * 3600 });
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('leaves Secure off only when the app is built with cookieSecure: false (localhost)', async () => {
    const local = await createTestApp({ orders: 10, cookieSecure: false });
    const res = await local.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'admin@retaguarda.dev', senha: 'retaguarda' } });
    expect(res.cookies.every((c) => c.secure !== true && c.httpOnly === true && c.sameSite === 'Strict')).toBe(true);
    await local.close();
  });

  it('answers the same 401 text for an unknown e-mail and for a wrong password', async () => {
    const desconhecido = await logar('ninguem@retaguarda.dev', 'retaguarda', '10.0.1.1');
    const errada = await logar('admin@retaguarda.dev', 'senha-errada', '10.0.1.2');
    expect(desconhecido.statusCode).toBe(401);
    expect(errada.statusCode).toBe(401);
    expect(desconhecido.json()).toEqual({ RES: 'E-mail ou senha inválidos' });
    expect(errada.json()).toEqual(desconhecido.json());
    expect(desconhecido.cookies).toEqual([]);
  });

  it('refuses an inactive user with 403 Usuário inativo and no cookies', async () => {
    const res = await logar('inativo@retaguarda.dev', 'retaguarda', '10.0.2.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ RES: 'Seu acesso está inativo. Peça ao administrador da sua loja para reativá-lo.' });
    expect(res.cookies).toEqual([]);
  });

  it('names every invalid field of the login body', async () => {
    const vazio = await t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: {} });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toEqual({ validation: { body: { source: 'body', keys: ['email', 'senha'], message: 'Informe o e-mail' } } });
    const email = await t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'não-é-email', senha: 'x' } });
    expect(email.json()).toEqual({ validation: { body: { source: 'body', keys: ['email'], message: 'E-mail inválido' } } });
  });

  it('refuses a POST without X-Client-Version with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/login_erp/logar', payload: { email: 'admin@retaguarda.dev', senha: 'retaguarda' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: 'Cabeçalho X-Client-Version ausente.' });
  });
});
