import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { ListaPedidosResposta, type FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { instanteSP } from '@retaguarda/contrato/br/dates';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { filtrarReferencia, todosOsPedidos, totaisReferencia, type PedidoBruto } from './referencia';

const GRUPO = [1, 2, 3, 4];
let t: TestApp;
let admin: string;
let pedidos: PedidoBruto[];

async function listar(filtro: Partial<FiltroPedidos>, cookie = admin) {
  const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 500, ...filtro } });
  return { res, corpo: res.statusCode === 200 ? ListaPedidosResposta.parse(res.json()) : null };
}

/** Checks a whole answer (page ids, PAG, summary) against the reference computation. */
async function conferir(filtro: Partial<FiltroPedidos>): Promise<number> {
  const sellers = filtro.id_pessoa?.length ? filtro.id_pessoa : GRUPO;
  const { res, corpo } = await listar(filtro);
  expect(res.statusCode).toBe(200);
  const esperado = filtrarReferencia(pedidos, filtro, sellers);
  const page = filtro.page ?? 1;
  const limit = filtro.limit ?? 500;
  expect(corpo?.RES.pedidos.map((p) => p.id)).toEqual(esperado.slice((page - 1) * limit, page * limit).map((p) => p.id));
  expect(corpo?.PAG).toEqual({ page, limit, total: esperado.length, total_pages: Math.ceil(esperado.length / limit) });
  const totais = totaisReferencia(esperado);
  const d = corpo?.RES.dashboard;
  expect(d?.quantidade_pedidos).toBe(totais.quantidade);
  expect(reaisParaCentavos(d?.valor_total ?? -1)).toBe(totais.centavos);
  expect(d?.ticket_medio).toBe(totais.quantidade ? Math.round(totais.centavos / totais.quantidade) / 100 : 0);
  for (const [lista, mapa] of [[d?.por_status, totais.porStatus], [d?.por_forma_pagto, totais.porForma]] as const) {
    expect(lista?.map((a) => [a.id, a.quantidade, reaisParaCentavos(a.valor_total)])).toEqual(
      [...mapa.entries()].sort(([a], [b]) => a - b).map(([id, a]) => [id, a.quantidade, a.centavos]),
    );
  }
  return esperado.length;
}

beforeAll(async () => {
  t = await createTestApp({ orders: 4000 });
  admin = await t.login('admin@retaguarda.dev');
  pedidos = await todosOsPedidos(t.db);
});
afterAll(() => t.close());

