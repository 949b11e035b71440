import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, seedDemo, type Banco, type BancoPostgres } from '../../server/db';
import { diferentes } from '../../server/db/copia/comparar';
import { copiarSqliteParaPostgres, type ResultadoDaCopia } from '../../server/db/copia/copiar';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { AGORA_TESTES, cookiesDe, SENHA, VERSAO } from './helpers';
import { urlDoBanco } from './postgres/contexto';
import { sqlDe } from './sql-teste';

/**
 * A seller's SQLite file moved to a fresh PostgreSQL database (server/db/copia) keeps
 * every row, and the server carries on over the copy: sessions, the NFC-e sequence, new ids.
 * Only in server-pg, where a PostgreSQL server is at hand (see ./postgres).
 */
const postgres = inject('postgres');
const execucao = promisify(execFile);
const SEGREDO = 'segredo-de-testes-com-pelo-menos-32-bytes!!';

let pasta: string;
let arquivo: string;
let destino: BancoPostgres;
let nomeDestino: string;
let resultado: ResultadoDaCopia;
let cookieAntes: string;
let nfceAntes: { id: number; numero: number };
let maiorIdAntes: number;

async function administrar(texto: string): Promise<void> {
  if (!postgres) throw new Error('server-pg sem PostgreSQL');
  const cliente = new pg.Client({ connectionString: postgres.admin });
  await cliente.connect();
  try {
    await cliente.query(texto);
  } finally {
    await cliente.end();
  }
}

const criarApp = (db: Banco): Promise<FastifyInstance> =>
  buildApp({ db, jwtSecret: SEGREDO, logger: false, now: () => AGORA_TESTES, scrypt: SCRYPT_TESTES, login: { esperar: async () => undefined } });

const logar = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'admin@retaguarda.dev', senha: SENHA } });

const emitir = (app: FastifyInstance, cookie: string, id: number) =>
  app.inject({ method: 'POST', url: '/v2/nfce/emitir/nped', headers: { cookie, ...VERSAO }, payload: { id_pedido: id } });

const pedidoNaLoja = (db: Banco, id_status: number) =>
  registrarPedido(db.kysely, {
    id_seller: 1, id_cliente: 1, canal: 'loja', id_status, id_forma_pagto: FORMAS_PAGTO.pix.id,
    itens: [{ id_produto: 1, quantidade: 2, preco_unitario: 1550 }], valor_desconto: 0, valor_frete: 0, data_pedido: AGORA_TESTES,
  });

