import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { migrate, openDatabase, seedDemo, type Database } from '../../server/db';
import { BancoOcupado, MENSAGEM_BANCO_OCUPADO } from '../../server/db/driver';
import { AGORA_TESTES, cookiesDe, VERSAO } from './helpers';

/**
 * A write that finds the database locked by another process waits without
 * freezing the event loop, and after its bounded retries answers 503. The waits are the test's
 * own: the first one holds until the test lets it go, so the order of events is fixed.
 */
let dir: string;
let db: Database;
let app: FastifyInstance;
let cookie: string;
let outroProcesso: BetterSqlite3.Database;

let soltar: () => void = () => undefined;
const portao = new Promise<void>((resolve) => (soltar = resolve));
let avisarEspera: () => void = () => undefined;
const primeiraEspera = new Promise<void>((resolve) => (avisarEspera = resolve));
const pausas: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'retaguarda-ocupado-'));
  const arquivo = join(dir, 'teste.db');
  db = openDatabase(`sqlite:${arquivo}`, {
    retentativas: {
      pausas: [5, 10, 20],
      esperar: async (ms) => {
        pausas.push(ms);
        avisarEspera();
        await portao;
      },
    },
  });
  await migrate(db);
  await seedDemo(db, { orders: 300, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
  app = await buildApp({ db, jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!', logger: false, now: () => AGORA_TESTES, scrypt: SCRYPT_TESTES });
  const login = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'admin@retaguarda.dev', senha: 'retaguarda' } });
  cookie = cookiesDe(login);
  outroProcesso = new BetterSqlite3(arquivo);
});

afterAll(async () => {
  outroProcesso.close();
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

// A test that fails midway must not leave the other process holding the lock for the next one.
afterEach(() => {
  if (outroProcesso.inTransaction) outroProcesso.exec('ROLLBACK');
});

describe('a write while another process holds the write lock', () => {
  it('waits inside SQLite only briefly: busy_timeout is a few ms, the rest of the wait is the async retries', () => {
    // better-sqlite3 waits for a lock synchronously, with the event loop frozen for as long as
    // busy_timeout allows. A wait of any length still passes the tests below (only slower), so the bound is
    // checked here, on a connection opened the way the server opens it.
    expect(db.sqlite.pragma('busy_timeout', { simple: true })).toBeLessThanOrEqual(50);
  });

  it('waits off the event loop (another request answers meanwhile), then answers 503 in Portuguese', async () => {
    outroProcesso.exec('BEGIN IMMEDIATE');
    const eventos: string[] = [];
    // The export writes its "running" mark first: that write meets the lock.
    const exportacao = app
      .inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos/xls', headers: { cookie, ...VERSAO }, payload: { colunas: ['id'] } })
      .then((res) => {
        eventos.push('exportacao');
        return res;
      });
    // The export must meet the lock and wait (asynchronously) before it answers: an export that
    // answers first either blocked inside SQLite or gave up without retrying.
    const primeiro = await Promise.race([primeiraEspera.then(() => 'esperou'), exportacao.then((r) => `respondeu ${r.statusCode} sem esperar`)]);
    expect(primeiro).toBe('esperou');
    const lista = await app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 10 } });
    eventos.push('lista');
    expect(lista.statusCode).toBe(200);
    soltar();
    const res = await exportacao;
    expect(eventos).toEqual(['lista', 'exportacao']);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ RES: MENSAGEM_BANCO_OCUPADO });
    expect(res.headers['retry-after']).toBe('1');
    expect(pausas).toEqual([5, 10, 20]);
    outroProcesso.exec('ROLLBACK');
  });

  it('gives up a transaction that cannot begin after the same retries, and runs it once the lock is free', async () => {
    outroProcesso.exec('BEGIN IMMEDIATE');
    pausas.length = 0;
    const escrever = () => db.kysely.transaction().execute((trx) => trx.updateTable('settings').set({ valor: 'x' }).where('chave', '=', 'nenhuma').execute());
    await expect(escrever()).rejects.toBeInstanceOf(BancoOcupado);
    expect(pausas).toEqual([5, 10, 20]);
    outroProcesso.exec('ROLLBACK');
    await expect(escrever()).resolves.toBeDefined();
  });
});
