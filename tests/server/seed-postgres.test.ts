import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ListaPedidosResposta } from '@retaguarda/contrato/api/pedidos';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, seedDemo, type Banco, type BancoPostgres, type BancoSqlite, type SeedResult } from '../../server/db';
import { comparar, diferentes } from '../../server/db/copia/comparar';
import { planoDeCopia } from '../../server/db/copia/plano';
import { textoCopy } from '../../server/db/seed/escrita/texto-copy';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { AGORA_TESTES, cookiesDe, SENHA, VERSAO } from './helpers';
import { urlDoBanco } from './postgres/contexto';
import { sqlDe } from './sql-teste';

/**
 * The demo seed writes PostgreSQL by COPY, with the loaded tables' indexes, foreign keys
 * and INSERT trigger set aside in its transaction (server/db/seed/escrita). The same generator on
 * SQLite and PostgreSQL gives the same data; the schema is whole again afterwards; the app works
 * on it. Only in server-pg, where a PostgreSQL server is at hand (see ./postgres).
 */
const postgres = inject('postgres');
const SEGREDO = 'segredo-de-testes-com-pelo-menos-32-bytes!!';
const OPCOES = { orders: 1500, now: AGORA_TESTES, seed: 15, scrypt: SCRYPT_TESTES };

let nome: string;
let noPostgres: BancoPostgres;
let noSqlite: BancoSqlite;
let seedPostgres: SeedResult;
let seedSqlite: SeedResult;

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

/** Indexes, constraints and triggers of the schema, as PostgreSQL prints them. */
const ESQUEMA = `
  SELECT 'indice ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
  UNION ALL
  SELECT 'restricao ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = to_regnamespace(current_schema())
  UNION ALL
  SELECT 'gatilho ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
    FROM pg_trigger WHERE NOT tgisinternal
  ORDER BY 1`;

beforeAll(async () => {
  if (!postgres) throw new Error('Este arquivo roda no projeto server-pg (vitest.config.ts).');
  nome = `${postgres.prefixo}seed_${randomBytes(4).toString('hex')}`;
  await administrar(`CREATE DATABASE ${nome} TEMPLATE ${postgres.vazio}`);
  const aberto = openDatabase(urlDoBanco(postgres.admin, nome), { pool: 4 });
  if (aberto.tipo !== 'postgres') throw new Error('esperava PostgreSQL');
  noPostgres = aberto;
  // Twice: the second replaces the first's rows, as `npm run seed` over an existing database.
  await seedDemo(noPostgres, { ...OPCOES, orders: 300 });
  seedPostgres = await seedDemo(noPostgres, OPCOES);
  noSqlite = openDatabase('sqlite::memory:');
  await migrate(noSqlite);
  seedSqlite = await seedDemo(noSqlite, OPCOES);
});

