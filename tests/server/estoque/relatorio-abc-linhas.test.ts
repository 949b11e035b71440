/**
 * The ABC curve's sums on both databases: several lines of one product in one order, each with
 * its own discount, and equal revenues ranked the same way (by product) on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_RELATORIOS_ESTOQUE, type RelatorioAbc } from '@retaguarda/contrato/api/relatoriosEstoque';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { createTestApp, type TestApp } from '../helpers';
import { pedir } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { DIA, montarGrupo, type GrupoDosRelatorios } from './relatorios-dados';

let t: TestApp;
let g: GrupoDosRelatorios;
let gerente: string;

beforeAll(async () => {
  t = await createTestApp();
  g = await montarGrupo(t);
  await criarUsuario(t, { email: 'abc-somas@teste.dev', idSeller: g.norte, permissions: ['estoque_relatorios_de_estoque'] });
  gerente = await t.login('abc-somas@teste.dev');
});
afterAll(() => t.close());

describe('the ABC curve’s sums', () => {
  it('adds up every line of a product, each line’s discount deducted, and ranks equal revenues by product', async () => {
    const k = t.db.kysely;
    const agora = t.relogio.agora.getTime();
    const pedido = (idSeller: number, diasAtras: number, itens: [number, number, number][]) =>
      registrarPedido(k, {
        id_seller: idSeller, id_cliente: null, canal: 'loja', id_status: STATUS.entregue.id, id_forma_pagto: 1, data_pedido: new Date(agora - diasAtras * DIA),
        itens: itens.map(([id_produto, quantidade, preco_unitario]) => ({ id_produto, quantidade, preco_unitario })), valor_desconto: 0, valor_frete: 0,
      });
    const [, , , , meia, chaveiro] = g.p;
    // socks on two lines of one order, R$ 5,00 off the second: 30,00 + 20,00 − 5,00
    const meias = await pedido(g.norte, 7, [[meia, 3, 1000], [meia, 2, 1000]]);
    await k.updateTable('order_items').set({ valor_desconto: 500 }).where('id_pedido', '=', meias).where('quantidade', '=', 2).execute();
    // key rings, the last id of the group, for the same R$ 45,00
    await pedido(g.sul, 6, [[chaveiro, 9, 500]]);

    const res = await pedir(t, gerente, 'PUT', ROTAS_RELATORIOS_ESTOQUE.abc.caminho, {});
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().RES as RelatorioAbc;
    expect(r.itens.map((i) => [i.produto, i.quantidade, i.receita, i.classe])).toEqual([
      ['Camiseta Azul', 12, 600, 'A'],
      ['Camiseta Verde', 10, 250, 'A'],
      ['Caneca', 5, 100, 'A'],
      ['Boné', 2, 50, 'B'],
      ['Meia', 5, 45, 'B'],
      ['Chaveiro', 9, 45, 'C'],
    ]);
    expect(r).toMatchObject({ total: 6, receita_total: 1090 });
  });
});
