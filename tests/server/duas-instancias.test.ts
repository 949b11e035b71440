import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { buildApp } from '../../server/app';
import { openDatabase, type Banco } from '../../server/db';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { AGORA_TESTES, cookiesDe, criarRelogio, SENHA, soNoPostgres, VERSAO } from './helpers';
import { bancoDeTeste, type BancoDeTeste } from './postgres/banco';
import { sqlDe } from './sql-teste';

/**
 * Nothing about a session or a limit lives in a server process. Two apps, A and B, as
 * two instances behind a proxy, on one database (PostgreSQL in server-pg; one SQLite file, two
 * connections, in server), with the same secret and clock.
 */
const relogio = criarRelogio();
let pasta: string;
let banco: BancoDeTeste;
let segundo: Banco;
let a: FastifyInstance;
let b: FastifyInstance;

/** Another handle on the same database, as another process would open it. */
const outraConexao = (db: Banco): Banco => openDatabase(db.tipo === 'postgres' ? db.url : `sqlite:${db.path}`);

const criar = (db: Banco) =>
  buildApp({
    db,
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    // The per-e-mail slow-down answers at once: what is counted is the test's subject.
    login: { esperar: async () => undefined },
  });

const logar = (app: FastifyInstance, email: string, senha: string, ip = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha }, remoteAddress: ip });
const renovar = (app: FastifyInstance, cookie: string) => app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie, ...VERSAO } });
const start = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/v2/config/erp/dados-start', headers: { cookie } });
const codigo = (r: LightMyRequestResponse) => r.statusCode;

beforeAll(async () => {
  pasta = mkdtempSync(join(tmpdir(), 'retaguarda-duas-'));
  banco = await bancoDeTeste({ orders: 200, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: false, sqlite: `sqlite:${join(pasta, 'teste.db')}` });
  segundo = outraConexao(banco.db);
  a = await criar(banco.db);
  b = await criar(segundo);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await segundo.close();
  await banco.descartar();
  rmSync(pasta, { recursive: true, force: true });
});

describe('two server instances on one database', () => {
  it('a session made on A works on B', async () => {
    const res = await logar(a, 'admin@retaguarda.dev', SENHA);
    expect(res.statusCode).toBe(200);
    expect(codigo(await start(b, cookiesDe(res)))).toBe(200);
  });

  it('a refresh rotated on A and replayed on B within the grace window is accepted; after it, the family is revoked', async () => {
    const cookie = cookiesDe(await logar(a, 'admin@retaguarda.dev', SENHA));
    const noA = await renovar(a, cookie);
    expect(noA.statusCode).toBe(200);
    relogio.avancar(9_000);
    expect(codigo(await renovar(b, cookie))).toBe(200);

    const outra = cookiesDe(await logar(b, 'admin@retaguarda.dev', SENHA));
    const legitima = await renovar(a, outra);
    relogio.avancar(11_000);
    expect(codigo(await renovar(b, outra))).toBe(401);
    expect(codigo(await renovar(a, cookiesDe(legitima)))).toBe(401);
    expect(codigo(await start(b, cookiesDe(legitima)))).toBe(401);
  });

  it('10 wrong sign-ins spread over A and B hit the per-e-mail limit of both', async () => {
    const codigos: number[] = [];
    for (let i = 0; i < 10; i++) codigos.push(codigo(await logar(i % 2 === 0 ? a : b, 'vendas@retaguarda.dev', 'errada', '10.9.0.2')));
    expect(codigos).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(codigo(await logar(a, 'vendas@retaguarda.dev', SENHA, '10.9.0.2'))).toBe(429);
    expect(codigo(await logar(b, 'vendas@retaguarda.dev', SENHA, '10.9.0.2'))).toBe(429);
  });

  it('of two status updates racing on the same version across A and B, exactly one wins', async () => {
    const sql = sqlDe(banco.db);
    const id = await registrarPedido(banco.db.kysely, {
      id_seller: 3, id_cliente: 1, canal: 'ecommerce', id_status: STATUS.aguardandoPagamento.id, id_forma_pagto: FORMAS_PAGTO.pix.id,
      itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 1234 }], valor_desconto: 0, valor_frete: 0, data_pedido: AGORA_TESTES,
    });
    const pedido = { id, version: await sql.valor<number>('SELECT version FROM orders WHERE id = ?', id) };
    const cookieA = cookiesDe(await logar(a, 'admin@retaguarda.dev', SENHA, '10.9.0.3'));
    const cookieB = cookiesDe(await logar(b, 'admin@retaguarda.dev', SENHA, '10.9.0.4'));
    const corpo = { id_pedido: pedido.id, id_status: STATUS.pago.id, version: pedido.version };
    const atualizar = (app: FastifyInstance, cookie: string) =>
      app.inject({ method: 'PUT', url: '/v2/vendas/status/update', headers: { cookie, ...VERSAO }, payload: corpo });
    const respostas = await Promise.all([atualizar(a, cookieA), atualizar(b, cookieB)]);
    expect(respostas.map(codigo).sort()).toEqual([200, 409]);
    expect(await sql.uma('SELECT id_status, version FROM orders WHERE id = ?', pedido.id)).toEqual({ id_status: STATUS.pago.id, version: pedido.version + 1 });
    expect(await sql.valor('SELECT COUNT(*) FROM order_status_history WHERE id_pedido = ? AND para_status = ?', pedido.id, STATUS.pago.id)).toBe(1);
  });

  // PostgreSQL's row lock on the series counter is what this proves; SQLite's two connections would
  // take turns on its one write lock through the driver's timed retries, which a loaded machine
  // could exhaust.
  soNoPostgres('50 NFC-e issues racing across A and B take consecutive numbers of the series, none twice', async () => {
    const sql = sqlDe(banco.db);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      ids.push(
        await registrarPedido(banco.db.kysely, {
          id_seller: 1, id_cliente: null, canal: 'loja', id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.pix.id,
          itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 990 + i }], valor_desconto: 0, valor_frete: 0, data_pedido: AGORA_TESTES,
        }),
      );
    }
    const antes = await sql.valor<number>('SELECT MAX(nfce_numero) FROM orders WHERE id_seller = 1');
    const cookieA = cookiesDe(await logar(a, 'admin@retaguarda.dev', SENHA, '10.9.0.5'));
    const cookieB = cookiesDe(await logar(b, 'admin@retaguarda.dev', SENHA, '10.9.0.6'));
    const emitir = (app: FastifyInstance, cookie: string, id: number) =>
      app.inject({ method: 'POST', url: '/v2/nfce/emitir/nped', headers: { cookie, ...VERSAO }, payload: { id_pedido: id } });
    const respostas = await Promise.all(ids.map((id, i) => (i % 2 === 0 ? emitir(a, cookieA, id) : emitir(b, cookieB, id))));
    expect(respostas.map(codigo)).toEqual(ids.map(() => 200));
    const numeros = (await sql.coluna<number>(`SELECT nfce_numero FROM orders WHERE id IN (${ids.join(', ')}) ORDER BY nfce_numero`));
    expect(numeros).toEqual(ids.map((_, i) => antes + 1 + i));
    expect(await sql.valor('SELECT ultimo_numero FROM nfce_series WHERE id_seller = 1')).toBe(antes + 50);
  });
});
