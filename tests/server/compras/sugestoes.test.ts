import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_COMPRAS, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { LIMITES_SUGESTOES, type RespostaSugestoes, type SugestaoCompra } from '@retaguarda/contrato/api/sugestoesCompra';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { createTestApp, type TestApp } from '../helpers';
import { abastecer, pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';

/**
 * Purchase suggestions (ROTAS_COMPRAS.sugestoes) with exact figures, on products and a supplier
 * of the file's own (the demo's have a year of orders and sales). Store 1, 30 days of sales, 30
 * days to cover unless a case says otherwise:
 * - A: 2 on hand, minimum 10, no sales → 8, below the minimum, at the product's cost.
 * - B: 45 sold in the last 30 days (30 more 45 days ago do not count), 12 on hand, 12 on a sent
 *   order and 3 on a draft (a cancelled order of 100 does not count) → 45 − 12 − 15 = 18, to
 *   cover, at the last sent order's cost (not the draft's).
 * - C: 4 on hand, minimum 20, 6 sold → 16 (the minimum asks more than the 2 of the sales).
 * - D: 30 on hand, minimum 5, 10 sold → nothing.
 * - E: 10 on hand, 4 reserved by a paid order (a sale), minimum 8 → 2.
 */
const R = ROTAS_COMPRAS;
const DIA = 86_400_000;
let t: TestApp;
let admin: string;
let fornecedor: number;
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'G' | 'H' | 'I', number> = { A: 0, B: 0, C: 0, D: 0, E: 0, G: 0, H: 0, I: 0 };

async function produto(nome: string, custo: number, comFornecedor = true): Promise<number> {
  const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome, sku: `SUG-${nome.slice(-1)}`, preco: 60, custo, ncm: '61091000', unidade: 'UN', ...(comFornecedor ? { fornecedor } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

async function minimo(idProduto: number, valor: number) {
  const res = await pedir(t, admin, 'PUT', caminhoDe(ROTAS_ESTOQUE.limites, { id_seller: 1, id_produto: idProduto }), { minimo: valor, maximo: null });
  expect(res.statusCode, res.body).toBe(200);
}

/** A sale of store 1 `dias` ago, already collected (or paid: its units held). */
async function venda(idProduto: number, quantidade: number, dias: number, status: number = STATUS.retirado.id) {
  await registrarPedido(t.db.kysely, {
    id_seller: 1, id_cliente: null, canal: 'loja', id_status: status, id_forma_pagto: 1, data_pedido: new Date(t.relogio.agora.getTime() - dias * DIA),
    itens: [{ id_produto: idProduto, quantidade, preco_unitario: 6000 }], valor_desconto: 0, valor_frete: 0,
  });
}

async function compra(itens: { id_produto: number; quantidade: number; custo_unitario: number }[], ate: 'rascunho' | 'enviado' | 'recebido' | 'cancelado'): Promise<PedidoCompra> {
  const criado = await pedir(t, admin, 'POST', R.criar.caminho, { id_fornecedor: fornecedor, id_seller: 1, previsao_entrega: null, itens });
  expect(criado.statusCode, criado.body).toBe(200);
  let p: PedidoCompra = criado.json().RES;
  if (ate === 'rascunho') return p;
  p = (await pedir(t, admin, 'POST', caminhoDe(R.enviar, { id: p.id }), { version: p.version })).json().RES;
  if (ate === 'recebido') p = (await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: p.version, itens: itens.map((i) => ({ id_produto: i.id_produto, recebido: i.quantidade })) })).json().RES;
  if (ate === 'cancelado') p = (await pedir(t, admin, 'POST', caminhoDe(R.cancelar, { id: p.id }), { version: p.version, motivo: 'Pedido duplicado' })).json().RES;
  return p;
}

async function sugestoes(corpo: object, cookie = admin): Promise<RespostaSugestoes> {
  const res = await pedir(t, cookie, 'PUT', R.sugestoes.caminho, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

const resumo = (s: SugestaoCompra) => [s.produto, s.quantidade, s.motivo, s.disponivel, s.minimo, s.vendido, s.venda_diaria, s.em_pedido, s.custo_unitario];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  const f = await pedir(t, admin, 'POST', '/v2/fornecedores', { nome_fantasia: 'Têxtil Sugestão', razao_social: 'Têxtil Sugestão Ltda.', cnpj: '11222333000181' });
  expect(f.statusCode, f.body).toBe(201);
  fornecedor = f.json().RES.id;
  ids.A = await produto('Sugestão A', 20);
  ids.B = await produto('Sugestão B', 30);
  ids.C = await produto('Sugestão C', 10);
  ids.D = await produto('Sugestão D', 10);
  ids.E = await produto('Sugestão E', 10);
  ids.G = await produto('Sugestão G', 15, false);
  ids.H = await produto('Sugestão H', 10);
  ids.I = await produto('Sugestão I', 10);

  await abastecer(t, 1, [ids.A], 2);
  await minimo(ids.A, 10);
  await abastecer(t, 1, [ids.B], 80);
  for (const [q, dias] of [[30, 45], [15, 20], [15, 10], [15, 5]] as const) await venda(ids.B, q, dias);
  await compra([{ id_produto: ids.B, quantidade: 7, custo_unitario: 22 }], 'recebido');
  await compra([{ id_produto: ids.B, quantidade: 12, custo_unitario: 23.5 }], 'enviado');
  await compra([{ id_produto: ids.B, quantidade: 3, custo_unitario: 99 }], 'rascunho');
  await compra([{ id_produto: ids.B, quantidade: 100, custo_unitario: 50 }], 'cancelado');
  await abastecer(t, 1, [ids.C], 10);
  await venda(ids.C, 6, 3);
  await minimo(ids.C, 20);
  await abastecer(t, 1, [ids.D], 40);
  await venda(ids.D, 10, 2);
  await minimo(ids.D, 5);
  await abastecer(t, 1, [ids.E], 10);
  await venda(ids.E, 4, 1, STATUS.pago.id);
  await minimo(ids.E, 8);
  await abastecer(t, 1, [ids.G], 1);
  await minimo(ids.G, 4);
  // below the minimum with an order already on its way: H partly covered, I wholly
  await abastecer(t, 1, [ids.H, ids.I], 2);
  await minimo(ids.H, 10);
  await minimo(ids.I, 10);
  await compra([{ id_produto: ids.H, quantidade: 5, custo_unitario: 10 }, { id_produto: ids.I, quantidade: 8, custo_unitario: 10 }], 'enviado');
});
afterAll(() => t.close());

describe('purchase suggestions', () => {
  it('asks the larger of back-to-minimum and covering the sales, less what is on order, rounded up', async () => {
    const r = await sugestoes({ id_seller: 1, id_fornecedor: fornecedor });
    expect(r).toMatchObject({ total: 5, dias_vendas: 30, dias_cobertura: 30 });
    // H: 10 − 2 − 5 on order = 3; I: 10 − 2 − 8 = 0, not suggested again
    expect(r.itens.map(resumo)).toEqual([
      ['Sugestão A', 8, 'abaixo_do_minimo', 2, 10, 0, 0, 0, 20],
      ['Sugestão B', 18, 'cobertura', 12, null, 45, 1.5, 15, 23.5],
      ['Sugestão C', 16, 'abaixo_do_minimo', 4, 20, 6, 0.2, 0, 10],
      ['Sugestão E', 2, 'abaixo_do_minimo', 6, 8, 4, 0.13, 0, 10],
      ['Sugestão H', 3, 'abaixo_do_minimo', 2, 10, 0, 0, 5, 10],
    ]);
    expect(r.itens.every((s) => s.id_fornecedor === fornecedor && s.fornecedor === 'Têxtil Sugestão')).toBe(true);
    expect(r.itens[0]).toMatchObject({ id_produto: ids.A, sku: 'SUG-A' });
  });

  it('takes the days asked: 45 days to cover asks 1,5 × 45 − 27 = 40,5 → 41 of B; 60 days of sales count the older sale too', async () => {
    const cobertura = await sugestoes({ id_seller: 1, id_fornecedor: fornecedor, dias_cobertura: 45 });
    expect(cobertura.itens.map((s) => [s.produto, s.quantidade, s.motivo])).toEqual([
      ['Sugestão A', 8, 'abaixo_do_minimo'],
      ['Sugestão B', 41, 'cobertura'],
      ['Sugestão C', 16, 'abaixo_do_minimo'],
      ['Sugestão E', 2, 'abaixo_do_minimo'],
      ['Sugestão H', 3, 'abaixo_do_minimo'],
    ]);
    // 75 sold in 60 days: 1,25 a day × 30 = 37,5 − 27 = 10,5 → 11
    const vendas = await sugestoes({ id_seller: 1, id_fornecedor: fornecedor, dias_vendas: 60 });
    expect(vendas.itens.find((s) => s.id_produto === ids.B)).toMatchObject({ quantidade: 11, vendido: 75, venda_diaria: 1.25 });
    const invalido = await pedir(t, admin, 'PUT', R.sugestoes.caminho, { id_seller: 1, dias_cobertura: 0 });
    expect(invalido.statusCode).toBe(400);
  });

  it('lists every supplier of the store, those without one last, within the cap', async () => {
    const r = await sugestoes({ id_seller: 1 });
    expect(r.total).toBeGreaterThan(4);
    expect(r.itens.length).toBe(Math.min(r.total, LIMITES_SUGESTOES.itens));
    const semFornecedor = r.itens.findIndex((s) => s.id_fornecedor === null);
    if (semFornecedor >= 0) expect(r.itens.slice(semFornecedor).every((s) => s.id_fornecedor === null)).toBe(true);
    if (r.total <= LIMITES_SUGESTOES.itens) expect(r.itens.find((s) => s.id_produto === ids.G)).toMatchObject({ quantidade: 3, fornecedor: null, custo_unitario: 15 });
    for (const s of r.itens) expect(s.quantidade, s.produto).toBeGreaterThan(0);
  });

  it('keeps to the user’s group and stores, under the purchase orders key', async () => {
    await criarUsuario(t, { email: 'compras-grupo2@teste.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['compras_pedidos_de_compra'] });
    const outroGrupo = await t.login('compras-grupo2@teste.dev');
    expect((await pedir(t, outroGrupo, 'PUT', R.sugestoes.caminho, { id_seller: 1 })).statusCode).toBe(403);
    // its own store has group 1's products on the shelf (demo orders), none of them its own
    const proprias = await sugestoes({ id_seller: SELLER_OUTRO_GRUPO }, outroGrupo);
    const doGrupo1 = new Set((await t.sql.coluna<number>('SELECT id FROM products WHERE id_grupo = 1')).map(Number));
    expect(proprias.itens.filter((s) => doGrupo1.has(s.id_produto))).toEqual([]);

    await criarUsuario(t, { email: 'so-recebe@teste.dev', idSeller: 1, permissions: ['compras_recebimento_e_conferencia'] });
    expect((await pedir(t, await t.login('so-recebe@teste.dev'), 'PUT', R.sugestoes.caminho, { id_seller: 1 })).statusCode).toBe(403);
    expect((await pedir(t, await t.login('vendas@retaguarda.dev'), 'PUT', R.sugestoes.caminho, { id_seller: 1 })).statusCode).toBe(403);
  });
});
