import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cnpj, cpf } from 'cpf-cnpj-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, ontemBR, hojeBR } from '@retaguarda/contrato/br/dates';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { migrate, openDatabase, seedDemo, sqlitePathFromUrl, type Database } from '../../server/db';
import { SELLERS_DEMO, USUARIOS_DEMO } from '../../server/db/seed/cadastros';
import { digitoVerificador, validarChave } from '../../server/modulos/pedidos/nfce/chave';

/** 00:30 in São Paulo: "today" has only half an hour, the hardest case for the demo data. */
const MEIA_NOITE_E_MEIA = new Date('2026-11-21T03:30:00.000Z');
let db: Database;

beforeAll(async () => {
  db = openDatabase('sqlite::memory:');
  await migrate(db);
  await seedDemo(db, { orders: 3000, now: MEIA_NOITE_E_MEIA, scrypt: SCRYPT_TESTES });
});
afterAll(() => db.close());

const todos = <T>(sql: string): T[] => db.sqlite.prepare(sql).all() as T[];

describe('openDatabase', () => {
  it('reads DATABASE_URL forms: SQLite paths, and postgres:// as a pool on PostgreSQL', async () => {
    expect(sqlitePathFromUrl('sqlite::memory:')).toBe(':memory:');
    expect(sqlitePathFromUrl('sqlite:/tmp/a.db')).toBe('/tmp/a.db');
    expect(sqlitePathFromUrl('sqlite://var/a.db')).toBe('var/a.db');
    expect(sqlitePathFromUrl('var/retaguarda.db')).toBe('var/retaguarda.db');
    // Opening a pool connects on first use only, so no server is needed here.
    const pg = openDatabase('postgres://u:p@localhost/db');
    expect(pg.tipo).toBe('postgres');
    await pg.close();
    expect(() => sqlitePathFromUrl('postgres://u:p@localhost/db')).toThrow(/PostgreSQL/);
    expect(() => sqlitePathFromUrl('mysql://x')).toThrow(/não suportada/);
  });

  it('runs in WAL mode and migrates idempotently', async () => {
    expect(await migrate(db)).toEqual([]);
    const caminho = join(tmpdir(), `retaguarda-wal-${process.pid}.db`);
    const arquivo = openDatabase(`sqlite:${caminho}`);
    expect(arquivo.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    await arquivo.close();
    for (const s of ['', '-wal', '-shm']) rmSync(caminho + s, { force: true });
  });
});

describe('seedDemo', () => {
  it('gives every seller orders today and yesterday in São Paulo, none in the future', () => {
    const hoje = hojeBR(MEIA_NOITE_E_MEIA);
    const ontem = ontemBR(MEIA_NOITE_E_MEIA);
    const linhas = todos<{ id_seller: number; data_pedido: number }>('SELECT id_seller, data_pedido FROM orders');
    for (const seller of [1, 2, 3, 4, 5]) {
      for (const dia of [hoje, ontem]) {
        expect(linhas.some((l) => l.id_seller === seller && formatDate(l.data_pedido) === dia), `${seller} ${dia}`).toBe(true);
      }
    }
    expect(Math.max(...linhas.map((l) => l.data_pedido))).toBeLessThanOrEqual(MEIA_NOITE_E_MEIA.getTime());
    const primeiro = Math.min(...linhas.map((l) => l.data_pedido));
    expect(MEIA_NOITE_E_MEIA.getTime() - primeiro).toBeGreaterThan(500 * 24 * 3600 * 1000);
  });

  it('is deterministic for a given seed and now', async () => {
    const outro = openDatabase('sqlite::memory:');
    await migrate(outro);
    await seedDemo(outro, { orders: 3000, now: MEIA_NOITE_E_MEIA, scrypt: SCRYPT_TESTES });
    const resumo = (d: Database) => d.sqlite.prepare('SELECT COUNT(*) n, SUM(valor_total * id), SUM(data_pedido % 9973), group_concat(nfce_chave) FROM orders').get();
    expect(resumo(outro)).toEqual(resumo(db));
    await outro.close();
  });

  it('creates clients with valid CPFs (people) and CNPJs (companies) and sellers with valid CNPJs', () => {
    const clientes = todos<{ cpf: string; tipo_pessoa: string }>('SELECT cpf, tipo_pessoa FROM clients');
    expect(clientes.length).toBeGreaterThan(100);
    expect(clientes.filter((c) => !(c.tipo_pessoa === 'fisica' ? cpf.isValid(c.cpf) : cnpj.isValid(c.cpf)))).toEqual([]);
    expect(todos<{ cnpj: string }>('SELECT cnpj FROM sellers').every((s) => cnpj.isValid(s.cnpj))).toBe(true);
    expect(todos<{ tipo: string }>('SELECT tipo FROM sellers WHERE id_grupo = 1 ORDER BY id').map((s) => s.tipo)).toEqual(['loja', 'loja_shopping', 'ecommerce', 'loja_autonoma']);
  });

  it('adds up money: total = products - discount + freight, items match their order', () => {
    expect(todos('SELECT id FROM orders WHERE valor_total != valor_produtos - valor_desconto + valor_frete')).toEqual([]);
    expect(todos(`SELECT o.id FROM orders o JOIN (SELECT id_pedido, SUM(quantidade) q, SUM(quantidade * preco_unitario) v FROM order_items GROUP BY id_pedido) i
      ON i.id_pedido = o.id WHERE i.q != o.quantidade_itens OR i.v != o.valor_produtos`)).toEqual([]);
  });

  it('numbers NFC-e sequentially per seller with valid 44-digit access keys', () => {
    const notas = todos<{ id_seller: number; nfce_numero: number; nfce_chave: string }>('SELECT id_seller, nfce_numero, nfce_chave FROM orders WHERE nfce_numero IS NOT NULL ORDER BY id');
    expect(notas.length).toBeGreaterThan(100);
    for (const seller of new Set(notas.map((n) => n.id_seller))) {
      const numeros = notas.filter((n) => n.id_seller === seller).map((n) => n.nfce_numero);
      expect(numeros).toEqual(numeros.map((_, i) => i + 1));
    }
    const cnpjDoSeller = new Map(SELLERS_DEMO.map((s) => [s.id, s.cnpj]));
    for (const n of notas) {
      expect(n.nfce_chave).toMatch(/^35\d{4}\d{14}65\d{22}$/);
      expect(Number(n.nfce_chave[43])).toBe(digitoVerificador(n.nfce_chave.slice(0, 43)));
      const r = validarChave(n.nfce_chave);
      expect(r.ok && [r.partes.cnpj, Number(r.partes.nNF)]).toEqual([cnpjDoSeller.get(n.id_seller), n.nfce_numero]);
    }
    const series = todos('SELECT id_seller, ultimo_numero FROM nfce_series ORDER BY id_seller');
    expect(series).toEqual(todos('SELECT id_seller, MAX(nfce_numero) ultimo_numero FROM orders WHERE nfce_numero IS NOT NULL GROUP BY id_seller ORDER BY id_seller'));
  });

  it('gives every shipped order a delivery address and no other order one', () => {
    expect(todos(`SELECT o.id FROM orders o LEFT JOIN order_deliveries e ON e.id_pedido = o.id
      WHERE (o.tipo_entrega = 'entrega') != (e.id_pedido IS NOT NULL)`)).toEqual([]);
    // store sales are counter sales, web orders ship, and manual orders are of every kind
    const tipos = todos(`SELECT canal, tipo_entrega FROM orders GROUP BY canal, tipo_entrega ORDER BY canal, tipo_entrega`);
    expect(tipos).toEqual([
      { canal: 'ecommerce', tipo_entrega: 'entrega' },
      { canal: 'loja', tipo_entrega: 'balcao' },
      { canal: 'loja_autonoma', tipo_entrega: 'balcao' },
      { canal: 'manual', tipo_entrega: 'balcao' },
      { canal: 'manual', tipo_entrega: 'entrega' },
      { canal: 'manual', tipo_entrega: 'retirada' },
      { canal: 'marketplace', tipo_entrega: 'entrega' },
    ]);
    expect(todos(`SELECT id_pedido FROM order_deliveries WHERE cep NOT GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`)).toEqual([]);
  });

  it('keeps the per-day summary equal to the orders, cell by cell', () => {
    const direto = todos(`SELECT id_seller, dia_sp, id_status, id_forma_pagto, COUNT(*) quantidade, SUM(valor_total) valor_total FROM orders
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
    expect(todos('SELECT * FROM orders_daily ORDER BY 1, 2, 3, 4')).toEqual(direto);
  });

  it('stores the São Paulo day and minute of each order consistently with its instant', () => {
    const linhas = todos<{ data_pedido: number; dia_sp: string; minuto_sp: number }>('SELECT data_pedido, dia_sp, minuto_sp FROM orders');
    for (const l of linhas) {
      const [d, m, a] = formatDate(l.data_pedido).split('/');
      expect(l.dia_sp).toBe(`${a}-${m}-${d}`);
      const sp = new Date(l.data_pedido - 3 * 3600 * 1000);
      expect(l.minuto_sp).toBe(sp.getUTCHours() * 60 + sp.getUTCMinutes());
    }
  });

  it('starts the demo users on the group\'s profiles, keeping what each one sees', () => {
    const linhas = todos<{ email: string; perfil: string | null; chaves: string | null; extras: string }>(
      'SELECT u.email, p.nome AS perfil, p.chaves, u.permissions AS extras FROM users u LEFT JOIN perfis p ON p.id = u.id_perfil ORDER BY u.id',
    );
    expect(linhas.map((l) => [l.email, l.perfil])).toEqual([
      ['admin@retaguarda.dev', 'Administrador'],
      ['vendas@retaguarda.dev', 'Vendedor'],
      ['financeiro@retaguarda.dev', null],
      ['inativo@retaguarda.dev', 'Vendedor'],
    ]);
    for (const l of linhas) {
      const efetivas = new Set([...JSON.parse(l.chaves ?? '[]'), ...JSON.parse(l.extras)]);
      const demo = USUARIOS_DEMO.find((u) => u.email === l.email);
      expect([...efetivas].sort(), l.email).toEqual([...(demo?.permissions ?? [])].sort());
    }
    expect(JSON.parse(linhas[0].extras)).toEqual([]);
    // both groups have the six default profiles
    expect(todos<{ id_grupo: number; n: number }>('SELECT id_grupo, COUNT(*) AS n FROM perfis GROUP BY id_grupo ORDER BY id_grupo')).toEqual([
      { id_grupo: 1, n: 6 },
      { id_grupo: 2, n: 6 },
    ]);
  });

  it('seeds again over a database in use: profiles, custom fields, access reviews and users\' changes are replaced', async () => {
    const usado = openDatabase('sqlite::memory:');
    await migrate(usado);
    await seedDemo(usado, { orders: 200, now: MEIA_NOITE_E_MEIA, scrypt: SCRYPT_TESTES });
    const agora = MEIA_NOITE_E_MEIA.getTime();
    usado.sqlite
      .prepare("INSERT INTO campos_personalizados (id_grupo, recurso, rotulo, tipo, criado_em, atualizado_em) VALUES (1, 'clientes', 'Data de aniversário', 'data', ?, ?)")
      .run(agora, agora);
    usado.sqlite.prepare("INSERT INTO perfis (id_grupo, nome, chaves, criado_em, atualizado_em) VALUES (1, 'Supervisor', '[]', ?, ?)").run(agora, agora);
    // an access review with one access decided: both reference users and a seller group
    const revisao = usado.sqlite.prepare("INSERT INTO revisoes_acesso (id_grupo, id_seller, escopo, aberta_por, aberta_em) VALUES (1, NULL, 'Todas as lojas do grupo', 1, ?)").run(agora);
    usado.sqlite
      .prepare("INSERT INTO revisoes_acesso_itens (id_revisao, id_usuario, nome, email, nome_seller, chaves, sinais, decisao, decidido_por, decidido_em) VALUES (?, 1, 'Ana', 'admin@retaguarda.dev', 'Loja Centro', '[]', '[]', 'confirmado', 1, ?)")
      .run(revisao.lastInsertRowid, agora);
    await seedDemo(usado, { orders: 200, now: MEIA_NOITE_E_MEIA, scrypt: SCRYPT_TESTES });
    const contar = (tabela: string) => (usado.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${tabela}`).get() as { n: number }).n;
    expect([contar('campos_personalizados'), contar('perfis'), contar('users')]).toEqual([0, 12, USUARIOS_DEMO.length]);
    expect([contar('revisoes_acesso'), contar('revisoes_acesso_itens')]).toEqual([0, 0]);
    await usado.close();
  });
});
