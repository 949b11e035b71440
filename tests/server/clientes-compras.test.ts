import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MAX_CLIENTES_COMPRAS, ULTIMOS_PEDIDOS_CLIENTE, type ComprasDoCliente } from '@retaguarda/contrato/api/clientesVendas';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { isoSP } from '../../server/http/iso-sp';
import { consultaCompras } from '../../server/modulos/clientes-vendas/consultas';
import { createTestApp, soNoSqlite, type TestApp } from './helpers';
import { sqliteDe } from './sql-teste';
import { novoPedido, pedir, SELLER_OUTRO_GRUPO } from './pedido-fixtures';
import { criarUsuario } from './usuarios-de-teste';

const COMPRAS = ROTAS_CLIENTES_VENDAS.compras.caminho;
const doCliente = (id: number) => caminhoDe(ROTAS_CLIENTES_VENDAS.doCliente, { id });

let t: TestApp;
let vendas: string;
/** Group 1's clients that bought, group 1's that never did, and group 2's (the demo seed's three ranges). */
let comPedidos: number[];
let semPedidos: number[];
let doOutroGrupo: number[];

interface LinhaPedido {
  id: number;
  id_cliente: number;
  id_status: number;
  valor_total: number;
  data_pedido: number;
  id_grupo: number;
}

/**
 * The figures computed apart from the server's query: every order of the clients read whole,
 * then counted in JavaScript for group 1's sellers, Cancelado and Devolvido left out.
 */
async function esperado(ids: readonly number[]): Promise<Map<number, ComprasDoCliente>> {
  const linhas = await t.sql.todas<LinhaPedido>(
    `SELECT o.id, o.id_cliente, o.id_status, o.valor_total, o.data_pedido, s.id_grupo FROM orders o JOIN sellers s ON s.id = o.id_seller
      WHERE o.id_cliente IN (${ids.map(() => '?').join(', ')})`,
    ...ids,
  );
  const mapa = new Map<number, ComprasDoCliente>();
  for (const id of ids) {
    const contadas = linhas.filter(
      (l) => Number(l.id_cliente) === id && Number(l.id_grupo) === 1 && Number(l.id_status) !== STATUS.cancelado.id && Number(l.id_status) !== STATUS.devolvido.id,
    );
    const centavos = contadas.reduce((s, l) => s + Number(l.valor_total), 0);
    const ultima = contadas.reduce((m, l) => Math.max(m, Number(l.data_pedido)), 0);
    mapa.set(id, {
      id_cliente: id,
      pedidos: contadas.length,
      total_comprado: centavos / 100,
      ultima_compra: contadas.length ? isoSP(ultima) : null,
      ticket_medio: contadas.length ? Math.round(centavos / contadas.length) / 100 : 0,
    });
  }
  return mapa;
}

async function pedirCompras(cookie: string, ids: readonly number[]): Promise<Map<number, ComprasDoCliente>> {
  const res = await pedir(t, cookie, 'PUT', COMPRAS, { ids });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().RES.clientes as ComprasDoCliente[]).map((c) => [c.id_cliente, c]));
}

beforeAll(async () => {
  t = await createTestApp();
  vendas = await t.login('vendas@retaguarda.dev');
  const ids = (sql: string) => t.sql.coluna<number>(sql).then((v) => v.map(Number));
  comPedidos = await ids(`SELECT DISTINCT o.id_cliente FROM orders o JOIN sellers s ON s.id = o.id_seller
    WHERE s.id_grupo = 1 AND o.id_cliente IS NOT NULL ORDER BY o.id_cliente LIMIT 80`);
  semPedidos = await ids('SELECT c.id FROM clients c WHERE c.id_grupo = 1 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id_cliente = c.id) ORDER BY c.id LIMIT 5');
  doOutroGrupo = await ids('SELECT id FROM clients WHERE id_grupo <> 1 ORDER BY id LIMIT 5');
  expect(comPedidos.length).toBe(80);
  expect(semPedidos.length).toBe(5);
  expect(doOutroGrupo.length).toBe(5);
});
afterAll(() => t.close());

