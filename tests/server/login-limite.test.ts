import { afterEach, describe, expect, it } from 'vitest';
import { FilaHash } from '../../server/modulos/sessao/auth/fila-hash';
import { ATRASO_MAX_MS, atrasoPorEmail } from '../../server/modulos/sessao/auth/limite-login';
import { criarAppLogin, portao, type AppLogin } from './login-app';

const MIN = 60 * 1000;
let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('sign-in limit', () => {
  it('counts attempts before the password check: of 15 parallel wrong sign-ins from one IP, at least 10 get 429', async () => {
    const N = 15;
    const g = portao();
    let naVerificacao = 0;
    let respondidas = 0;
    // Holds every check until each request either answered or is inside a check: no timing involved.
    const talvezAbrir = () => {
      if (naVerificacao + respondidas === N) g.abrir();
    };
    const app = await criarAppLogin({
      login: {
        fila: new FilaHash({ simultaneos: N }),
        verificar: async () => {
          naVerificacao++;
          talvezAbrir();
          await g.aberto;
          return false;
        },
      },
    });
    t = app;
    const respostas = await Promise.all(
      Array.from({ length: N }, () =>
        app.logar('vendas@retaguarda.dev', 'errada', '10.5.0.1').then((r) => {
          respondidas++;
          talvezAbrir();
          return r;
        }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
    expect(codigos.filter((c) => c === 401).length).toBe(N - codigos.filter((c) => c === 429).length);
    expect(naVerificacao).toBeLessThanOrEqual(5);
    expect(respostas.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeDefined();
  });

  it('answers 429 with Retry-After after 5 failures of one e-mail from one IP, until 15 minutes pass', async () => {
    t = await criarAppLogin();
    for (let i = 0; i < 5; i++) expect((await t.logar('vendas@retaguarda.dev', 'errada', '10.1.0.1')).statusCode).toBe(401);
    const bloqueado = await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.1.0.1');
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ RES: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(bloqueado.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Knocking on the closed door does not keep it closed: refused attempts are not counted.
    t.relogio.avancar(10 * MIN);
    for (let i = 0; i < 3; i++) expect((await t.logar('vendas@retaguarda.dev', 'errada', '10.1.0.1')).statusCode).toBe(429);
    t.relogio.avancar(5 * MIN + 1000);
    expect((await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.1.0.1')).statusCode).toBe(200);
  });

  it('never locks someone out from elsewhere: 5 wrong passwords from IP A, the right one from IP B is 200', async () => {
    t = await criarAppLogin();
    for (let i = 0; i < 5; i++) expect((await t.logar('vendas@retaguarda.dev', 'errada', '10.3.0.1')).statusCode).toBe(401);
    expect((await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.3.0.1')).statusCode).toBe(429);
    expect((await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.3.0.2')).statusCode).toBe(200);
  });

  it('slows an e-mail attacked from many IPs down (growing wait), but still lets the right password in', async () => {
    const esperas: number[] = [];
    t = await criarAppLogin({ login: { esperar: async (ms) => void esperas.push(ms) } });
    for (let i = 0; i < 8; i++) expect((await t.logar('vendas@retaguarda.dev', 'errada', `10.4.0.${i}`)).statusCode).toBe(401);
    expect(esperas).toEqual([250, 500, 1000]);
    expect((await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.4.1.1')).statusCode).toBe(200);
    expect(esperas.at(-1)).toBe(2000);
  });

  it('caps the slow-down at a few seconds', () => {
    expect(atrasoPorEmail(4)).toBe(0);
    expect(atrasoPorEmail(5)).toBe(250);
    expect(atrasoPorEmail(9)).toBe(ATRASO_MAX_MS);
    expect(atrasoPorEmail(10_000)).toBe(ATRASO_MAX_MS);
    expect(ATRASO_MAX_MS).toBeLessThanOrEqual(5000);
  });

  it('answers 429 after 20 failures from one IP whatever the e-mails; another IP is not affected', async () => {
    t = await criarAppLogin();
    for (let i = 0; i < 20; i++) expect((await t.logar(`alguem${i}@exemplo.com`, 'x', '10.2.0.1')).statusCode).toBe(401);
    const res = await t.logar('admin@retaguarda.dev', 'retaguarda', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await t.logar('admin@retaguarda.dev', 'retaguarda', '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('cap on concurrent password hashes', () => {
  it('queues hashes beyond the cap and answers 503 with a Portuguese message and Retry-After when the queue is full', async () => {
    const g = portao();
    const fila = new FilaHash({ simultaneos: 1, espera: 1 });
    let verificacoes = 0;
    t = await criarAppLogin({
      login: {
        fila,
        verificar: async () => {
          verificacoes++;
          await g.aberto;
          return false;
        },
      },
    });
    const app = t;
    const primeira = app.logar('admin@retaguarda.dev', 'errada', '10.6.0.1');
    const segunda = app.logar('vendas@retaguarda.dev', 'errada', '10.6.0.2');
    await expect.poll(() => fila.ocupacao).toBe(2);
    const terceira = await app.logar('financeiro@retaguarda.dev', 'errada', '10.6.0.3');
    expect(terceira.statusCode).toBe(503);
    expect(terceira.json()).toEqual({ RES: 'Muitas pessoas estão entrando ao mesmo tempo. Tente novamente em alguns segundos.' });
    expect(Number(terceira.headers['retry-after'])).toBeGreaterThan(0);
    expect(verificacoes).toBe(1);
    g.abrir();
    expect((await primeira).statusCode).toBe(401);
    expect((await segunda).statusCode).toBe(401);
    expect(verificacoes).toBe(2);
    // The refused attempt was never checked: it does not count against that e-mail and IP.
    const linhas = (await app.sql.uma("SELECT count(*) AS n FROM login_attempts WHERE email = 'financeiro@retaguarda.dev'")) as { n: number };
    expect(linhas.n).toBe(0);
  });

  it('FilaHash runs at most `simultaneos` tasks and hands each freed slot to the next in line', async () => {
    const fila = new FilaHash({ simultaneos: 2, espera: 2 });
    const portoes = [portao(), portao(), portao(), portao()];
    let rodando = 0;
    let maximo = 0;
    const tarefas = portoes.map((p, i) =>
      fila.executar(async () => {
        rodando++;
        maximo = Math.max(maximo, rodando);
        await p.aberto;
        rodando--;
        return i;
      }),
    );
    await expect(fila.executar(async () => 99)).rejects.toThrow('fila de hashes de senha cheia');
    portoes.forEach((p) => p.abrir());
    expect(await Promise.all(tarefas)).toEqual([0, 1, 2, 3]);
    expect(maximo).toBe(2);
    expect(fila.ocupacao).toBe(0);
  });
});
