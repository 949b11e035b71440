import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { ROTAS_ESTOQUE, type ListaPosicao } from '@retaguarda/contrato/api/estoque';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { createTestApp, soNoPostgres, type TestApp } from '../helpers';
import { abastecer, pedir } from '../pedido-fixtures';
import { divergenciasDoResumo } from './invariante';

/**
 * The position's totals come from the stores' summary (migration 2026-11-28-08) when
 * nothing narrows the positions. The summary must stay the sum over the positions whatever
 * writes them; orders, adjustments, transfers, receipts and inventories check it through
 * `divergencias` in their own tests, this file the rest and, on PostgreSQL, concurrent writers.
 */
const R = ROTAS_ESTOQUE;
let t: TestApp;
let admin: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

async function produtoNovo(): Promise<number> {
  const n = ++seq;
  const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Produto do resumo ${n}`, sku: `RES-${n}`, preco: 30, custo: 12, ncm: '61091000', unidade: 'UN' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

async function posicao(corpo: object): Promise<ListaPosicao> {
  const res = await pedir(t, admin, 'PUT', R.posicao.caminho, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

/** The demo group's totals over `lojas`, summed from the positions by the position's own rule. */
async function somado(lojas: readonly number[]): Promise<Pick<ListaPosicao, 'total' | 'totais'>> {
  const s = (await t.sql.uma(
    `SELECT COUNT(*) AS total, COALESCE(SUM(s.em_maos), 0) AS em_maos, COALESCE(SUM(s.reservado), 0) AS reservado,
            COALESCE(SUM(CASE WHEN s.em_maos > 0 THEN s.em_maos * s.custo_medio ELSE 0 END), 0) AS valor,
            COALESCE(SUM(CASE WHEN s.minimo IS NOT NULL AND s.em_maos - s.reservado < s.minimo THEN 1 ELSE 0 END), 0) AS abaixo
     FROM estoque_saldos s JOIN products p ON p.id = s.id_produto
     WHERE p.id_grupo = 1 AND s.id_seller IN (${lojas.join(', ')}) AND (p.ativo = 1 OR s.em_maos <> 0 OR s.em_devolucao <> 0)`,
  )) as Record<string, number>;
  return {
    total: Number(s.total),
    totais: { em_maos: Number(s.em_maos), reservado: Number(s.reservado), valor: centavosParaReais(Number(s.valor)), abaixo_do_minimo: Number(s.abaixo) },
  };
}

const totais = ({ total, totais }: ListaPosicao) => ({ total, totais });

describe('the stores’ stock summary', () => {
  it('is the sum over the positions after the demo seed, and the check sees a figure one centavo off', async () => {
    expect(Number(await t.sql.valor('SELECT SUM(posicoes) FROM estoque_resumo'))).toBeGreaterThan(8000);
    expect(await divergenciasDoResumo(t)).toEqual([]);
    await t.sql.executar('UPDATE estoque_resumo SET valor = valor + 1 WHERE id_grupo = 1 AND id_seller = 2');
    try {
      expect(await divergenciasDoResumo(t)).toMatchObject([{ id_grupo: 1, id_seller: 2 }]);
    } finally {
      await t.sql.executar('UPDATE estoque_resumo SET valor = valor - 1 WHERE id_grupo = 1 AND id_seller = 2');
    }
  });

  it('gives the unfiltered position, every store and one, the totals the positions sum', async () => {
    expect(totais(await posicao({}))).toEqual(await somado([1, 2, 3, 4]));
    expect(totais(await posicao({ id_seller: 2 }))).toEqual(await somado([2]));
    // a filter still sums its rows
    const abaixo = await posicao({ id_seller: 2, abaixo_do_minimo: true });
    expect(abaixo.total).toBe((await somado([2])).totais.abaixo_do_minimo);
  });

  it('follows a product’s limits, and its deactivation: empty positions leave the totals and come back with it', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 3);
    // positions with nothing in them: a minimum set in stores where it never moved
    for (const loja of [1, 2, 3]) {
      const res = await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: loja, id_produto: p }), { minimo: 5, maximo: 10 });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await divergenciasDoResumo(t)).toEqual([]);
    const antes = totais(await posicao({}));
    expect(antes).toEqual(await somado([1, 2, 3, 4]));

    expect((await pedir(t, admin, 'POST', `/v2/produtos/${p}/inativar`, { version: 1 })).statusCode).toBe(200);
    expect(await divergenciasDoResumo(t)).toEqual([]);
    const inativo = totais(await posicao({}));
    // the two empty positions (stores 2 and 3, both below their minimum) are hidden; store 1 holds units
    expect(inativo).toEqual({ total: antes.total - 2, totais: { ...antes.totais, abaixo_do_minimo: antes.totais.abaixo_do_minimo - 2 } });
    expect(inativo).toEqual(await somado([1, 2, 3, 4]));

    expect((await pedir(t, admin, 'POST', `/v2/produtos/${p}/reativar`, { version: 2 })).statusCode).toBe(200);
    expect(await divergenciasDoResumo(t)).toEqual([]);
    expect(totais(await posicao({}))).toEqual(antes);

    const limites = await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 1, id_produto: p }), { minimo: null, maximo: null });
    expect(limites.statusCode).toBe(200);
    expect(totais(await posicao({}))).toEqual({ ...antes, totais: { ...antes.totais, abaixo_do_minimo: antes.totais.abaixo_do_minimo - 1 } });
    expect(await divergenciasDoResumo(t)).toEqual([]);
  });
});

/**
 * PostgreSQL: writers add to the summary only when they commit (a row of their own until then),
 * so no open transaction holds a store's summary. Each step is a statement on one of two
 * connections; `terminaOuEspera` tells whether it answered or is waiting for a lock. Registered
 * in the server-pg project only (soNoPostgres), outside a describe that SQLite would find empty.
 */
async function conexoes(): Promise<[PoolClient, PoolClient]> {
  if (t.db.tipo !== 'postgres') throw new Error('só no PostgreSQL');
  return [await t.db.pool.connect(), await t.db.pool.connect()];
}

async function pid(c: PoolClient): Promise<number> {
  return Number((await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
}

/** How `consulta`, running on backend `id`, goes: answered, failed, or first seen waiting for a lock (polled, no clock). */
async function terminaOuEspera(id: number, consulta: Promise<unknown>): Promise<'terminou' | 'falhou' | 'esperando'> {
  let fim: 'terminou' | 'falhou' | undefined;
  consulta.then(() => (fim = 'terminou'), () => (fim = 'falhou'));
  for (;;) {
    const esperando = Number(await t.sql.valor(`SELECT COUNT(*) FROM pg_stat_activity WHERE pid = ? AND wait_event_type = 'Lock'`, id));
    if (fim) return fim;
    if (esperando > 0) return 'esperando';
  }
}

const vender = (c: PoolClient, loja: number, produto: number) =>
  c.query('UPDATE estoque_saldos SET em_maos = em_maos - 1 WHERE id_seller = $1 AND id_produto = $2', [loja, produto]);

/** Closes the connections: a transaction a failed check left open ends with them, its locks too. */
function liberar(clientes: PoolClient[]): void {
  for (const c of clientes) c.release(true);
}

soNoPostgres('a change of stock waits for no other transaction of its store; two sharing a product queue on it and both commit', async () => {
  const [p1, p2] = [await produtoNovo(), await produtoNovo()];
  await abastecer(t, 1, [p1, p2], 5);
  const [a, b] = await conexoes();
  try {
    const [pa, pb] = [await pid(a), await pid(b)];
    await a.query('BEGIN');
    await b.query('BEGIN');
    await vender(a, 1, p1);
    expect(await terminaOuEspera(pb, vender(b, 1, p2))).toBe('terminou');
    // a now needs the position b holds: it waits for b alone, and b never waits for a
    const segunda = vender(a, 1, p2);
    expect(await terminaOuEspera(pa, segunda)).toBe('esperando');
    await b.query('COMMIT');
    await segunda;
    await a.query('COMMIT');
  } finally {
    liberar([a, b]);
  }
  expect((await t.sql.todas('SELECT id_produto, em_maos FROM estoque_saldos WHERE id_seller = 1 AND id_produto IN (?, ?) ORDER BY id_produto', p1, p2))).toEqual([
    { id_produto: p1, em_maos: 4 },
    { id_produto: p2, em_maos: 3 },
  ]);
  expect(await divergenciasDoResumo(t)).toEqual([]);
});

soNoPostgres('two transactions changing two stores in opposite orders both commit', async () => {
  const [p1, p2] = [await produtoNovo(), await produtoNovo()];
  for (const loja of [1, 2]) await abastecer(t, loja, [p1, p2], 5);
  const [a, b] = await conexoes();
  try {
    const [pa, pb] = [await pid(a), await pid(b)];
    await a.query('BEGIN');
    await b.query('BEGIN');
    expect(await terminaOuEspera(pa, vender(a, 1, p1))).toBe('terminou');
    expect(await terminaOuEspera(pb, vender(b, 2, p2))).toBe('terminou');
    expect(await terminaOuEspera(pa, vender(a, 2, p1))).toBe('terminou');
    expect(await terminaOuEspera(pb, vender(b, 1, p2))).toBe('terminou');
    await Promise.all([a.query('COMMIT'), b.query('COMMIT')]);
  } finally {
    liberar([a, b]);
  }
  expect(await divergenciasDoResumo(t)).toEqual([]);
});

soNoPostgres('a product deactivated while a position of it is created or filled waits for that change and counts it', async () => {
  const criada = await produtoNovo();
  const enchida = await produtoNovo();
  // an empty position of `enchida` in store 2, shown while the product is active
  expect((await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 2, id_produto: enchida }), { minimo: null, maximo: null })).statusCode).toBe(200);
  const [a, b] = await conexoes();
  try {
    const pa = await pid(a);
    for (const [produto, mudar] of [
      [criada, `INSERT INTO estoque_saldos (id_seller, id_produto, custo_medio) VALUES (3, ${criada}, 0)`],
      [enchida, `UPDATE estoque_saldos SET em_maos = em_maos + 2 WHERE id_seller = 2 AND id_produto = ${enchida}`],
    ] as const) {
      await b.query('BEGIN');
      await b.query(mudar);
      const inativar = a.query('UPDATE products SET ativo = 0 WHERE id = $1', [produto]);
      expect(await terminaOuEspera(pa, inativar)).toBe('esperando');
      await b.query('COMMIT');
      await inativar;
      expect(await divergenciasDoResumo(t)).toEqual([]);
    }
  } finally {
    liberar([a, b]);
  }
  // the new empty position is hidden with its product; the filled one shows
  const doProduto = async (produto: number) => posicao({ busca: String(await t.sql.valor('SELECT sku FROM products WHERE id = ?', produto)) });
  expect((await doProduto(criada)).total).toBe(0);
  expect((await doProduto(enchida)).itens.map((i) => [i.id_seller, i.em_maos])).toEqual([[2, 2]]);
});
