import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { isCnpj, isCpf } from '@retaguarda/contrato/br/documents';
import { normalizeGtin, isNcm } from '@retaguarda/contrato/br/produtos';
import { esquemaCriacao } from '@retaguarda/contrato/recursos/esquemas';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { caminhoDe, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { openDatabase, type Banco } from '../../server/db';
import { MIGRACOES } from '../../server/db/migracoes';
import { migrarAteAUltima } from '../../server/db/migrar';
import { CATEGORIAS_DEMO } from '../../server/db/seed/categorias';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { urlDoBanco } from './postgres/contexto';
import { administrar } from './postgres/servidor';
import { sqlDe, type SqlTeste } from './sql-teste';

/**
 * The legacy products table becomes the products' register of a seller group
 * (migration 2026-11-24-03), and the demo seed fills the product, product-family, supplier and
 * employee registers, which the engine serves with the stores (lojas).
 */
const MIGRACAO = '2026-11-24-03-produtos-cadastro';
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

describe('the migration of the products table', () => {
  let banco: { db: Banco; descartar(): Promise<void> };
  let q: SqlTeste;

  beforeAll(async () => {
    banco = await bancoVazio();
    q = sqlDe(banco.db);
    // The tables as they were, without the engine's sync of the declarations (it runs after every migration).
    await migrarAteAUltima(banco.db.kysely, ANTES, {});
    // Groups 3 and 7 (the first is the lower id), a seller in each, three products and orders of two of them.
    await q.executar("INSERT INTO seller_groups (id, nome) VALUES (7, 'Segundo'), (3, 'Primeiro')");
    await q.executar(`INSERT INTO sellers (id, id_grupo, nome, tipo, cnpj, uf, nfce_serie) VALUES
      (1, 3, 'Loja do primeiro', 'loja', '11444777000161', 'SP', 1), (2, 7, 'Loja do segundo', 'loja', '11222333000181', 'SP', 1)`);
    await q.executar(`INSERT INTO products (id, sku, nome, preco_centavos, ncm, unidade) VALUES
      (1, 'CAM-1', 'Camiseta básica', 4990, '61091000', 'UN'),
      (2, 'TEN-2', 'Tênis de corrida', 39990, '64041100', 'PAR'),
      (3, 'CAN-3', 'Caneca de cerâmica', 3990, NULL, 'UN')`);
    const pedido = async (id: number, seller: number, produto: number) => {
      await q.executar(
        `INSERT INTO orders (id, id_seller, canal, id_status, id_forma_pagto, data_pedido, dia_sp, minuto_sp,
          quantidade_itens, valor_produtos, valor_desconto, valor_frete, valor_total) VALUES (?, ?, 'loja', 6, 1, ?, '2026-11-01', 600, 1, 1000, 0, 0, 1000)`,
        id, seller, id * 1000,
      );
      await q.executar('INSERT INTO order_items (id_pedido, id_produto, quantidade, preco_unitario) VALUES (?, ?, 1, 1000)', id, produto);
    };
    // The T-shirt sold in the first group, then in the second: it stays with the second.
    await pedido(1, 1, 1);
    await pedido(2, 2, 1);
    await pedido(3, 1, 2);
    expect(await migrarAteAUltima(banco.db.kysely)).toContain(MIGRACAO);
  });
  afterAll(() => banco.descartar());

  it("puts each product in its latest order's group, else the first group, on sale, active, at version 1", async () => {
    expect(await q.todas('SELECT id, id_grupo, sku, nome, preco_centavos, ncm, unidade, situacao_venda, ativo, version FROM products ORDER BY id')).toEqual([
      { id: 1, id_grupo: 7, sku: 'CAM-1', nome: 'Camiseta básica', preco_centavos: 4990, ncm: '61091000', unidade: 'UN', situacao_venda: 'a_venda', ativo: 1, version: 1 },
      { id: 2, id_grupo: 3, sku: 'TEN-2', nome: 'Tênis de corrida', preco_centavos: 39990, ncm: '64041100', unidade: 'PAR', situacao_venda: 'a_venda', ativo: 1, version: 1 },
      { id: 3, id_grupo: 3, sku: 'CAN-3', nome: 'Caneca de cerâmica', preco_centavos: 3990, ncm: null, unidade: 'UN', situacao_venda: 'a_venda', ativo: 1, version: 1 },
    ]);
  });

  it("keeps every order item's product, and still refuses an item of a product that does not exist or a product without a group", async () => {
    expect(await q.todas('SELECT i.id_pedido, p.sku FROM order_items i JOIN products p ON p.id = i.id_produto ORDER BY i.id_pedido')).toEqual([
      { id_pedido: 1, sku: 'CAM-1' },
      { id_pedido: 2, sku: 'CAM-1' },
      { id_pedido: 3, sku: 'TEN-2' },
    ]);
    await expect(q.executar('UPDATE order_items SET id_produto = 99 WHERE id_pedido = 1')).rejects.toThrow(/foreign key/i);
    await expect(q.executar("INSERT INTO products (id, id_grupo, sku, nome, preco_centavos) VALUES (98, 99, 'X-98', 'Sem grupo', 100)")).rejects.toThrow(/foreign key/i);
    await expect(q.executar("INSERT INTO products (id, sku, nome, preco_centavos) VALUES (99, 'X-99', 'Sem grupo', 100)")).rejects.toThrow(/null/i);
    await expect(q.executar("INSERT INTO products (id, id_grupo, sku, nome, preco_centavos) VALUES (97, 3, 'X-97', 'Preço negativo', -1)")).rejects.toThrow(/check/i);
  });

  it('lets another group use a SKU one group already has, and refuses it twice in one group', async () => {
    await q.executar("INSERT INTO products (id, id_grupo, sku, nome, preco_centavos) VALUES (10, 7, 'TEN-2', 'Tênis de treino', 29990)");
    expect(await q.coluna("SELECT id_grupo FROM products WHERE sku = 'TEN-2' ORDER BY id_grupo")).toEqual([3, 7]);
    await expect(q.executar("INSERT INTO products (id, id_grupo, sku, nome, preco_centavos) VALUES (11, 7, 'TEN-2', 'Outro', 100)")).rejects.toThrow(/unique|duplicate/i);
  });
});

interface Produto {
  id: number;
  id_grupo: number;
  sku: string;
  nome: string;
  preco_centavos: number;
  custo: number;
  ncm: string;
  unidade: string;
  produto_base: number;
  ean: string;
  cor: string;
  tamanho: string | null;
  situacao_venda: string;
  peso_kg: number;
  altura_cm: number;
  largura_cm: number;
  profundidade_cm: number;
  criado_em: number;
  atualizado_em: number;
}

describe('the demo registers', () => {
  let t: TestApp;
  let produtos: Produto[];

  beforeAll(async () => {
    t = await createTestApp();
    produtos = await t.sql.todas<Produto>('SELECT * FROM products ORDER BY id');
  });
  afterAll(() => t.close());

  const bemDatados = (linhas: { criado_em: number; atualizado_em: number }[]) =>
    linhas.filter((l) => l.criado_em <= 0 || l.atualizado_em < l.criado_em || l.atualizado_em > t.relogio.agora.getTime());

  it('are 2,000 products in 400 families of the demo group, each with a unique SKU, a valid EAN-13 from Brazil and its family’s NCM and unit', async () => {
    expect(t.seed.products).toBe(2000);
    expect(produtos).toHaveLength(2000);
    const familias = await t.sql.todas<{ id: number; id_grupo: number; ncm: string; unidade: string; categoria: string; marca: string }>('SELECT * FROM produtos_base ORDER BY id');
    expect(familias).toHaveLength(400);
    expect([...produtos, ...familias].filter((r) => r.id_grupo !== 1)).toEqual([]);
    expect(new Set(produtos.map((p) => p.sku)).size).toBe(2000);
    expect(new Set(produtos.map((p) => p.ean)).size).toBe(2000);
    expect(produtos.filter((p) => normalizeGtin(p.ean) !== p.ean || !/^789\d{10}$/.test(p.ean))).toEqual([]);
    const porId = new Map(familias.map((f) => [f.id, f]));
    expect(produtos.filter((p) => porId.get(p.produto_base)?.ncm !== p.ncm || porId.get(p.produto_base)?.unidade !== p.unidade)).toEqual([]);
    const ncmDaCategoria = new Map(CATEGORIAS_DEMO.map((c) => [c.categoria, c.ncm]));
    expect(familias.filter((f) => !isNcm(f.ncm) || ncmDaCategoria.get(f.categoria) !== f.ncm || !f.marca)).toEqual([]);
    // every family has variants, most of them several (colour × size)
    const variantes = new Map<number, number>();
    for (const p of produtos) variantes.set(p.produto_base, (variantes.get(p.produto_base) ?? 0) + 1);
    expect(variantes.size).toBe(400);
    expect([...variantes.values()].filter((n) => n > 1).length).toBeGreaterThan(300);
  });

  it('price every product above its cost, weigh and measure it, and stamp when it was registered', () => {
    expect(produtos.filter((p) => !(p.custo > 0 && p.custo < p.preco_centavos))).toEqual([]);
    expect(produtos.filter((p) => [p.peso_kg, p.altura_cm, p.largura_cm, p.profundidade_cm].some((v) => !Number.isInteger(v) || v <= 0))).toEqual([]);
    expect(bemDatados(produtos)).toEqual([]);
    expect(new Set(produtos.map((p) => p.situacao_venda))).toEqual(new Set(['a_venda', 'lancamento', 'fora_de_linha']));
  });

  it("hold every product an order sells, at the order's price, registered before the order", async () => {
    const vendidos = await t.sql.todas<{ id_produto: number; preco_unitario: number; primeiro: number }>(
      `SELECT i.id_produto, i.preco_unitario, MIN(o.data_pedido) AS primeiro FROM order_items i JOIN orders o ON o.id = i.id_pedido
        GROUP BY i.id_produto, i.preco_unitario`,
    );
    expect(vendidos.length).toBeGreaterThan(300);
    const porId = new Map(produtos.map((p) => [p.id, p]));
    expect(vendidos.filter((v) => porId.get(v.id_produto)?.preco_centavos !== v.preco_unitario || porId.get(v.id_produto)!.criado_em > v.primeiro)).toEqual([]);
  });

  it('are 300 suppliers with valid CNPJs unique in the group, legal names, contacts, addresses and payment terms', async () => {
    const fornecedores = await t.sql.todas<Record<string, string | number | null> & { criado_em: number; atualizado_em: number }>('SELECT * FROM fornecedores ORDER BY id');
    expect(fornecedores).toHaveLength(300);
    expect(fornecedores.filter((f) => f.id_grupo !== 1 || !isCnpj(String(f.cnpj)))).toEqual([]);
    expect(new Set(fornecedores.map((f) => f.cnpj)).size).toBe(300);
    expect(new Set(fornecedores.map((f) => f.nome_fantasia)).size).toBe(300);
    expect(fornecedores.filter((f) => !f.razao_social || !f.contato || !/^[a-z0-9.]+@[a-z0-9]+\.com\.br$/.test(String(f.email)))).toEqual([]);
    expect(fornecedores.filter((f) => !/^\d{8}$/.test(String(f.endereco_cep)) || !f.endereco_cidade || !f.endereco_uf || !/^[1-9]{2}[2-5]\d{7}$/.test(String(f.telefone)))).toEqual([]);
    expect(fornecedores.filter((f) => typeof f.prazo_pagamento !== 'number' || f.prazo_pagamento > 365 || !f.condicoes_pagamento)).toEqual([]);
    expect(bemDatados(fornecedores)).toEqual([]);
  });

  it("are 40 employees with valid CPFs at the demo group's stores, in their roles since their admission", async () => {
    const funcionarios = await t.sql.todas<{ id_grupo: number; cpf: string; cargo: string; loja: number; admissao: string; nascimento: string; criado_em: number; atualizado_em: number }>(
      'SELECT * FROM funcionarios ORDER BY id',
    );
    expect(funcionarios).toHaveLength(40);
    expect(funcionarios.filter((f) => f.id_grupo !== 1 || !isCpf(f.cpf))).toEqual([]);
    expect(new Set(funcionarios.map((f) => f.cpf)).size).toBe(40);
    expect(new Set(funcionarios.map((f) => f.loja))).toEqual(new Set(await t.sql.coluna<number>('SELECT id FROM sellers WHERE id_grupo = 1')));
    const hoje = t.relogio.agora.toISOString().slice(0, 10);
    expect(funcionarios.filter((f) => !/^\d{4}-\d{2}-\d{2}$/.test(f.admissao) || f.admissao > hoje || f.nascimento > `${Number(f.admissao.slice(0, 4)) - 18}${f.admissao.slice(4)}`)).toEqual([]);
    for (const cargo of ['Gerente de loja', 'Caixa', 'Estoquista']) expect(funcionarios.some((f) => f.cargo === cargo), cargo).toBe(true);
    expect(funcionarios.some((f) => /^Vendedora?$/.test(f.cargo)) && funcionarios.some((f) => /^Analista financeir[ao]$/.test(f.cargo))).toBe(true);
    expect(bemDatados(funcionarios)).toEqual([]);
  });
});

describe('the registers, served by the engine', () => {
  let t: TestApp;
  let admin: string;
  const usuarios = new Map<string, string>();

  /** Signs in a new user of `seller` holding only `chave` (the admin's hash: the demo password). */
  async function usuarioCom(chave: PermissionKey, seller = 1): Promise<string> {
    const email = `${chave}.${seller}@exemplo.com.br`;
    const sessao = usuarios.get(email);
    if (sessao) return sessao;
    const { senha_hash } = await t.db.kysely.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
    const agora = t.relogio.agora.getTime();
    await t.db.kysely
      .insertInto('users')
      .values({ email, nome: email, senha_hash, ativo: 1, permissions: JSON.stringify([chave]), id_seller: seller, criado_em: agora, atualizado_em: agora })
      .execute();
    const cookie = await t.login(email);
    usuarios.set(email, cookie);
    return cookie;
  }

  const consultar = (recurso: Recurso, cookie: string, corpo: object) =>
    t.app.inject({ method: 'PUT', url: rotasDoRecurso(recurso).consulta.caminho, headers: { cookie, ...VERSAO }, payload: corpo });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@retaguarda.dev');
  });
  afterAll(() => t.close());

  it.each([
    ['produtos', 'products', 2000],
    ['produtosBase', 'produtos_base', 400],
    ['fornecedores', 'fornecedores', 300],
    ['funcionarios', 'funcionarios', 40],
    ['lojas', 'sellers', 4],
  ] as const)('lists the %s of the group to a user with its first key, every one valid for its declaration', async (nome, tabela, quantos) => {
    const recurso = RECURSOS[nome];
    const cookie = await usuarioCom(recurso.permissoes.ler[0]);
    const ativos = Number(await t.sql.valor(`SELECT COUNT(*) FROM ${tabela} WHERE id_grupo = 1 AND ativo = 1`));
    expect(Number(await t.sql.valor(`SELECT COUNT(*) FROM ${tabela} WHERE id_grupo = 1`))).toBe(quantos);
    const esquema = esquemaCriacao(recurso);
    const invalidos: unknown[] = [];
    let vistos = 0;
    for (let page = 1; vistos < ativos; page++) {
      const res = await consultar(recurso, cookie, { page, limit: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const { RES, PAG } = res.json() as { RES: Record<string, unknown>[]; PAG: { total: number } };
      expect(PAG.total).toBe(ativos);
      expect(RES.length).toBeGreaterThan(0);
      vistos += RES.length;
      for (const r of RES) {
        const v = esquema.safeParse(r);
        if (!v.success) invalidos.push({ id: r.id, erros: v.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
      }
    }
    expect(vistos).toBe(ativos);
    expect(invalidos).toEqual([]);
    // a key of another register opens none of these
    const semChave = await consultar(recurso, await usuarioCom('cadastros_clientes'), {});
    expect(semChave.statusCode).toBe(403);
  });

  it('finds a product by its EAN and the variants of a family by the prefix of their SKU', async () => {
    const { produtos } = RECURSOS;
    const familia = await t.sql.todas<{ id: number; sku: string; ean: string }>(
      `SELECT id, sku, ean FROM products WHERE ativo = 1 AND produto_base = (SELECT produto_base FROM products WHERE ativo = 1 GROUP BY produto_base HAVING COUNT(*) > 3 ORDER BY produto_base LIMIT 1) ORDER BY sku`,
    );
    const porEan = await consultar(produtos, admin, { busca: familia[1].ean });
    expect(porEan.json().RES.map((p: { id: number }) => p.id)).toEqual([familia[1].id]);
    const prefixo = familia[0].sku.split('-')[0];
    const porSku = await consultar(produtos, admin, { busca: prefixo.toLowerCase(), ordenar_por: 'sku', limit: 100 });
    expect(porSku.json().RES.map((p: { sku: string }) => p.sku)).toEqual(familia.map((p) => p.sku));
  });

  it("keeps the stores read-only even to the admin, and an employee at one of the group's stores only", async () => {
    const { lojas, funcionarios } = RECURSOS;
    const renomear = await t.app.inject({ method: 'PUT', url: caminhoDe(rotasDoRecurso(lojas).editar, { id: 1 }), headers: { cookie: admin, ...VERSAO }, payload: { version: 1, nome: 'Outra loja' } });
    expect(renomear.statusCode).toBe(403);
    expect(await t.sql.valor('SELECT nome FROM sellers WHERE id = 1')).toBe('Loja Centro');
    const contratar = (loja: number) =>
      t.app.inject({
        method: 'POST',
        url: rotasDoRecurso(funcionarios).criar.caminho,
        headers: { cookie: admin, ...VERSAO },
        payload: { nome: 'Joana Teste', cpf: '390.533.447-05', cargo: 'Vendedora', loja, admissao: '02/03/2026' },
      });
    const emOutroGrupo = await contratar(5);
    expect(emOutroGrupo.statusCode).toBe(400);
    const naLoja = await contratar(2);
    expect(naLoja.statusCode, naLoja.body).toBe(201);
    expect(naLoja.json().RES).toMatchObject({ loja: 2, admissao: '02/03/2026', cpf: '39053344705' });
  });

  it("refuses a supplier's CNPJ twice in one group, and lets another group register it", async () => {
    const { fornecedores } = RECURSOS;
    const cnpj = String(await t.sql.valor('SELECT cnpj FROM fornecedores WHERE id = 1'));
    const criar = (cookie: string) =>
      t.app.inject({ method: 'POST', url: rotasDoRecurso(fornecedores).criar.caminho, headers: { cookie, ...VERSAO }, payload: { nome_fantasia: 'Malharia Repetida', razao_social: 'Malharia Repetida Ltda.', cnpj } });
    const repetido = await criar(await usuarioCom('cadastros_fornecedores'));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().campos).toEqual(['cnpj']);
    const outroGrupo = await criar(await usuarioCom('cadastros_fornecedores', 5));
    expect(outroGrupo.statusCode, outroGrupo.body).toBe(201);
    expect(await t.sql.coluna('SELECT id_grupo FROM fornecedores WHERE cnpj = ? ORDER BY id_grupo', cnpj)).toEqual([1, 2]);
  });
});
