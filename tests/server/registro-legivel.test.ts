import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { formatoDoLog, linhaLegivel } from '../../server/http/registro';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import type { Banco } from '../../server/db';
import { AGORA_TESTES, cookiesDe, VERSAO } from './helpers';
import { bancoDeTeste } from './postgres/banco';

const SENHA_ERRADA = 'Senha-Errada-Secreta-9';
const CPF = '123.456.789-09';

let fechar: (() => Promise<void>) | null = null;
afterEach(async () => {
  await fechar?.();
  fechar = null;
});

/** The real app logging into a captured terminal, as `npm start` runs it in the given format. */
async function appComTerminal(opcoes: Pick<AppOptions, 'formatoLog' | 'requisicaoLentaMs'>) {
  const { db, descartar }: { db: Banco; descartar: () => Promise<void> } = await bancoDeTeste({ now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: true });
  let terminal = '';
  const logStream = new Writable({
    write(pedaco: Buffer, _codificacao, feito) {
      terminal += pedaco.toString('utf8');
      feito();
    },
  });
  const app = await buildApp({ db, jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!', now: () => AGORA_TESTES, scrypt: SCRYPT_TESTES, producao: false, logStream, ...opcoes });
  fechar = async () => {
    await app.close();
    await descartar();
  };
  const logar = (senha: string) => app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'vendas@retaguarda.dev', senha } });
  return {
    app,
    logar,
    /** A quick successful request: the start data of a signed-in user. */
    async rapidaOk(cookie: string) {
      const r = await app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { ...VERSAO, cookie } });
      expect(r.statusCode).toBe(200);
    },
    /** A failed request whose query string carries a client's CPF. */
    async comErro() {
      const r = await app.inject({ method: 'GET', url: `/v2/config/erp/dados-start?busca=${encodeURIComponent(CPF)}`, headers: VERSAO });
      expect(r.statusCode).toBe(401);
    },
    linhas: () => terminal.split('\n').filter((l) => l !== ''),
    texto: () => terminal,
  };
}

describe('the terminal of npm start', () => {
  it('logs JSON in production and readable lines anywhere else', () => {
    expect(formatoDoLog({ NODE_ENV: 'production' })).toBe('json');
    expect(formatoDoLog({ NODE_ENV: 'development' })).toBe('legivel');
    expect(formatoDoLog({})).toBe('legivel');
  });

  it('in development prints one readable line for a failed request and nothing for a quick successful one, with no secret or personal data', async () => {
    const t = await appComTerminal({ formatoLog: 'legivel' });
    const login = await t.logar('retaguarda');
    expect(login.statusCode).toBe(200);
    const cookie = cookiesDe(login);
    const antes = t.linhas().length;
    await t.rapidaOk(cookie);
    expect(t.linhas().slice(antes)).toEqual([]);

    await t.comErro();
    const depois = t.linhas().slice(antes);
    expect(depois).toHaveLength(1);
    // time in São Paulo, level, method, path without its query, status and duration
    expect(depois[0]).toMatch(/^\d\d:\d\d:\d\d AVISO GET \/v2\/config\/erp\/dados-start 401 \d+ ms$/);

    expect((await t.logar(SENHA_ERRADA)).statusCode).toBe(401);
    expect(t.linhas().at(-1)).toMatch(/^\d\d:\d\d:\d\d AVISO POST \/v1\/login_erp\/logar 401 \d+ ms$/);
    for (const linha of t.linhas()) expect(() => JSON.parse(linha) as unknown).toThrow();
    for (const dado of [SENHA_ERRADA, 'retaguarda"', CPF, '123.456', 'vendas@retaguarda.dev', cookie.split('=')[1] ?? cookie]) expect(t.texto()).not.toContain(dado);
  });

  it('in development prints an unexpected error with its stack under its line', () => {
    const linha = linhaLegivel({ level: 50, time: AGORA_TESTES.getTime(), msg: 'erro inesperado', reqId: 'req-7', err: { message: 'quebrou', stack: 'Error: quebrou\n    at rota (pedidos.ts:1:1)' } });
    expect(linha).toBe('12:00:00 ERRO erro inesperado\nError: quebrou\n    at rota (pedidos.ts:1:1)\n');
  });

  it('in development prints a quick request that turned slow, marked as slow', async () => {
    const t = await appComTerminal({ formatoLog: 'legivel', requisicaoLentaMs: 0 });
    const cookie = cookiesDe(await t.logar('retaguarda'));
    const antes = t.linhas().length;
    await t.rapidaOk(cookie);
    expect(t.linhas().slice(antes)).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d AVISO GET \/v2\/config\/erp\/dados-start 200 \d+ ms \(lenta\)$/)]);
  });

  it('in production keeps pino JSON lines for every request, a quick successful one too', async () => {
    const t = await appComTerminal({ formatoLog: 'json' });
    const cookie = cookiesDe(await t.logar('retaguarda'));
    const antes = t.linhas().length;
    await t.rapidaOk(cookie);
    await t.comErro();
    const registros = t.linhas().slice(antes).map((l) => JSON.parse(l) as { msg: string; res?: { statusCode: number } });
    expect(registros.filter((r) => r.msg === 'request completed').map((r) => r.res?.statusCode)).toEqual([200, 401]);
    expect(t.texto()).not.toContain(SENHA_ERRADA);
  });
});
