import { afterEach, describe, expect, it } from 'vitest';
import { cookiesDe, VERSAO } from './helpers';
import { criarAppLogin, type AppLogin } from './login-app';

let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

interface Linha {
  tipo: string;
  user_id: number | null;
  email: string | null;
  ip: string | null;
  detalhe: string | null;
}

describe('security log of the session endpoints', () => {
  it('records login_ok, login_falhou, login_bloqueado, logout and senha_alterada with user, e-mail and IP, never a password', async () => {
    t = await criarAppLogin();
    const ERRADA = 'Senha-Errada-Secreta-1';
    const NOVA = 'Senha-Nova-Secreta-2026';
    for (let i = 0; i < 6; i++) await t.logar('vendas@retaguarda.dev', ERRADA, '10.7.0.1');
    await t.logar('naoexiste@exemplo.com', ERRADA, '10.7.0.2');
    const res = await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.7.0.3');
    const cookie = cookiesDe(res);
    const headers = { cookie, ...VERSAO };
    const alterada = await t.app.inject({ method: 'POST', url: '/v1/login_erp/alterar-senha', headers, payload: { senha_atual: 'retaguarda', nova_senha: NOVA }, remoteAddress: '10.7.0.3' });
    expect(alterada.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v1/login_erp/logout', headers, remoteAddress: '10.7.0.3' });

    const linhas = (await t.sql.todas('SELECT tipo, user_id, email, ip, detalhe FROM security_events ORDER BY id')) as Linha[];
    const vendas = (await t.sql.uma("SELECT id FROM users WHERE email = 'vendas@retaguarda.dev'")) as { id: number };
    const de = (tipo: string) => linhas.filter((l) => l.tipo === tipo);

    expect(de('login_falhou').filter((l) => l.email === 'vendas@retaguarda.dev')).toHaveLength(5);
    expect(de('login_falhou')[0]).toMatchObject({ user_id: vendas.id, ip: '10.7.0.1' });
    expect(de('login_falhou').find((l) => l.email === 'naoexiste@exemplo.com')).toMatchObject({ user_id: null, ip: '10.7.0.2' });
    expect(de('login_bloqueado')).toEqual([expect.objectContaining({ email: 'vendas@retaguarda.dev', ip: '10.7.0.1' })]);
    expect(de('login_ok')).toEqual([expect.objectContaining({ user_id: vendas.id, email: 'vendas@retaguarda.dev', ip: '10.7.0.3' })]);
    expect(de('senha_alterada')).toEqual([expect.objectContaining({ user_id: vendas.id, email: 'vendas@retaguarda.dev', ip: '10.7.0.3' })]);
    expect(de('logout')).toEqual([expect.objectContaining({ user_id: vendas.id, ip: '10.7.0.3' })]);

    const tudo = JSON.stringify(linhas);
    for (const segredo of [ERRADA, NOVA, 'retaguarda"', 'scrypt$']) expect(tudo).not.toContain(segredo);
  });
});
