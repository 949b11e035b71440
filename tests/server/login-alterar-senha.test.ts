import { afterEach, describe, expect, it } from 'vitest';
import { buscarTokenValido, emitirTokenRedefinicao } from '../../server/modulos/sessao/conta/tokens-redefinicao';
import { cookiesDe, VERSAO } from './helpers';
import { criarAppLogin, type AppLogin } from './login-app';

let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function entrar(app: AppLogin, email: string, senha = 'retaguarda', ip = '127.0.0.1'): Promise<string> {
  const res = await app.logar(email, senha, ip);
  expect(res.statusCode).toBe(200);
  return cookiesDe(res);
}

const alterar = (app: AppLogin, cookie: string, senha_atual: string, nova_senha: string) =>
  app.app.inject({ method: 'POST', url: '/v1/login_erp/alterar-senha', headers: { cookie, ...VERSAO }, payload: { senha_atual, nova_senha } });
const start = (app: AppLogin, cookie: string) => app.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });

describe('POST /v1/login_erp/alterar-senha', () => {
  it('refuses a common password with the reset rule, naming nova_senha', async () => {
    t = await criarAppLogin();
    const cookie = await entrar(t, 'vendas@retaguarda.dev');
    const res = await alterar(t, cookie, 'retaguarda', '12345678');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys).toEqual(['nova_senha']);
    expect(res.json().validation.body.message).toBe('Esta senha está entre as mais usadas. Escolha outra.');
    expect((await t.logar('vendas@retaguarda.dev', '12345678', '10.9.0.1')).statusCode).toBe(401);
  });

  it('limits guesses of the current password per user: the 6th within 15 minutes is 429, even right', async () => {
    t = await criarAppLogin();
    const cookie = await entrar(t, 'vendas@retaguarda.dev');
    for (let i = 0; i < 5; i++) {
      const res = await alterar(t, cookie, `chute-${i}`, 'Uma senha nova e longa 2026');
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.body.keys).toEqual(['senha_atual']);
    }
    // Counted per user in the database: another session of the same user is limited too.
    const outra = await entrar(t, 'vendas@retaguarda.dev', 'retaguarda', '10.9.0.2');
    const bloqueado = await alterar(t, outra, 'retaguarda', 'Uma senha nova e longa 2026');
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const admin = await entrar(t, 'admin@retaguarda.dev');
    expect((await alterar(t, admin, 'retaguarda', 'Uma senha nova e longa 2026')).statusCode).toBe(200);
    t.relogio.avancar(15 * 60 * 1000 + 1000);
    const depois = await entrar(t, 'vendas@retaguarda.dev', 'retaguarda', '10.9.0.2');
    expect((await alterar(t, depois, 'retaguarda', 'Uma senha nova e longa 2026')).statusCode).toBe(200);
  });

  it('voids the open reset links of the user', async () => {
    t = await criarAppLogin();
    const agora = t.relogio.agora.getTime();
    const link = await emitirTokenRedefinicao(t.db.kysely, 2, agora);
    const usuario = (await t.sql.uma('SELECT email FROM users WHERE id = 2')) as { email: string };
    const cookie = await entrar(t, usuario.email);
    expect(await buscarTokenValido(t.db.kysely, link, agora)).toBeDefined();
    expect((await alterar(t, cookie, 'retaguarda', 'Uma senha nova e longa 2026')).statusCode).toBe(200);
    expect(await buscarTokenValido(t.db.kysely, link, agora)).toBeUndefined();
  });

  it('ends every other session of the user and keeps this one', async () => {
    t = await criarAppLogin();
    const esta = await entrar(t, 'financeiro@retaguarda.dev');
    const outra = await entrar(t, 'financeiro@retaguarda.dev', 'retaguarda', '10.9.0.3');
    expect((await alterar(t, esta, 'retaguarda', 'Uma senha nova e longa 2026')).json()).toEqual({ RES: 'Senha alterada' });
    expect((await start(t, esta)).statusCode).toBe(200);
    expect((await start(t, outra)).statusCode).toBe(401);
  });
});
