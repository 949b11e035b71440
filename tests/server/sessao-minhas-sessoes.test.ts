import { afterEach, describe, expect, it } from 'vitest';
import type { MinhasSessoesResposta } from '../../contrato/api/minhasSessoes';
import { descreverDispositivo } from '../../server/modulos/sessao/auth/dispositivo';
import { cookiesDe, VERSAO } from './helpers';
import { criarAppLogin, type AppLogin } from './login-app';

let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function entrar(app: AppLogin, email: string, ip: string, ua: string): Promise<string> {
  const res = await app.logar(email, 'retaguarda', ip, { 'user-agent': ua });
  expect(res.statusCode).toBe(200);
  return cookiesDe(res);
}

const listar = (app: AppLogin, cookie: string) => app.app.inject({ method: 'GET', url: '/v1/login_erp/sessoes', headers: { cookie, ...VERSAO } });
const encerrar = (app: AppLogin, cookie: string, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/v1/login_erp/sessoes/encerrar', headers: { cookie, ...VERSAO }, payload: payload as Record<string, unknown> });
const encerrarOutras = (app: AppLogin, cookie: string) =>
  app.app.inject({ method: 'POST', url: '/v1/login_erp/sessoes/encerrar-outras', headers: { cookie, ...VERSAO } });
const start = (app: AppLogin, cookie: string) => app.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });

async function sessoes(app: AppLogin, cookie: string): Promise<MinhasSessoesResposta['sessoes']> {
  const res = await listar(app, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { RES: MinhasSessoesResposta }).RES.sessoes;
}

async function eventos(app: AppLogin, tipo: string): Promise<{ user_id: number; detalhe: string | null }[]> {
  return (await app.sql.todas(`SELECT user_id, detalhe FROM security_events WHERE tipo = '${tipo}'`)) as { user_id: number; detalhe: string | null }[];
}

describe('/v1/login_erp/sessoes (Minhas sessões)', () => {
  it('lists only the caller\'s own live sessions, with device, IP, start and last activity, marking the current one', async () => {
    t = await criarAppLogin();
    const pc = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    t.relogio.avancar(60_000);
    await entrar(t, 'vendas@retaguarda.dev', '10.1.0.2', SAFARI_IPHONE);
    await entrar(t, 'admin@retaguarda.dev', '10.1.0.3', CHROME_WINDOWS);
    const lista = await sessoes(t, pc);
    expect(lista).toHaveLength(2);
    expect(lista.map((s) => [s.dispositivo, s.ip, s.atual])).toEqual([
      ['Safari no iOS (celular)', '10.1.0.2', false],
      ['Chrome no Windows', '10.1.0.1', true],
    ]);
    expect(lista[1]?.iniciada_em).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    expect(JSON.stringify(lista)).not.toMatch(/family|token/i);
  });

  it('ending one session makes that session\'s next call 401 and its renewal fail; the caller stays', async () => {
    t = await criarAppLogin();
    const pc = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    const celular = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.2', SAFARI_IPHONE);
    const alvo = (await sessoes(t, pc)).find((s) => !s.atual);
    expect(alvo).toBeDefined();
    expect((await start(t, celular)).statusCode).toBe(200);
    const res = await encerrar(t, pc, { id: alvo?.id });
    expect(res.statusCode).toBe(200);
    expect((await start(t, celular)).statusCode).toBe(401);
    const renovar = await t.app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie: celular, ...VERSAO } });
    expect(renovar.statusCode).toBe(401);
    expect((await start(t, pc)).statusCode).toBe(200);
    expect((await sessoes(t, pc)).map((s) => s.atual)).toEqual([true]);
    // Already ended: 404, as a session that never existed.
    expect((await encerrar(t, pc, { id: alvo?.id })).statusCode).toBe(404);
    const log = await eventos(t, 'sessao_encerrada');
    expect(log).toHaveLength(1);
    expect(log[0]?.detalhe).toBe(JSON.stringify({ sessao: alvo?.id }));
  });

  it('refuses to end the current session here (that is "Sair")', async () => {
    t = await criarAppLogin();
    const pc = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    const atual = (await sessoes(t, pc))[0];
    const res = await encerrar(t, pc, { id: atual?.id });
    expect(res.statusCode).toBe(400);
    expect((await start(t, pc)).statusCode).toBe(200);
  });

  it('ending all the others keeps the current session and counts what it ended', async () => {
    t = await criarAppLogin();
    const pc = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    const a = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.2', SAFARI_IPHONE);
    const b = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.3', SAFARI_IPHONE);
    const admin = await entrar(t, 'admin@retaguarda.dev', '10.1.0.4', CHROME_WINDOWS);
    const res = await encerrarOutras(t, pc);
    expect(res.statusCode).toBe(200);
    expect(res.json().RES).toEqual({ encerradas: 2 });
    expect((await start(t, a)).statusCode).toBe(401);
    expect((await start(t, b)).statusCode).toBe(401);
    expect((await start(t, pc)).statusCode).toBe(200);
    expect((await start(t, admin)).statusCode).toBe(200);
    expect((await sessoes(t, pc)).length).toBe(1);
    const log = await eventos(t, 'outras_sessoes_encerradas');
    expect(log.map((e) => e.detalhe)).toEqual([JSON.stringify({ encerradas: 2 })]);
    expect(JSON.stringify(await t.sql.todas('SELECT detalhe FROM security_events'))).not.toMatch(/rtg_|token/i);
  });

  it('another user\'s session is 404 and stays open', async () => {
    t = await criarAppLogin();
    const vendas = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    const admin = await entrar(t, 'admin@retaguarda.dev', '10.1.0.2', CHROME_WINDOWS);
    const daAdmin = (await sessoes(t, admin))[0];
    const res = await encerrar(t, vendas, { id: daAdmin?.id });
    expect(res.statusCode).toBe(404);
    expect((await start(t, admin)).statusCode).toBe(200);
  });

  it('validates the body and needs a session', async () => {
    t = await criarAppLogin();
    const pc = await entrar(t, 'vendas@retaguarda.dev', '10.1.0.1', CHROME_WINDOWS);
    for (const corpo of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      const res = await encerrar(t, pc, corpo);
      expect(res.statusCode).toBe(400);
    }
    expect((await listar(t, '')).statusCode).toBe(401);
    expect((await encerrar(t, '', { id: 1 })).statusCode).toBe(401);
    expect((await encerrarOutras(t, '')).statusCode).toBe(401);
  });

  it('describes devices in Portuguese and never guesses', () => {
    expect(descreverDispositivo(null)).toBe('Dispositivo desconhecido');
    expect(descreverDispositivo('curl/8.5.0')).toBe('Navegador desconhecido');
    expect(descreverDispositivo('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox no Linux');
    expect(descreverDispositivo('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge no Windows');
    expect(descreverDispositivo('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome no Android (celular)');
  });
});