describe('PUT /v2/vendas/clientes/compras: what each client bought', () => {
  it('answers, for a page of clients, the figures an independent count of the seeded orders gives', async () => {
    const ids = [...comPedidos.slice(0, 95), ...semPedidos];
    const recebido = await pedirCompras(vendas, ids);
    const conta = await esperado(ids);
    expect(recebido.size).toBe(ids.length);
    for (const id of ids) expect(recebido.get(id), `cliente ${id}`).toEqual(conta.get(id));
    // the comparison is worth something: these clients have cancelled or returned orders left out
    const fora = await t.sql.valor(`SELECT COUNT(*) FROM orders WHERE id_status IN (7, 8) AND id_cliente IN (${ids.join(', ')})`);
    expect(Number(fora)).toBeGreaterThan(0);
  });

  it('answers zeros, no date and no ticket for a client who never bought', async () => {
    const recebido = await pedirCompras(vendas, semPedidos.slice(0, 1));
    expect(recebido.get(semPedidos[0]!)).toEqual({ id_cliente: semPedidos[0], pedidos: 0, total_comprado: 0, ultima_compra: null, ticket_medio: 0 });
  });

  it('counts a new paid order, and never a cancelled one nor one of another group’s seller', async () => {
    const id = comPedidos[0]!;
    const antes = (await pedirCompras(vendas, [id])).get(id)!;
    t.relogio.avancar(60_000);
    await novoPedido(t, { id_status: STATUS.cancelado.id, id_cliente: id });
    await novoPedido(t, { id_status: STATUS.devolvido.id, id_cliente: id });
    await novoPedido(t, { id_status: STATUS.pago.id, id_cliente: id, id_seller: SELLER_OUTRO_GRUPO });
    expect((await pedirCompras(vendas, [id])).get(id)).toEqual(antes);

    const { id: pedido } = await novoPedido(t, { id_status: STATUS.pago.id, id_cliente: id });
    const depois = (await pedirCompras(vendas, [id])).get(id)!;
    const valor = Number(await t.sql.valor('SELECT valor_total FROM orders WHERE id = ?', pedido));
    expect(depois.pedidos).toBe(antes.pedidos + 1);
    expect(Math.round(depois.total_comprado * 100)).toBe(Math.round(antes.total_comprado * 100) + valor);
    expect(depois.ultima_compra).toBe(isoSP(t.relogio.agora.getTime()));
    expect(depois).toEqual((await esperado([id])).get(id));
  });

  it('leaves out another group’s clients and ids that do not exist', async () => {
    const recebido = await pedirCompras(vendas, [...doOutroGrupo, 99_999_999, comPedidos[1]!]);
    expect([...recebido.keys()]).toEqual([comPedidos[1]]);
  });

  it('gives a user of the other group nothing of this group’s clients, and its own clients’ figures from its own orders only', async () => {
    await criarUsuario(t, { email: 'vendas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['vendas_gestao_de_clientes', 'vendas_gestao_de_pedidos'] });
    const parceira = await t.login('vendas@parceira.dev');
    expect((await pedirCompras(parceira, comPedidos.slice(0, 10))).size).toBe(0);
    const proprios = await pedirCompras(parceira, doOutroGrupo);
    expect(proprios.size).toBe(doOutroGrupo.length);
    const linhas = await t.sql.todas<{ id_cliente: number; n: number }>(
      `SELECT o.id_cliente, COUNT(*) AS n FROM orders o JOIN sellers s ON s.id = o.id_seller
        WHERE s.id_grupo <> 1 AND o.id_status NOT IN (7, 8) AND o.id_cliente IN (${doOutroGrupo.join(', ')}) GROUP BY o.id_cliente`,
    );
    for (const id of doOutroGrupo) expect(proprios.get(id)?.pedidos, `cliente ${id}`).toBe(Number(linhas.find((l) => Number(l.id_cliente) === id)?.n ?? 0));
    expect((await pedir(t, parceira, 'GET', doCliente(comPedidos[0]!))).statusCode).toBe(404);
  });

  it('answers 403 without both the sales clients’ key and the orders’ key, 401 without a session', async () => {
    await criarUsuario(t, { email: 'so-clientes@retaguarda.dev', idSeller: 1, permissions: ['vendas_gestao_de_clientes', 'cadastros_clientes'] });
    await criarUsuario(t, { email: 'so-pedidos@retaguarda.dev', idSeller: 1, permissions: ['vendas_gestao_de_pedidos'] });
    for (const email of ['so-clientes@retaguarda.dev', 'so-pedidos@retaguarda.dev']) {
      const cookie = await t.login(email);
      for (const res of [await pedir(t, cookie, 'PUT', COMPRAS, { ids: [comPedidos[0]] }), await pedir(t, cookie, 'GET', doCliente(comPedidos[0]!))]) {
        expect(res.statusCode, email).toBe(403);
        expect(res.json()).toEqual({ RES: 'Acesso negado' });
      }
    }
    expect((await pedir(t, '', 'PUT', COMPRAS, { ids: [1] })).statusCode).toBe(401);
  });

  it(`refuses more than ${MAX_CLIENTES_COMPRAS} ids, and ids that are not positive integers, naming the field`, async () => {
    const muitos = Array.from({ length: MAX_CLIENTES_COMPRAS + 1 }, (_, i) => i + 1);
    for (const ids of [muitos, [1, 'x'], [0], [1.5], null]) {
      const res = await pedir(t, vendas, 'PUT', COMPRAS, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().validation.body.keys[0]).toMatch(/^ids/);
    }
    expect((await pedir(t, vendas, 'PUT', COMPRAS, { ids: muitos })).json().validation.body.message).toBe(`Clientes: no máximo ${MAX_CLIENTES_COMPRAS} itens`);
    // exactly the cap is fine; an empty page asks for nothing
    expect((await pedir(t, vendas, 'PUT', COMPRAS, { ids: muitos.slice(1) })).statusCode).toBe(200);
    expect((await pedirCompras(vendas, [])).size).toBe(0);
  });

  // SQLite's query plan: PostgreSQL plans by cost on its own statistics, so the plan is not this test's there.
  soNoSqlite('reads the clients by primary key and their orders only from the covering client index, never an order row', () => {
    const q = consultaCompras(t.db.kysely, { idSeller: 1, sellers: [1, 2, 3, 4] }, comPedidos.slice(0, 50)).compile();
    const plano = (sqliteDe(t.db).prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map((l) => l.detail);
    expect(plano).toContainEqual(expect.stringMatching(/^SEARCH c USING INTEGER PRIMARY KEY/));
    expect(plano).toContainEqual(expect.stringMatching(/^SEARCH o USING COVERING INDEX orders_cliente \(id_cliente=\? AND id_seller=\?\)/));
    expect(plano.join('\n')).not.toMatch(/SCAN (o|orders)\b/);
  });
});

describe('GET /v2/vendas/clientes/:id/compras: one client’s figures and latest orders', () => {
  it('answers the batch’s figures and the newest orders of the group, cancelled ones included', async () => {
    const id = comPedidos[0]!;
    const res = await pedir(t, vendas, 'GET', doCliente(id));
    expect(res.statusCode, res.body).toBe(200);
    const { compras, ultimos_pedidos } = res.json().RES as { compras: ComprasDoCliente; ultimos_pedidos: { id: number; data_pedido: string; status_pedido: { id: number; descricao: string }; valor_total: number }[] };
    expect(compras).toEqual((await pedirCompras(vendas, [id])).get(id));
    const linhas = await t.sql.todas<LinhaPedido>(
      'SELECT o.id, o.id_status, o.valor_total, o.data_pedido FROM orders o JOIN sellers s ON s.id = o.id_seller WHERE o.id_cliente = ? AND s.id_grupo = 1 ORDER BY o.data_pedido DESC, o.id DESC',
      id,
    );
    const esperados = linhas.slice(0, ULTIMOS_PEDIDOS_CLIENTE).map((l) => ({
      id: Number(l.id),
      data_pedido: isoSP(Number(l.data_pedido)),
      status_pedido: { id: Number(l.id_status), descricao: Object.values(STATUS).find((s) => s.id === Number(l.id_status))?.descricao },
      valor_total: Number(l.valor_total) / 100,
    }));
    expect(ultimos_pedidos).toEqual(esperados);
    // the cancelled and returned orders written above are the newest: listed, though not counted
    expect(ultimos_pedidos.map((p) => p.status_pedido.descricao)).toEqual(expect.arrayContaining(['Cancelado', 'Devolvido']));
  });

  it('answers a client without orders with an empty list, and 404 for another group’s or a missing client', async () => {
    const vazio = await pedir(t, vendas, 'GET', doCliente(semPedidos[0]!));
    expect(vazio.json().RES).toMatchObject({ compras: { pedidos: 0, ultima_compra: null }, ultimos_pedidos: [] });
    for (const id of [doOutroGrupo[0]!, 99_999_999]) {
      const res = await pedir(t, vendas, 'GET', doCliente(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ RES: 'Cliente não encontrado' });
    }
    expect((await pedir(t, vendas, 'GET', '/v2/vendas/clientes/abc/compras')).statusCode).toBe(400);
  });
});
