import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { ROTAS_VENDA_MANUAL, type CarrinhoBody, type PrecoPedido } from '@retaguarda/contrato/api/vendaManual';
import { executarEmOrdem } from '../../server/db/migracoes/executar';
import { RECONSTRUIR } from '../../server/db/migracoes/2026-12-07-04-resumos-pedidos';
import { RECONSTRUIR as RECONSTRUIR_DIA } from '../../server/db/migracoes/2026-12-07-09-resumo-dia';
import { VALIDADE_PIX_MS } from '../../server/modulos/venda-manual/pagamentos/psp';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { abastecer, novoPedido, pedir } from './pedido-fixtures';
import { resumosConferem } from './resumos-pedidos-fixtures';

const S = STATUS;
const R = ROTAS_VENDA_MANUAL;
let t: TestApp;
let admin: string;
let vendas: string;
let produtos: { id: number; preco_centavos: number }[];

async function conferir(): Promise<void> {
  const { guardado, recalculado } = await resumosConferem(t);
  expect(guardado.diario).toEqual(recalculado.diario);
  expect(guardado.hora).toEqual(recalculado.hora);
  expect(guardado.dia).toEqual(recalculado.dia);
  expect(guardado.produto).toEqual(recalculado.produto);
}

const versao = async (id: number) => Number(await t.sql.valor('SELECT version FROM orders WHERE id = ?', id));

async function mudarStatus(id: number, para: number): Promise<void> {
  const res = await pedir(t, admin, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: para, version: await versao(id), motivo: 'teste' });
  expect(res.statusCode, res.body).toBe(200);
}

const carrinho = (extra: Partial<CarrinhoBody> = {}): CarrinhoBody => ({
  id_seller: 1,
  id_cliente: 1,
  itens: [
    // a line's own discount and a product on two lines: the product summary nets both
    { id_produto: produtos[0].id, quantidade: 2, desconto_percentual: 5 },
    { id_produto: produtos[1].id, quantidade: 1 },
    { id_produto: produtos[0].id, quantidade: 1 },
  ],
  entrega: { tipo: 'retirada' },
  ...extra,
});