/** The file a seller would have: the demo data, a session, a status change and an NFC-e issued. */
async function semearSqlite(): Promise<void> {
  const db = openDatabase(`sqlite:${arquivo}`);
  await migrate(db);
  await seedDemo(db, { orders: 300, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
  const app = await criarApp(db);
  try {
    const login = await logar(app);
    expect(login.statusCode).toBe(200);
    cookieAntes = cookiesDe(login);
    const id = await pedidoNaLoja(db, STATUS.aguardandoPagamento.id);
    const version = await sqlDe(db).valor<number>('SELECT version FROM orders WHERE id = ?', id);
    const status = await app.inject({
      method: 'PUT', url: '/v2/vendas/status/update', headers: { cookie: cookieAntes, ...VERSAO }, payload: { id_pedido: id, id_status: STATUS.pago.id, version },
    });
    expect(status.statusCode).toBe(200);
    expect((await emitir(app, cookieAntes, id)).statusCode).toBe(200);
    nfceAntes = { id, numero: await sqlDe(db).valor<number>('SELECT nfce_numero FROM orders WHERE id = ?', id) };
    maiorIdAntes = await sqlDe(db).valor<number>('SELECT MAX(id) FROM orders');
  } finally {
    await app.close();
    await db.close();
  }
}

beforeAll(async () => {
  if (!postgres) throw new Error('Este arquivo roda no projeto server-pg (vitest.config.ts).');
  pasta = mkdtempSync(join(tmpdir(), 'retaguarda-migrar-'));
  arquivo = join(pasta, 'retaguarda.db');
  await semearSqlite();
  nomeDestino = `${postgres.prefixo}migrar_${randomBytes(4).toString('hex')}`;
  await administrar(`CREATE DATABASE ${nomeDestino}`);
  const aberto = openDatabase(urlDoBanco(postgres.admin, nomeDestino), { pool: 4 });
  if (aberto.tipo !== 'postgres') throw new Error('esperava PostgreSQL');
  destino = aberto;
  // As the command does: migrate the empty target, then copy.
  await migrate(destino);
  const origem = new BetterSqlite3(arquivo, { readonly: true, fileMustExist: true });
  try {
    // Small batches, so the keyset walk takes several reads on the larger tables.
    resultado = await copiarSqliteParaPostgres(origem, destino, { linhasPorLote: 97 });
  } finally {
    origem.close();
  }
});

afterAll(async () => {
  await destino?.close();
  if (nomeDestino) await administrar(`DROP DATABASE IF EXISTS ${nomeDestino} WITH (FORCE)`);
  if (pasta) rmSync(pasta, { recursive: true, force: true });
});

describe('moving a SQLite file to PostgreSQL', () => {
  it('copies every row: counts and sums of ids and money match, and the copy was committed', () => {
    expect(diferentes(resultado.medidas)).toEqual([]);
    expect(resultado.gravada).toBe(true);
    const medida = (tabela: string, m: string) => resultado.medidas.find((x) => x.tabela === tabela && x.medida === m)?.destino;
    expect(medida('orders', 'linhas')).toBe(301);
    expect(medida('order_status_history', 'linhas')).toBeGreaterThan(0);
    expect(medida('nfce_documentos', 'linhas')).toBe(1);
    expect(medida('refresh_tokens', 'linhas')).toBe(1);
    expect(medida('orders', 'soma(valor_total)')).toBeGreaterThan(0);
  });

  it('keeps the derived data: the sort key computed by the trigger, the per-day summary equal to the orders', async () => {
    const sql = sqlDe(destino);
    expect(await sql.valor("SELECT COUNT(*) FROM orders o JOIN clients c ON c.id = o.id_cliente WHERE o.cliente_ordem <> chave_texto(c.nome)")).toBe(0);
    expect(await sql.valor('SELECT SUM(valor_total) FROM orders_daily')).toBe(await sql.valor('SELECT SUM(valor_total) FROM orders'));
  });

  it('serves the copy: a new sign-in and the session made on SQLite both work', async () => {
    const app = await criarApp(destino);
    try {
      expect((await logar(app)).statusCode).toBe(200);
      const renovada = await app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie: cookieAntes, ...VERSAO } });
      expect(renovada.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('continues the NFC-e sequence with the next number, on a new order whose id is past the copied ones', async () => {
    const app = await criarApp(destino);
    try {
      const cookie = cookiesDe(await logar(app));
      const id = await pedidoNaLoja(destino, STATUS.pago.id);
      expect(id).toBe(maiorIdAntes + 1);
      expect((await emitir(app, cookie, id)).statusCode).toBe(200);
      expect(await sqlDe(destino).valor('SELECT nfce_numero FROM orders WHERE id = ?', id)).toBe(nfceAntes.numero + 1);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that already holds data: exit code 1, a message, nothing written', async () => {
    const antes = await sqlDe(destino).valor<number>('SELECT COUNT(*) FROM orders');
    const url = urlDoBanco(postgres?.admin ?? '', nomeDestino);
    const comando = execucao(process.execPath, ['--import', 'tsx', 'server/cli/migrar-sqlite-para-postgres.ts', '--de', `sqlite:${arquivo}`, '--para', url]);
    const falha = await comando.then(() => null, (erro: { code?: number; stderr?: string }) => erro);
    expect(falha?.code).toBe(1);
    expect(falha?.stderr).toContain('já tem dados');
    expect(await sqlDe(destino).valor('SELECT COUNT(*) FROM orders')).toBe(antes);
  });
});
