import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTAS_VENDA_MANUAL, type CarrinhoBody } from '@retaguarda/contrato/api/vendaManual';
import { createTestApp, type TestApp } from '../helpers';
import { abastecer, pedir } from '../pedido-fixtures';

const R = ROTAS_VENDA_MANUAL;
let t: TestApp;
let vendas: string;
let produto: { id: number; nome: string; sku: string };
let outraLoja: number;

beforeAll(async () => {
  t = await createTestApp();
  vendas = await t.login('vendas@retaguarda.dev');
  const [p] = (await t.sql.todas(`SELECT id, nome, sku FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' ORDER BY id LIMIT 1`)) as { id: number; nome: string; sku: string }[];
  if (!p) throw new Error('a demo sem produtos à venda');
  produto = p;
  outraLoja = Number(await t.sql.valor('SELECT MIN(id) FROM sellers WHERE id_grupo = 1 AND id <> 1'));
  // known figures: the demo's own stock of this product is set aside, then 3 units in store 1 and 7 in the other
  await t.sql.executar('DELETE FROM estoque_reservas WHERE id_produto = ?', produto.id);
  await t.sql.executar('DELETE FROM estoque_saldos WHERE id_produto = ?', produto.id);
  await abastecer(t, 1, [produto.id], 3);
  await abastecer(t, outraLoja, [produto.id], 7);
});
afterAll(() => t.close());

const buscar = (id_seller: number, busca = produto.sku) => pedir(t, vendas, 'PUT', R.produtos.caminho, { id_seller, busca, limit: 20 });

describe('the manual order sees the stock of the store it sells from', () => {
  it('answers the search with the units available in the chosen store and whether it sells without stock', async () => {
    const naLoja1 = await buscar(1);
    expect(naLoja1.statusCode, naLoja1.body).toBe(200);
    expect(naLoja1.json().RES).toEqual({
      vende_sem_estoque: false,
      produtos: [expect.objectContaining({ id: produto.id, nome: produto.nome, sku: produto.sku, a_venda: true, estoque_disponivel: 3 })],
    });
    const naOutra = await buscar(outraLoja);
    expect(naOutra.json().RES.produtos).toEqual([expect.objectContaining({ id: produto.id, estoque_disponivel: 7 })]);

    await t.sql.executar('UPDATE sellers SET estoque_negativo = 1 WHERE id = ?', outraLoja);
    expect((await buscar(outraLoja)).json().RES.vende_sem_estoque).toBe(true);
    await t.sql.executar('UPDATE sellers SET estoque_negativo = 0 WHERE id = ?', outraLoja);
  });

  it('counts reserved units out, and a store that never had the product as none', async () => {
    const semSaldo = Number(await t.sql.valor('SELECT MIN(id) FROM sellers WHERE id_grupo = 1 AND id NOT IN (1, ?)', outraLoja));
    await t.sql.executar('UPDATE estoque_saldos SET reservado = 2 WHERE id_seller = 1 AND id_produto = ?', produto.id);
    expect((await buscar(1)).json().RES.produtos).toEqual([expect.objectContaining({ estoque_disponivel: 1 })]);
    await t.sql.executar('UPDATE estoque_saldos SET reservado = 0 WHERE id_seller = 1 AND id_produto = ?', produto.id);
    if (semSaldo) expect((await buscar(semSaldo)).json().RES.produtos).toEqual([expect.objectContaining({ estoque_disponivel: 0 })]);
  });

  it('finds as the products register does: the words of the name in any order', async () => {
    const palavras = produto.nome.split(/\s+/).filter((w) => w.length > 2);
    expect(palavras.length).toBeGreaterThanOrEqual(2);
    const res = await buscar(1, `${palavras.at(-1)} ${palavras[0]}`.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES.produtos.map((p: { id: number }) => p.id)).toContain(produto.id);
  });

  it("refuses another group's store", async () => {
    const alheia = Number(await t.sql.valor('SELECT MIN(id) FROM sellers WHERE id_grupo <> 1'));
    expect((await buscar(alheia)).statusCode).toBe(403);
  });

  it('prices each line with the stock of the store, so the panel can warn before the order is created', async () => {
    const carrinho: CarrinhoBody = { id_seller: 1, id_cliente: null, itens: [{ id_produto: produto.id, quantidade: 5 }], entrega: { tipo: 'balcao' } };
    const res = await pedir(t, vendas, 'PUT', R.cotacao.caminho, carrinho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ vende_sem_estoque: false, itens: [{ id_produto: produto.id, quantidade: 5, estoque_disponivel: 3 }] });
  });
});
