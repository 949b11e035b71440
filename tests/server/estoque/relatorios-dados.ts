/**
 * A seller group of its own for the stock reports' tests: two stores, six products, stock put in
 * and orders written the one way orders are written (registrarPedido, whose status moves the
 * stock), so every figure of the five reports is known by hand. Nothing of the demo groups is
 * touched and nothing of theirs can leak into these figures.
 */
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { transacao } from '../../../server/db/transacao';
import { movimentar } from '../../../server/modulos/estoque/regras/movimentar';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import type { TestApp } from '../helpers';

export const DIA = 86_400_000;

export interface GrupoDosRelatorios {
  norte: number;
  sul: number;
  camisetas: number;
  /** P1 Camiseta Azul and P2 Camiseta Verde (Camisetas), P3 Caneca, P4 Boné, P5 Meia, P6 Chaveiro. */
  p: [number, number, number, number, number, number];
}

export async function montarGrupo(t: TestApp): Promise<GrupoDosRelatorios> {
  const k = t.db.kysely;
  const agora = t.relogio.agora.getTime();
  const { id: grupo } = await k.insertInto('seller_groups').values({ nome: 'Grupo dos Relatórios' }).returning('id').executeTakeFirstOrThrow();
  const loja = async (nome: string, cnpj: string) =>
    (await k.insertInto('sellers').values({ id_grupo: grupo, nome, tipo: 'loja', cnpj, uf: 'SP', nfce_serie: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const norte = await loja('Loja Norte', '11444777000161');
  const sul = await loja('Loja Sul', '11222333000181');
  const { id: camisetas } = await k.insertInto('produtos_base').values({ id_grupo: grupo, nome: 'Camisetas' }).returning('id').executeTakeFirstOrThrow();
  const produto = async (sku: string, nome: string, custo: number, familia: number | null = null) =>
    (await k.insertInto('products').values({ id_grupo: grupo, sku, nome, preco_centavos: 1000, ncm: '61091000', custo, produto_base: familia }).returning('id').executeTakeFirstOrThrow()).id;
  const p: GrupoDosRelatorios['p'] = [
    await produto('REL-P1', 'Camiseta Azul', 2000, camisetas),
    await produto('REL-P2', 'Camiseta Verde', 1000, camisetas),
    await produto('REL-P3', 'Caneca', 500),
    await produto('REL-P4', 'Boné', 1500),
    await produto('REL-P5', 'Meia', 800),
    await produto('REL-P6', 'Chaveiro', 200),
  ];

  const entrada = (idSeller: number, idProduto: number, quantidade: number, diasAtras: number) =>
    transacao(k, (trx) => movimentar(trx, { id_seller: idSeller, id_produto: idProduto, tipo: 'ajuste_entrada', local: 'loja', quantidade, motivo: 'Carga inicial', id_usuario: null, em: agora - diasAtras * DIA }));
  await entrada(norte, p[0], 20, 200);
  await entrada(sul, p[0], 4, 200);
  await entrada(sul, p[1], 100, 200);
  await entrada(norte, p[2], 10, 200);
  await entrada(norte, p[3], 3, 200);
  await entrada(norte, p[4], 7, 200);
  await entrada(sul, p[5], 30, 500);
  await k.updateTable('estoque_saldos').set({ maximo: 50 }).where('id_seller', '=', sul).where('id_produto', '=', p[1]).execute();

  const pedido = (idSeller: number, status: number, diasAtras: number, itens: [number, number, number][]) =>
    registrarPedido(k, {
      id_seller: idSeller, id_cliente: null, canal: 'loja', id_status: status, id_forma_pagto: 1, data_pedido: new Date(agora - diasAtras * DIA),
      itens: itens.map(([id_produto, quantidade, preco_unitario]) => ({ id_produto, quantidade, preco_unitario })), valor_desconto: 0, valor_frete: 0,
    });
  const { entregue, devolvido, pago, cancelado } = { entregue: STATUS.entregue.id, devolvido: STATUS.devolvido.id, pago: STATUS.pago.id, cancelado: STATUS.cancelado.id };
  await pedido(norte, entregue, 10, [[p[0], 8, 5000]]);
  await pedido(sul, entregue, 5, [[p[0], 4, 5000]]);
  await pedido(sul, entregue, 20, [[p[1], 10, 2500]]);
  const caneca = await pedido(norte, entregue, 40, [[p[2], 5, 2200]]);
  // R$ 10,00 off the mugs' line: revenue is what the line charged
  await k.updateTable('order_items').set({ valor_desconto: 1000 }).where('id_pedido', '=', caneca).execute();
  await pedido(norte, entregue, 3, [[p[3], 2, 2500]]);
  await pedido(sul, entregue, 400, [[p[5], 10, 300]]);
  // none of these counts as revenue: returned, only paid (its unit reserved), cancelled
  await pedido(norte, devolvido, 15, [[p[0], 1, 5000]]);
  await pedido(norte, pago, 1, [[p[3], 1, 2500]]);
  await pedido(sul, cancelado, 2, [[p[1], 3, 2500]]);
  return { norte, sul, camisetas, p };
}