afterAll(async () => {
  await noSqlite?.close();
  await noPostgres?.close();
  if (nome) await administrar(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
});

describe('the demo seed on PostgreSQL (COPY) and on SQLite', () => {
  it('gives the same counts and sums in every table', async () => {
    expect(seedPostgres.orders).toBe(OPCOES.orders);
    expect({ ...seedPostgres, ms: 0 }).toEqual({ ...seedSqlite, ms: 0 });
    const cliente = await noPostgres.pool.connect();
    try {
      const medidas = await comparar(noSqlite.sqlite, cliente, planoDeCopia(noSqlite.sqlite));
      expect(medidas.find((m) => m.tabela === 'orders' && m.medida === 'linhas')?.destino).toBe(seedPostgres.orders);
      expect(medidas.find((m) => m.tabela === 'order_items' && m.medida === 'linhas')?.destino).toBeGreaterThan(seedPostgres.orders);
      expect(diferentes(medidas)).toEqual([]);
    } finally {
      cliente.release();
    }
  });

  it('gives the same per-day summary, NFC-e sequences, sort keys and delivery rows', async () => {
    const consultas = [
      'SELECT dia_sp, id_seller, id_status, id_forma_pagto, quantidade, valor_total FROM orders_daily ORDER BY dia_sp, id_seller, id_status, id_forma_pagto',
      'SELECT id_seller, serie, ultimo_numero FROM nfce_series ORDER BY id_seller, serie',
      'SELECT id, cliente_ordem, tipo_entrega, nfce_numero, nfce_chave FROM orders ORDER BY id',
      'SELECT id_pedido, cep, logradouro, numero, complemento, cidade, uf FROM order_deliveries ORDER BY id_pedido',
      'SELECT id, nome, email, cpf FROM clients ORDER BY id',
    ];
    for (const texto of consultas) expect(await sqlDe(noPostgres).todas(texto), texto).toEqual(await sqlDe(noSqlite).todas(texto));
    // The per-day summary is the orders' own totals, and each series counts its orders without a gap.
    const resumo = 'SELECT SUM(quantidade) AS n, SUM(valor_total) AS total FROM orders_daily';
    expect(await sqlDe(noPostgres).uma(resumo)).toEqual({ n: seedPostgres.orders, total: await sqlDe(noPostgres).valor('SELECT SUM(valor_total) FROM orders') });
    const buracos = await sqlDe(noPostgres).todas(
      'SELECT id_seller, nfce_serie FROM orders WHERE nfce_numero IS NOT NULL GROUP BY id_seller, nfce_serie HAVING COUNT(*) <> MAX(nfce_numero)',
    );
    expect(buracos).toEqual([]);
    // Every client's orders carry its sort key, as the trigger (set aside during the load) writes it.
    const fora = await sqlDe(noPostgres).valor<number>(
      `SELECT COUNT(*) FROM orders o LEFT JOIN clients c ON c.id = o.id_cliente WHERE o.cliente_ordem <> COALESCE(chave_texto(c.nome), '')`,
    );
    expect(fora).toBe(0);
  });

  it('leaves the schema whole: indexes, constraints and triggers as a freshly migrated database has them', async () => {
    if (!postgres) throw new Error('server-pg sem PostgreSQL');
    const vazio = openDatabase(urlDoBanco(postgres.admin, postgres.vazio), { pool: 1 });
    try {
      expect(await sqlDe(noPostgres).coluna(ESQUEMA)).toEqual(await sqlDe(vazio).coluna(ESQUEMA));
    } finally {
      await vazio.close();
    }
    // The demo's identities were written with their ids: each sequence continues after the last.
    for (const tabela of ['orders', 'order_items', 'clients', 'products', 'users']) {
      const maior = await sqlDe(noPostgres).valor<number>(`SELECT MAX(id) FROM ${tabela}`);
      expect(await sqlDe(noPostgres).valor<number>(`SELECT nextval(pg_get_serial_sequence('${tabela}', 'id'))`), tabela).toBe(maior + 1);
    }
  });

  it('serves the app afterwards: sign in and list the orders, with the same page on both', async () => {
    const pagina = async (db: Banco) => {
      const app: FastifyInstance = await buildApp({ db, jwtSecret: SEGREDO, logger: false, now: () => AGORA_TESTES, scrypt: SCRYPT_TESTES });
      try {
        const login = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email: 'admin@retaguarda.dev', senha: SENHA } });
        expect(login.statusCode).toBe(200);
        // The whole history, sorted by client: the sort key the load filled in walks its index.
        const filtro = { page: 1, limit: 50, data_from_pedido: '01/01/2020', data_to_pedido: '31/12/2030', ordenar_por: 'cliente', ordem: 'asc' };
        const lista = await app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: cookiesDe(login), ...VERSAO }, payload: filtro });
        expect(lista.statusCode, lista.body).toBe(200);
        return ListaPedidosResposta.parse(lista.json());
      } finally {
        await app.close();
      }
    };
    const [dePostgres, deSqlite] = [await pagina(noPostgres), await pagina(noSqlite)];
    expect(dePostgres.RES.pedidos.length).toBe(50);
    expect(dePostgres.PAG).toEqual(deSqlite.PAG);
    expect(dePostgres).toEqual(deSqlite);
  });
});

describe('a seed that fails on PostgreSQL', () => {
  it('leaves the database as it was: rows, indexes, constraints and triggers', async () => {
    const banco = sqlDe(noPostgres);
    const antes = { esquema: await banco.coluna(ESQUEMA), pedidos: await banco.uma('SELECT COUNT(*) AS n, SUM(valor_total) AS total FROM orders') };
    // Every order breaks this check, which COPY enforces on new rows (NOT VALID spares the old):
    // the seed fails after it has emptied the tables and dropped the indexes.
    await banco.executar('ALTER TABLE orders ADD CONSTRAINT seed_falha CHECK (valor_total < 0) NOT VALID');
    try {
      await expect(seedDemo(noPostgres, { ...OPCOES, orders: 200 })).rejects.toThrow(/seed_falha/);
    } finally {
      await banco.executar('ALTER TABLE orders DROP CONSTRAINT seed_falha');
    }
    expect(await banco.uma('SELECT COUNT(*) AS n, SUM(valor_total) AS total FROM orders')).toEqual(antes.pedidos);
    expect(await banco.coluna(ESQUEMA)).toEqual(antes.esquema);
  });
});

describe('COPY text format', () => {
  it('escapes what the format reserves and writes null as \\N', () => {
    expect(textoCopy([[1, 'a\tb', null], ['c\\d\ne\rf', 2.5, true]])).toBe('1\ta\\tb\t\\N\nc\\\\d\\ne\\rf\t2.5\tt\n');
    expect(textoCopy([[7, 'x']], (l) => `${String(l[1])}!`)).toBe('7\tx\tx!\n');
    expect(() => textoCopy([[{}]])).toThrow(/não suportado/);
  });
});
