import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import type { Banco, SeedResult } from '../../server/db';
import { AGORA_TESTES, PEDIDOS_TESTES } from './agora';
import { bancoDeTeste } from './postgres/banco';
import { sqlDe, type SqlTeste } from './sql-teste';

export { AGORA_TESTES };

/** This run is the server-pg project's (see ./postgres). */
export const EM_POSTGRES = inject('postgres') !== undefined;

type Teste = (nome: string, fn: () => Promise<void> | void) => void;
const ausente: Teste = () => undefined;
/**
 * A check of one database's own machinery (SQLite's query plans and statement cache; PostgreSQL's
 * row locks): registered in that database's project only, so the other's run neither has it nor
 * reports it skipped.
 */
export const soNoSqlite: Teste = EM_POSTGRES ? ausente : (nome, fn) => it(nome, fn);
export const soNoPostgres: Teste = EM_POSTGRES ? (nome, fn) => it(nome, fn) : ausente;
export const VERSAO = { 'x-client-version': '1.0.1' };
export const SENHA = 'retaguarda';

export interface Relogio {
  agora: Date;
  avancar(ms: number): void;
}

/** The app's clock in a test: starts at `inicio` and moves only when the test says so. */
export function criarRelogio(inicio: Date = AGORA_TESTES): Relogio {
  return {
    agora: new Date(inicio),
    avancar(ms) {
      this.agora = new Date(this.agora.getTime() + ms);
    },
  };
}

export interface TestAppOptions {
  orders?: number;
  now?: Date;
  cookieSecure?: boolean;
  staticDir?: string;
  /** A database file in a temporary folder instead of memory (what the server runs on). */
  emArquivo?: boolean;
  /** The simulated PSP's 'simular pagamento' (default: on, as outside production). */
  pspSimulado?: boolean;
  /** The folders whose modules are served (default server/modulos alone): a test adds a throwaway module's. */
  modulos?: readonly string[];
}

export interface TestApp {
  app: FastifyInstance;
  db: Banco;
  /** Raw SQL on db, the same on SQLite and PostgreSQL. */
  sql: SqlTeste;
  seed: SeedResult;
  relogio: Relogio;
  /** Signs in and returns a Cookie header carrying both session cookies. */
  login(email: string, senha?: string): Promise<string>;
  close(): Promise<void>;
}

/** The Cookie header a browser would send back after this response (name=value pairs). */
export function cookiesDe(res: LightMyRequestResponse): string {
  return res.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * A fresh database (SQLite in memory unless `emArquivo`; PostgreSQL in the server-pg project, see
 * ./postgres), migrated and seeded with the demo data at AGORA_TESTES (cheap password hashing),
 * and an app whose clock the test can move.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const pasta = opts.emArquivo ? mkdtempSync(join(tmpdir(), 'retaguarda-teste-')) : null;
  const inicio = opts.now ?? AGORA_TESTES;
  const orders = opts.orders ?? PEDIDOS_TESTES;
  const { db, seed, descartar } = await bancoDeTeste(
    { orders, now: inicio, scrypt: SCRYPT_TESTES },
    { padrao: orders === PEDIDOS_TESTES && inicio.getTime() === AGORA_TESTES.getTime(), sqlite: pasta ? `sqlite:${join(pasta, 'teste.db')}` : undefined },
  );
  const relogio = criarRelogio(inicio);
  const app = await buildApp({
    db,
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    cookieSecure: opts.cookieSecure ?? true,
    staticDir: opts.staticDir,
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    pspSimulado: opts.pspSimulado,
    modulos: opts.modulos,
  });
  return {
    app,
    db,
    sql: sqlDe(db),
    seed,
    relogio,
    async login(email, senha = SENHA) {
      const res = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha } });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return cookiesDe(res);
    },
    async close() {
      await app.close();
      await descartar();
      if (pasta) rmSync(pasta, { recursive: true, force: true });
    },
  };
}
