import { afterEach, describe, expect, it } from 'vitest';
import { limparExpirados } from '../../server/modulos/sessao/auth/limpeza';
import { emitirTokenRedefinicao } from '../../server/modulos/sessao/conta/tokens-redefinicao';
import { registrarEventoSeguranca, RETENCAO_EVENTOS_MS } from '../../server/modulos/sessao/seguranca/log';
import { cookiesDe, VERSAO } from './helpers';
import { criarAppLogin, type AppLogin } from './login-app';

const MIN = 60 * 1000;
const HORA = 60 * MIN;
const DIA = 24 * HORA;
let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const renovar = (app: AppLogin, cookie: string) => app.app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie, ...VERSAO } });
const start = (app: AppLogin, cookie: string) => app.app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });
const contar = async (app: AppLogin, tabela: string): Promise<number> => ((await app.sql.uma(`SELECT count(*) AS n FROM ${tabela}`)) as { n: number }).n;

describe('session limits from buildApp options', () => {
  it('takes the idle limit from the options: 1 hour without a refresh ends the session', async () => {
    t = await criarAppLogin({ sessao: { ociosoMs: HORA } });
    const res = await t.logar('admin@retaguarda.dev', 'retaguarda', '127.0.0.1');
    expect(res.cookies.find((c) => c.name.endsWith('rtg_refresh'))?.maxAge).toBe(3600);
    t.relogio.avancar(HORA + 1000);
    expect((await renovar(t, cookiesDe(res))).statusCode).toBe(401);
  });

  it('takes the absolute limit from the options: 2 days however often refreshed', async () => {
    t = await criarAppLogin({ sessao: { maximoMs: 2 * DIA } });
    let cookie = cookiesDe(await t.logar('admin@retaguarda.dev', 'retaguarda', '127.0.0.1'));
    for (let h = 0; h < 6; h++) {
      t.relogio.avancar(7 * HORA);
      const res = await renovar(t, cookie);
      expect(res.statusCode).toBe(200);
      cookie = cookiesDe(res);
    }
    t.relogio.avancar(7 * HORA);
    expect((await start(t, cookie)).statusCode).toBe(401);
  });
});

describe('limparExpirados', () => {
  it('deletes expired and revoked refresh tokens, old attempts, spent reset links and events past retention, and keeps the rest', async () => {
    t = await criarAppLogin();
    const agora = t.relogio.agora.getTime();
    const db = t.db.kysely;
    await t.logar('admin@retaguarda.dev', 'retaguarda', '127.0.0.1');
    // A live session and an attempt in the window stay.
    await t.logar('vendas@retaguarda.dev', 'errada', '127.0.0.1');
    const base = { user_id: 1, family: 'f-velha', family_criada_em: agora - 10 * DIA, criado_em: agora - 10 * DIA };
    await db.insertInto('refresh_tokens').values([
      { ...base, token_hash: 'expirado', expira_em: agora - 2 * DIA },
      { ...base, token_hash: 'revogado', expira_em: agora + DIA, revogado_em: agora - 2 * DIA },
      // Revoked an hour ago: kept for the day's investigation.
      { ...base, token_hash: 'revogado-hoje', expira_em: agora + DIA, revogado_em: agora - HORA },
    ]).execute();
    await db.insertInto('login_attempts').values({ email: 'x@exemplo.com', ip: '10.0.0.9', em: agora - 20 * MIN }).execute();
    await emitirTokenRedefinicao(db, 1, agora - 3 * DIA);
    await emitirTokenRedefinicao(db, 1, agora);
    await registrarEventoSeguranca(db, { tipo: 'login_ok', em: agora - RETENCAO_EVENTOS_MS - 1, userId: 1 });
    const eventosAntes = await contar(t, 'security_events');

    const limpos = await limparExpirados(db, agora);

    expect(limpos).toEqual({ refreshTokens: 2, tentativas: 1, linksRedefinicao: 1, eventos: 1 });
    const hashes = (await t.sql.todas('SELECT token_hash FROM refresh_tokens')) as { token_hash: string }[];
    expect(hashes.map((h) => h.token_hash)).toContain('revogado-hoje');
    expect(hashes.map((h) => h.token_hash)).not.toContain('expirado');
    expect(await contar(t, 'refresh_tokens')).toBe(2);
    expect(await contar(t, 'login_attempts')).toBe(1);
    expect(await contar(t, 'password_reset_tokens')).toBe(1);
    expect(await contar(t, 'security_events')).toBe(eventosAntes - 1);
  });
});