async function criarManual(extra: Partial<CarrinhoBody> = {}, forma = 'pix'): Promise<{ id: number; preco: PrecoPedido }> {
  const res = await pedir(t, vendas, 'POST', R.criar.caminho, { ...carrinho(extra), forma_pagto: forma });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

let chaves = 0;
function cobrar(corpo: object) {
  return t.app.inject({ method: 'POST', url: R.cobrar.caminho, headers: { cookie: vendas, ...VERSAO, 'idempotency-key': `resumos-${++chaves}` }, payload: corpo });
}

beforeAll(async () => {
  t = await createTestApp({ orders: 300 });
  admin = await t.login('admin@retaguarda.dev');
  vendas = await t.login('vendas@retaguarda.dev');
  produtos = (await t.sql.todas(
    `SELECT id, preco_centavos FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' AND preco_centavos > 1000 ORDER BY id LIMIT 2`,
  )) as { id: number; preco_centavos: number }[];
  await abastecer(t, 1, produtos.map((p) => p.id), 500);
});
afterAll(() => t.close());

describe('the sales summaries kept with the orders', () => {
  it("the demo's summaries are its orders' own, to the centavo", async () => {
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM pedidos_resumo_produto'))).toBeGreaterThan(0);
    await conferir();
  });

  it('an order written, then moved through the workflow one status at a time', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: S.aguardandoPagamento.id });
    await conferir();
    for (const para of [S.pago.id, S.emSeparacao.id, S.enviado.id, S.entregue.id, S.devolvido.id]) {
      await mudarStatus(id, para);
      await conferir();
    }
  });

  it('orders moved in bulk', async () => {
    const a = await novoPedido(t, { canal: 'loja', id_status: S.aguardandoPagamento.id, tipo_entrega: 'retirada' });
    const b = await novoPedido(t, { canal: 'marketplace', id_status: S.aguardandoPagamento.id, id_forma_pagto: 2 });
    const res = await pedir(t, admin, 'PUT', '/v2/vendas/status/update-lote', { ids: [a.id, b.id], id_status: S.cancelado.id, motivo: 'teste em lote' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM orders WHERE id IN (?, ?) AND id_status = ?', a.id, b.id, S.cancelado.id))).toBe(2);
    await conferir();
  });

  it('a manual order with line discounts, then paid at the counter (payment method, Pago, Retirado)', async () => {
    const { id, preco } = await criarManual({ entrega: { tipo: 'balcao' } }, 'pix');
    expect(preco.valor_desconto).toBeGreaterThan(0);
    await conferir();
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES.status_pedido).toEqual(S.retirado);
    await conferir();
  });

  it('a manual order paid by the simulated Pix, and one whose Pix expired', async () => {
    const pago = await criarManual({}, 'cartao_credito');
    const cobranca = await cobrar({ id_pedido: pago.id, pagamentos: [{ forma: 'pix', valor: pago.preco.valor_total }] });
    const simular = await pedir(t, vendas, 'POST', caminhoDe(R.simularPagamento, { id: pago.id, idPagamento: cobranca.json().RES.pagamentos[0].id }));
    expect(simular.json().RES.status_pedido).toEqual(S.pago);
    await conferir();

    const expirado = await criarManual();
    await cobrar({ id_pedido: expirado.id, pagamentos: [{ forma: 'pix', valor: expirado.preco.valor_total }] });
    t.relogio.avancar(VALIDADE_PIX_MS + 1000);
    // half an hour idle ends the sessions too: sign in again
    vendas = await t.login('vendas@retaguarda.dev');
    admin = await t.login('admin@retaguarda.dev');
    const situacao = await pedir(t, vendas, 'GET', caminhoDe(R.cobranca, { id: expirado.id }));
    expect(situacao.json().RES.status_pedido).toEqual(S.cancelado);
    await conferir();
  });

  it("keeps each item's cost at the store's average cost when it was sold: a later purchase leaves it", async () => {
    const custoMedio = async () => Number(await t.sql.valor('SELECT custo_medio FROM estoque_saldos WHERE id_seller = 1 AND id_produto = ?', produtos[1].id));
    const antes = await custoMedio();
    const { id } = await criarManual();
    const custoDoItem = async () => Number(await t.sql.valor('SELECT custo_unitario FROM order_items WHERE id_pedido = ? AND id_produto = ?', id, produtos[1].id));
    expect(await custoDoItem()).toBe(antes);
    await t.sql.executar('UPDATE estoque_saldos SET custo_medio = custo_medio + 1000 WHERE id_seller = 1 AND id_produto = ?', produtos[1].id);
    await mudarStatus(id, S.cancelado.id);
    expect(await custoDoItem()).toBe(antes);
    const custoDoPedido = Number(await t.sql.valor('SELECT valor_custo FROM orders WHERE id = ?', id));
    expect(custoDoPedido).toBe(Number(await t.sql.valor('SELECT SUM(quantidade * custo_unitario) FROM order_items WHERE id_pedido = ?', id)));
    await conferir();
  });

  it("the migration's backfill builds the same summaries from the orders, after every write above (line discounts, a product on two lines)", async () => {
    const antes = await resumosConferem(t);
    await t.sql.executar('DELETE FROM pedidos_resumo_hora');
    await t.sql.executar('DELETE FROM pedidos_resumo_produto');
    await t.sql.executar('DELETE FROM pedidos_resumo_dia');
    await executarEmOrdem(t.db.kysely as Kysely<unknown>, [...RECONSTRUIR, ...RECONSTRUIR_DIA]);
    const depois = await resumosConferem(t);
    expect(depois.guardado).toEqual(antes.guardado);
  });
});
