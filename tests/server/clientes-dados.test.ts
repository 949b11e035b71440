import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isCpfCnpj } from '@retaguarda/contrato/br/documents';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import { openDatabase, type Banco } from '../../server/db';
import { dialetoDe } from '../../server/db/dialeto';
import { MIGRACOES } from '../../server/db/migracoes';
import { migrarAteAUltima } from '../../server/db/migrar';
import { createTestApp, type TestApp } from './helpers';
import { urlDoBanco } from './postgres/contexto';
import { administrar } from './postgres/servidor';
import { sqlDe, type SqlTeste } from './sql-teste';

/**
 * The legacy clients table becomes the clients' register of a seller group
 * (migration 2026-11-24-02) and the demo seed fills it. The order list's search by a client's
 * name, document, e-mail and phone over the rebuilt table is lista-pedidos-busca.test.ts's.
 */
const MIGRACAO = '2026-11-24-02-clientes-cadastro';
const ANTES = Object.fromEntries(Object.entries(MIGRACOES).filter(([nome]) => nome < MIGRACAO));

/** An empty database of this project's kind (SQLite in memory, or a PostgreSQL database of the run). */
async function bancoVazio(): Promise<{ db: Banco; descartar(): Promise<void> }> {
  const postgres = inject('postgres');
  if (!postgres) {
    const db = openDatabase('sqlite::memory:');
    return { db, descartar: () => db.close() };
  }
  const nome = `${postgres.prefixo}${randomBytes(6).toString('hex')}`;
  await administrar(postgres.admin, `CREATE DATABASE ${nome}`);
  const db = openDatabase(urlDoBanco(postgres.admin, nome), { pool: 2 });
  return {
    db,
    async descartar() {
      await db.close();
      await administrar(postgres.admin, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}

/** The clients whose name holds every word, through the dialect's name index (SQLite's FTS5, PostgreSQL's trigrams). */
async function porNome(db: Banco, ...palavras: string[]): Promise<number[]> {
  const ids = await sql<{ id: number }>`SELECT id FROM clients WHERE id IN (${dialetoDe(db.kysely).idsComPalavras('clients', ['nome'], palavras)}) ORDER BY id`.execute(db.kysely);
  return ids.rows.map((r) => Number(r.id));
}

const CPF_ANA = '52998224725';

describe('the migration of the clients table', () => {
  let banco: { db: Banco; descartar(): Promise<void> };
  let q: SqlTeste;

  beforeAll(async () => {
    banco = await bancoVazio();
    q = sqlDe(banco.db);
    // The database as it stood before this migration: no resource tables synced yet (the engine
    // syncs them after the last migration, which this partial run is not).
    await migrarAteAUltima(banco.db.kysely, ANTES, {});
    // Groups 3 and 7 (the first is the lower id), a seller in each, three clients and their orders.
    await q.executar("INSERT INTO seller_groups (id, nome) VALUES (7, 'Segundo'), (3, 'Primeiro')");
    await q.executar(`INSERT INTO sellers (id, id_grupo, nome, tipo, cnpj, uf, nfce_serie) VALUES
      (1, 3, 'Loja do primeiro', 'loja', '11444777000161', 'SP', 1), (2, 7, 'Loja do segundo', 'loja', '11222333000181', 'SP', 1)`);
    await q.executar(`INSERT INTO clients (id, nome, cpf, email, telefone) VALUES
      (1, 'Ana Souza', '${CPF_ANA}', 'ana@exemplo.com.br', '11987654321'),
      (2, 'Comercial Lima', '11444777000161', NULL, NULL),
      (3, 'Bruno Dias', '39053344705', NULL, '(21) 3456-7890')`);
    const pedido = (id: number, seller: number, cliente: number, data: number) =>
      q.executar(
        `INSERT INTO orders (id, id_seller, id_cliente, canal, id_status, id_forma_pagto, data_pedido, dia_sp, minuto_sp,
          quantidade_itens, valor_produtos, valor_desconto, valor_frete, valor_total) VALUES (?, ?, ?, 'loja', 6, 1, ?, '2026-11-01', 600, 1, 1000, 0, 0, 1000)`,
        id, seller, cliente, data,
      );
    // Ana bought in the first group, then in the second: she stays with the second.
    await pedido(1, 1, 1, 1_000);
    await pedido(2, 2, 1, 2_000);
    await pedido(3, 1, 2, 1_500);
    await pedido(4, 1, 2, 500);
    expect(await migrarAteAUltima(banco.db.kysely)).toContain(MIGRACAO);
  });
  afterAll(() => banco.descartar());

  it("puts each client in its latest order's group, else the first group, and reads the person type from the document", async () => {
    expect(await q.todas('SELECT id, id_grupo, tipo_pessoa, nome, cpf, ativo, version, consentimento_marketing FROM clients ORDER BY id')).toEqual([
      { id: 1, id_grupo: 7, tipo_pessoa: 'fisica', nome: 'Ana Souza', cpf: CPF_ANA, ativo: 1, version: 1, consentimento_marketing: 0 },
      { id: 2, id_grupo: 3, tipo_pessoa: 'juridica', nome: 'Comercial Lima', cpf: '11444777000161', ativo: 1, version: 1, consentimento_marketing: 0 },
      { id: 3, id_grupo: 3, tipo_pessoa: 'fisica', nome: 'Bruno Dias', cpf: '39053344705', ativo: 1, version: 1, consentimento_marketing: 0 },
    ]);
  });

  it("keeps every order's client, and still refuses an order of a client that does not exist", async () => {
    expect(await q.todas('SELECT o.id, o.id_cliente, c.nome FROM orders o JOIN clients c ON c.id = o.id_cliente ORDER BY o.id')).toEqual([
      { id: 1, id_cliente: 1, nome: 'Ana Souza' },
      { id: 2, id_cliente: 1, nome: 'Ana Souza' },
      { id: 3, id_cliente: 2, nome: 'Comercial Lima' },
      { id: 4, id_cliente: 2, nome: 'Comercial Lima' },
    ]);
    await expect(q.executar('UPDATE orders SET id_cliente = 99 WHERE id = 1')).rejects.toThrow(/foreign key/i);
    await expect(q.executar("INSERT INTO clients (id, id_grupo, nome, cpf) VALUES (98, 99, 'Sem grupo', '11144477735')")).rejects.toThrow(/foreign key/i);
    await expect(q.executar("INSERT INTO clients (id, nome, cpf) VALUES (99, 'Sem grupo', '11144477735')")).rejects.toThrow(/null/i);
  });

  it('lets another group register a CPF one group already has', async () => {
    await q.executar("INSERT INTO clients (id, id_grupo, nome, cpf) VALUES (10, 3, 'Ana Souza Pereira', ?)", CPF_ANA);
    expect(await q.coluna('SELECT id_grupo FROM clients WHERE cpf = ? ORDER BY id_grupo', CPF_ANA)).toEqual([3, 7]);
  });

  it('finds the clients from before by name, and keeps the name index and the order sort key in step with new, renamed and deleted clients', async () => {
    expect(await porNome(banco.db, 'souza')).toEqual([1, 10]);
    expect(await porNome(banco.db, 'lima')).toEqual([2]);
    await q.executar("INSERT INTO clients (id, id_grupo, nome, cpf) VALUES (11, 3, 'Carla Nogueira', '11144477735')");
    expect(await porNome(banco.db, 'nogueira')).toEqual([11]);
    await q.executar("UPDATE clients SET nome = 'Comercial Ávila' WHERE id = 2");
    expect(await porNome(banco.db, 'lima')).toEqual([]);
    expect(await porNome(banco.db, 'avila')).toEqual([2]);
    expect(await q.coluna('SELECT DISTINCT cliente_ordem FROM orders WHERE id_cliente = 2')).toEqual(['comercial avila']);
    await q.executar('DELETE FROM clients WHERE id = 11');
    expect(await porNome(banco.db, 'nogueira')).toEqual([]);
  });

  it('keeps the document, e-mail and phone lookups of the order search indexed', async () => {
    const indices = banco.db.tipo === 'sqlite'
      ? await q.coluna("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'clients' ORDER BY name")
      : await q.coluna("SELECT indexname FROM pg_indexes WHERE tablename = 'clients' AND schemaname = current_schema() ORDER BY indexname");
    expect(indices).toEqual(expect.arrayContaining(['clients_cpf', 'clients_email', 'clients_telefone']));
  });
});

describe('the demo clients', () => {
  let t: TestApp;
  interface Cliente {
    id: number;
    id_grupo: number;
    tipo_pessoa: string;
    cpf: string;
    nome: string;
    email: string | null;
    telefone: string | null;
    nascimento: string | null;
    endereco_cep: string | null;
    endereco_logradouro: string | null;
    endereco_numero: string | null;
    endereco_bairro: string | null;
    endereco_cidade: string | null;
    endereco_uf: string | null;
    consentimento_marketing: number;
    consentimento_em: number | null;
    criado_em: number;
    atualizado_em: number;
  }
  let clientes: Cliente[];

  beforeAll(async () => {
    t = await createTestApp();
    clientes = await t.sql.todas<Cliente>('SELECT * FROM clients ORDER BY id');
  });
  afterAll(() => t.close());

  it('are at least 5,000 in the demo group and a few hundred in the other, each with a valid CPF or CNPJ unique in its group', () => {
    expect(t.seed.clients).toBe(clientes.length);
    expect(clientes.filter((c) => c.id_grupo === 1).length).toBeGreaterThanOrEqual(5000);
    expect(clientes.filter((c) => c.id_grupo === 2).length).toBeGreaterThanOrEqual(200);
    expect(clientes.filter((c) => !isCpfCnpj(c.cpf))).toEqual([]);
    expect(new Set(clientes.map((c) => `${c.id_grupo}:${c.cpf}`)).size).toBe(clientes.length);
    expect(clientes.filter((c) => c.tipo_pessoa !== (c.cpf.length === 11 ? 'fisica' : 'juridica'))).toEqual([]);
    const empresas = clientes.filter((c) => c.tipo_pessoa === 'juridica').length / clientes.length;
    expect(empresas).toBeGreaterThan(0.05);
    expect(empresas).toBeLessThan(0.15);
  });

  // A person each: the NFC-e names its buyer by CPF only, and any demo order may be invoiced.
  it("are every order's client, a person of the order's seller's group", async () => {
    expect(await t.sql.valor('SELECT COUNT(*) FROM orders WHERE id_cliente IS NOT NULL')).toBeGreaterThan(1000);
    expect(await t.sql.todas(`SELECT o.id FROM orders o JOIN sellers s ON s.id = o.id_seller LEFT JOIN clients c ON c.id = o.id_cliente
      WHERE o.id_cliente IS NOT NULL AND (c.id IS NULL OR c.id_grupo <> s.id_grupo OR c.tipo_pessoa <> 'fisica')`)).toEqual([]);
    expect(await t.sql.valor('SELECT COUNT(DISTINCT o.id_cliente) FROM orders o WHERE o.id_seller = 5')).toBeGreaterThan(50);
  });

  it('have e-mails, phones with an area code, and for about 70% a whole address whose CEP, city and UF agree', () => {
    expect(clientes.filter((c) => !/^[a-z0-9.-]+@exemplo\.com\.br$/.test(c.email ?? '') || !/^[1-9]{2}9\d{8}$/.test(c.telefone ?? ''))).toEqual([]);
    const comEndereco = clientes.filter((c) => c.endereco_cep !== null);
    expect(comEndereco.length / clientes.length).toBeGreaterThan(0.6);
    expect(comEndereco.length / clientes.length).toBeLessThan(0.8);
    const incompletos = comEndereco.filter(
      (c) => !/^\d{8}$/.test(c.endereco_cep ?? '') || !(UFS_BR as readonly (string | null)[]).includes(c.endereco_uf)
        || [c.endereco_logradouro, c.endereco_numero, c.endereco_bairro, c.endereco_cidade].some((v) => v === null || v === ''),
    );
    expect(incompletos).toEqual([]);
    const saoPaulo = comEndereco.filter((c) => c.endereco_cidade === 'São Paulo');
    expect(saoPaulo.length).toBeGreaterThan(100);
    expect(saoPaulo.every((c) => c.endereco_uf === 'SP' && /^0[1-5]/.test(c.endereco_cep ?? ''))).toBe(true);
    expect(clientes.filter((c) => c.endereco_cep === null && (c.endereco_cidade !== null || c.endereco_uf !== null))).toEqual([]);
  });

  it('record birth dates of people only, and the instant of every consent to marketing and of none else', () => {
    expect(clientes.filter((c) => c.nascimento !== null && (c.tipo_pessoa !== 'fisica' || !/^\d{4}-\d{2}-\d{2}$/.test(c.nascimento)))).toEqual([]);
    const consentiram = clientes.filter((c) => c.consentimento_marketing === 1);
    expect(consentiram.length / clientes.length).toBeGreaterThan(0.3);
    expect(consentiram.length / clientes.length).toBeLessThan(0.5);
    expect(clientes.filter((c) => (c.consentimento_marketing === 1) !== (c.consentimento_em !== null))).toEqual([]);
    expect(clientes.filter((c) => c.criado_em <= 0 || c.atualizado_em < c.criado_em || c.atualizado_em > t.relogio.agora.getTime())).toEqual([]);
    expect(consentiram.filter((c) => c.consentimento_em! < c.criado_em || c.consentimento_em! > c.atualizado_em)).toEqual([]);
  });
});