describe('PUT /v2/vendas/lista-pedidos', () => {
  it('answers the default filter (yesterday to today) with rows of every seller of the group', async () => {
    expect(await conferir({ data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026' })).toBeGreaterThan(0);
    const { corpo } = await listar({ data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026' });
    expect(new Set(corpo?.RES.pedidos.map((p) => p.id_pessoa))).toEqual(new Set(GRUPO));
  });

  it('without id_pessoa covers the whole group and never the seller of another group', async () => {
    await conferir({ data_from_pedido: '01/10/2026' });
    const { corpo } = await listar({ id_pessoa: [] });
    expect(corpo?.RES.pedidos.some((p) => p.id_pessoa === 5)).toBe(false);
  });

  it('filters by each field alone, matching an independent computation', async () => {
    const numeros = pedidos.filter((p) => p.nfce_numero !== null && p.id_seller === 1).slice(0, 3).map((p) => p.nfce_numero ?? 0);
    const filtros: Partial<FiltroPedidos>[] = [
      { id_pessoa: [2] },
      { id_pessoa: [1, 4] },
      { data_from_pedido: '01/09/2026' },
      { data_to_pedido: '15/06/2025' },
      { hora_from: '20:00' },
      { hora_to: '09:30' },
      { data_from_nfce: '01/11/2026', data_to_nfce: '10/11/2026' },
      { data_to_nfce: '31/12/2025' },
      { status_pedido: [STATUS.cancelado.id] },
      { status_pedido: [STATUS.pago.id, STATUS.enviado.id] },
      { forma_pagto: [FORMAS_PAGTO.dinheiro.id] },
      { numero_nfce: numeros },
    ];
    for (const f of filtros) expect(await conferir(f), JSON.stringify(f)).toBeGreaterThan(0);
  });

  it('AND-s every filter together', async () => {
    const f: Partial<FiltroPedidos> = {
      id_pessoa: [1, 2, 4], data_from_pedido: '01/06/2026', data_to_pedido: '21/11/2026', hora_from: '10:00', hora_to: '18:59',
      data_from_nfce: '01/06/2026', status_pedido: [STATUS.retirado.id, STATUS.devolvido.id], forma_pagto: [FORMAS_PAGTO.pix.id, FORMAS_PAGTO.credito.id],
    };
    expect(await conferir(f)).toBeGreaterThan(0);
    const numeros = filtrarReferencia(pedidos, f, [1, 2, 4]).slice(0, 4).map((p) => p.nfce_numero ?? 0);
    expect(await conferir({ ...f, numero_nfce: numeros })).toBeGreaterThan(0);
  });

  it('answers an empty page and zero totals when nothing matches', async () => {
    const { corpo } = await listar({ data_from_pedido: '01/01/2020', data_to_pedido: '02/01/2020' });
    expect(corpo?.RES.pedidos).toEqual([]);
    expect(corpo?.PAG).toEqual({ page: 1, limit: 500, total: 0, total_pages: 0 });
    expect(corpo?.RES.dashboard).toEqual({ quantidade_pedidos: 0, valor_total: 0, ticket_medio: 0, por_status: [], por_forma_pagto: [] });
  });

  it('pages without gaps or overlaps, including the last partial page and a page past the end', async () => {
    const filtro = { data_from_pedido: '01/11/2026' };
    const total = filtrarReferencia(pedidos, filtro, GRUPO).length;
    const limit = 7;
    const ultima = Math.ceil(total / limit);
    for (const page of [1, 2, ultima - 1, ultima, ultima + 1]) await conferir({ ...filtro, page, limit });
    const { corpo } = await listar({ ...filtro, page: ultima, limit });
    expect(corpo?.RES.pedidos.length).toBe(total - (ultima - 1) * limit);
    await conferir({ page: 1, limit: 1 });
  });

  it('puts an order at 23:30 in São Paulo on the day it was placed there, not on the UTC day', async () => {
    const base = { id_seller: 3, id_cliente: 1, canal: 'ecommerce' as const, id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.pix.id, itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 1234 }], valor_desconto: 0, valor_frete: 0 };
    // 23:30 local on 10/03/2025 is 02:30 UTC on the 11th; 00:10 local on the 11th is 03:10 UTC.
    const tarde = await registrarPedido(t.db.kysely, { ...base, data_pedido: instanteSP('10/03/2025', 23 * 60 + 30) });
    const cedo = await registrarPedido(t.db.kysely, { ...base, data_pedido: instanteSP('11/03/2025', 10) });
    pedidos = await todosOsPedidos(t.db);
    const dia10 = await listar({ id_pessoa: [3], data_from_pedido: '10/03/2025', data_to_pedido: '10/03/2025' });
    const dia11 = await listar({ id_pessoa: [3], data_from_pedido: '11/03/2025', data_to_pedido: '11/03/2025' });
    expect(dia10.corpo?.RES.pedidos.map((p) => p.id)).toContain(tarde);
    expect(dia10.corpo?.RES.pedidos.map((p) => p.id)).not.toContain(cedo);
    expect(dia11.corpo?.RES.pedidos.map((p) => p.id)).toContain(cedo);
    expect(dia10.corpo?.RES.pedidos.find((p) => p.id === tarde)?.data_pedido).toBe('2025-03-10T23:30:00-03:00');
    const noite = await listar({ id_pessoa: [3], data_from_pedido: '10/03/2025', data_to_pedido: '11/03/2025', hora_from: '23:30', hora_to: '23:30' });
    expect(noite.corpo?.RES.pedidos.map((p) => p.id)).toContain(tarde);
    await conferir({ id_pessoa: [3], data_from_pedido: '10/03/2025', data_to_pedido: '11/03/2025' });
  });

  it('keeps the per-day summary equal to the orders after new orders are written', async () => {
    const diario = (await t.sql.uma('SELECT SUM(quantidade) q, SUM(valor_total) v FROM orders_daily'));
    const direto = (await t.sql.uma('SELECT COUNT(*) q, SUM(valor_total) v FROM orders'));
    expect(diario).toEqual(direto);
  });

  it('answers money as reais with at most two decimals and dates with the São Paulo offset', async () => {
    const { corpo } = await listar({ data_from_pedido: '01/11/2026' });
    for (const p of corpo?.RES.pedidos ?? []) {
      expect(p.data_pedido).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
      expect(Math.round(p.valor_total * 100)).toBe(reaisParaCentavos(p.valor_produtos) - reaisParaCentavos(p.valor_desconto) + reaisParaCentavos(p.valor_frete));
      if (p.nfce) expect(p.nfce.chave).toMatch(/^\d{44}$/);
    }
  });

  it('refuses a seller outside the group with 403', async () => {
    for (const id_pessoa of [[5], [1, 5], [999]]) {
      const { res } = await listar({ id_pessoa });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ RES: 'Acesso negado' });
    }
  });

  it('requires vendas_gestao_de_pedidos (403) and a session (401)', async () => {
    const financeiro = await t.login('financeiro@retaguarda.dev');
    expect((await listar({}, financeiro)).res.statusCode).toBe(403);
    const vendas = await t.login('vendas@retaguarda.dev');
    expect((await listar({}, vendas)).res.statusCode).toBe(200);
    const anonimo = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: VERSAO, payload: { page: 1, limit: 10 } });
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json()).toEqual({ RES: 'Sessão expirada. Entre novamente.' });
  });
});
