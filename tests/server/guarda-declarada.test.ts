import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Banco } from '../../server/db';
import { DIRETORIO_MODULOS } from '../../server/modulos/carregar';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { ENDPOINTS_GUARDA_TESTE as E } from '../fixtures/modulos-servidor/declarados/guarda-teste';
import { AGORA_TESTES, cookiesDe, SENHA, VERSAO } from './helpers';
import { bancoDeTeste } from './postgres/banco';
import { sqlDe } from './sql-teste';

const DECLARADOS = fileURLToPath(new URL('../fixtures/modulos-servidor/declarados', import.meta.url));
const SEM_ENDPOINT = fileURLToPath(new URL('../fixtures/modulos-servidor/sem-endpoint', import.meta.url));
const ENDPOINT_TARDIO = fileURLToPath(new URL('../fixtures/modulos-servidor/endpoint-tardio', import.meta.url));
const base = { jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!', logger: false, now: () => AGORA_TESTES, scrypt: SCRYPT_TESTES };

let db: Banco;
let descartar: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, descartar } = await bancoDeTeste({ orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: true }));
  // the real modules (sign-in among them) and the throwaway one, whose routes no hand guards
  app = await buildApp({ ...base, db, modulos: [DIRETORIO_MODULOS, DECLARADOS] });
});

afterAll(async () => {
  await app?.close();
  await descartar?.();
});

async function login(email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha: SENHA } });
  expect(res.statusCode).toBe(200);
  return cookiesDe(res);
}

const chamar = (endpoint: { metodo: 'GET' | 'POST'; caminho: string }, cookie = '') =>
  app.inject({ method: endpoint.metodo, url: endpoint.caminho, headers: { ...VERSAO, ...(cookie ? { cookie } : {}) } });

describe('the guard each route gets from its declared acesso', () => {
  it('answers a public endpoint without a session, and a session-only one to any signed-in user', async () => {
    expect((await chamar(E.publico)).statusCode).toBe(200);
    expect((await chamar(E.sessao)).statusCode).toBe(401);
    expect((await chamar(E.sessao, await login('vendas@retaguarda.dev'))).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 without the key, and logs the refusal with the key', async () => {
    expect((await chamar(E.chave)).statusCode).toBe(401);
    const vendas = await login('vendas@retaguarda.dev');
    const res = await chamar(E.chave, vendas);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ RES: 'Acesso negado' });
    const detalhe = await sqlDe(db).uma("SELECT detalhe FROM security_events WHERE tipo = 'acesso_negado' ORDER BY id DESC");
    expect(JSON.parse(String(detalhe?.detalhe))).toEqual({ metodo: 'GET', caminho: E.chave.caminho, chave: 'torre_de_controle_revisao_e_gestao_de_acessos' });
    expect((await chamar(E.chave, await login('admin@retaguarda.dev'))).statusCode).toBe(200);
  });

  it('asks for every requirement of todas, logging the first one missing with its keys', async () => {
    const vendas = await login('vendas@retaguarda.dev');
    expect((await chamar(E.todas, vendas)).statusCode).toBe(403);
    const detalhe = await sqlDe(db).uma("SELECT detalhe FROM security_events WHERE tipo = 'acesso_negado' ORDER BY id DESC");
    expect(JSON.parse(String(detalhe?.detalhe))).toEqual({
      metodo: 'POST',
      caminho: E.todas.caminho,
      chave: 'torre_de_controle_revisao_e_gestao_de_acessos | torre_de_controle_analise_preditiva',
    });
    expect((await chamar(E.todas, await login('admin@retaguarda.dev'))).statusCode).toBe(200);
  });

  it('guards the HEAD twin of a GET once, as the GET', async () => {
    expect((await app.inject({ method: 'HEAD', url: E.chave.caminho, headers: VERSAO })).statusCode).toBe(401);
    const vendas = await login('vendas@retaguarda.dev');
    const contar = async () => Number((await sqlDe(db).uma<{ n: number }>("SELECT COUNT(*) AS n FROM security_events WHERE tipo = 'acesso_negado'"))?.n);
    const antes = await contar();
    expect((await app.inject({ method: 'HEAD', url: E.chave.caminho, headers: { ...VERSAO, cookie: vendas } })).statusCode).toBe(403);
    expect(await contar()).toBe(antes + 1);
  });

  it('writes to the security log only the events an endpoint declares: an undeclared one fails the call, and nothing is written', async () => {
    const sql = sqlDe(db);
    const contar = async () => Number(await sql.valor("SELECT COUNT(*) FROM security_events WHERE tipo = 'exportacao' AND detalhe LIKE '%guarda-teste%'"));
    const cookie = await login('vendas@retaguarda.dev');
    expect((await chamar(E.eventoDeclarado, cookie)).statusCode).toBe(200);
    expect(await contar()).toBe(1);
    const recusada = await chamar(E.eventoNaoDeclarado, cookie);
    expect(recusada.statusCode).toBe(500);
    expect(await contar()).toBe(1);
  });

  it('puts each route’s endpoint in rotasRegistradas', () => {
    const registrada = app.rotasRegistradas.find((r) => r.metodo === 'POST' && r.url === E.todas.caminho);
    expect(registrada?.endpoint).toBe(E.todas);
  });
});

describe('an API route that declares no endpoint', () => {
  it('stops the app from starting, naming the route', async () => {
    await expect(buildApp({ ...base, db, modulos: [SEM_ENDPOINT] })).rejects.toThrow(/GET \/v2\/rota-solta: sem endpoint declarado/);
  });

  it('stops it too when a plugin declares a guarded endpoint after the root guard saw the route', async () => {
    await expect(buildApp({ ...base, db, modulos: [ENDPOINT_TARDIO] })).rejects.toThrow(/GET \/v2\/rota-tardia: endpoint declarado depois da guarda/);
  });
});
