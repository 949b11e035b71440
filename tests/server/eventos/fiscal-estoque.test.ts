import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { EmitirNfceResposta } from '@retaguarda/contrato/api/pedidoDetalhe';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { AGORA_TESTES, createTestApp, type TestApp } from '../helpers';
import { abastecer, novoPedido, pedir } from '../pedido-fixtures';
import { eventosApos, marca, recusarLinhas, type EventoGravado } from './eventos';

const S = STATUS;
const R = ROTAS_ESTOQUE;
let t: TestApp;
let admin: string;
let seq = 0;

const agora = () => t.relogio.agora.getTime();
const doTipo = (eventos: EventoGravado[], tipo: string) => eventos.filter((e) => e.tipo === tipo);
const versao = async (id: number) => Number(await t.sql.valor('SELECT version FROM orders WHERE id = ?', id));
const mudar = async (id: number, para: number, extra: object = {}) =>
  pedir(t, admin, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: para, version: await versao(id), motivo: 'Desistência', ...extra });
const emitir = (id: number) => pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id });
const JUSTIFICATIVA = 'Cliente desistiu da compra no caixa';

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('nfce.emitida / nfce.cancelada', () => {
  it('an issue writes one with the number, series and key; issuing again (409) writes none', async () => {
    const { id } = await novoPedido(t, { canal: 'loja', id_status: S.pago.id });
    const antes = await marca(t);
    const res = await emitir(id);
    expect(res.statusCode, res.body).toBe(200);
    const { nfce } = EmitirNfceResposta.parse(res.json().RES);
    expect(await eventosApos(t, antes)).toEqual([
      { tipo: 'nfce.emitida', payload: { id_pedido: id, id_seller: 1, numero: nfce.numero, serie: nfce.serie, chave: nfce.chave }, id_grupo: 1, em: agora() },
    ]);
    const deNovo = await marca(t);
    expect((await emitir(id)).statusCode).toBe(409);
    expect(await eventosApos(t, deNovo)).toEqual([]);
  });

  it('cancelling the order cancels the NFC-e: one of each; past the cancellation window (409) neither', async () => {
    const { id } = await novoPedido(t, { canal: 'loja', id_status: S.pago.id });
    const { nfce } = EmitirNfceResposta.parse((await emitir(id)).json().RES);
    const antes = await marca(t);
    expect((await mudar(id, S.cancelado.id, { justificativa_nfce: JUSTIFICATIVA })).statusCode).toBe(200);
    const eventos = await eventosApos(t, antes);
    expect(doTipo(eventos, 'nfce.cancelada')).toEqual([
      { tipo: 'nfce.cancelada', payload: { id_pedido: id, id_seller: 1, numero: nfce.numero, serie: nfce.serie, chave: nfce.chave }, id_grupo: 1, em: agora() },
    ]);
    expect(doTipo(eventos, 'pedido.status_alterado').map((e) => e.payload)).toEqual([{ id_pedido: id, id_seller: 1, de: S.pago.id, para: S.cancelado.id }]);

    const tarde = (await novoPedido(t, { canal: 'loja', id_status: S.pago.id })).id;
    expect((await emitir(tarde)).statusCode).toBe(200);
    t.relogio.avancar(24 * 60 * 60_000);
    admin = await t.login('admin@retaguarda.dev');
    try {
      const antesTarde = await marca(t);
      expect((await mudar(tarde, S.cancelado.id, { justificativa_nfce: JUSTIFICATIVA })).statusCode).toBe(409);
      expect(await eventosApos(t, antesTarde)).toEqual([]);
    } finally {
      t.relogio.agora = new Date(AGORA_TESTES);
      admin = await t.login('admin@retaguarda.dev');
    }
  });

  it('an issue whose transaction fails after the invoice was stored leaves no event', async () => {
    const { id } = await novoPedido(t, { canal: 'loja', id_status: S.pago.id });
    const antes = await marca(t);
    // the order's own log is written after the invoice and its event
    const remover = await recusarLinhas(t, 'order_events', `NEW.tipo = 'nfce_emitida'`);
    try {
      expect((await emitir(id)).statusCode).toBe(500);
    } finally {
      await remover();
    }
    expect(await t.sql.valor('SELECT nfce_numero FROM orders WHERE id = ?', id)).toBeNull();
    expect(await eventosApos(t, antes)).toEqual([]);
    expect((await emitir(id)).statusCode).toBe(200);
    expect((await eventosApos(t, antes)).map((e) => e.tipo)).toEqual(['nfce.emitida']);
  });
});

describe('estoque.abaixo_minimo', () => {
  async function produtoNovo(): Promise<number> {
    const n = ++seq;
    const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Produto de alerta ${n}`, sku: `ALERTA-${n}`, preco: 50, custo: 20, ncm: '61091000', unidade: 'UN' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().RES.id;
  }
  const ajuste = (p: number, direcao: 'entrada' | 'saida', quantidade: number) => pedir(t, admin, 'POST', R.ajuste.caminho, { id_seller: 1, id_produto: p, direcao, quantidade, motivo: 'Contagem' });

  it('writes one when a movement takes the units available from the minimum or above to below it, not again while below', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 6);
    expect((await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 1, id_produto: p }), { minimo: 5, maximo: 20 })).statusCode).toBe(200);
    const antes = await marca(t);
    expect((await ajuste(p, 'saida', 1)).statusCode).toBe(200); // 5: at the minimum
    expect(await eventosApos(t, antes)).toEqual([]);
    expect((await ajuste(p, 'saida', 1)).statusCode).toBe(200); // 4: below
    expect((await ajuste(p, 'saida', 1)).statusCode).toBe(200); // 3: still below
    expect((await ajuste(p, 'saida', 10)).statusCode).toBe(409); // refused: not that many
    expect(await eventosApos(t, antes)).toEqual([
      { tipo: 'estoque.abaixo_minimo', payload: { id_produto: p, id_seller: 1, saldo: 4, minimo: 5 }, id_grupo: 1, em: agora() },
    ]);

    // back above, then below again: a new crossing
    const acima = await marca(t);
    expect((await ajuste(p, 'entrada', 10)).statusCode).toBe(200); // 13
    expect((await ajuste(p, 'saida', 9)).statusCode).toBe(200); // 4
    expect((await eventosApos(t, acima)).map((e) => e.payload)).toEqual([{ id_produto: p, id_seller: 1, saldo: 4, minimo: 5 }]);
  });

  it('writes one when a paid order reserves the units that take it below (available = on hand less reserved)', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 10);
    expect((await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 1, id_produto: p }), { minimo: 5, maximo: 20 })).statusCode).toBe(200);
    const id = await registrarPedido(t.db.kysely, {
      id_seller: 1, id_cliente: null, canal: 'loja', id_status: S.aguardandoPagamento.id, id_forma_pagto: 1, data_pedido: t.relogio.agora,
      itens: [{ id_produto: p, quantidade: 7, preco_unitario: 5000 }], valor_desconto: 0, valor_frete: 0, tipo_entrega: 'retirada',
    });
    const antes = await marca(t);
    expect((await mudar(id, S.pago.id)).statusCode).toBe(200);
    expect(doTipo(await eventosApos(t, antes), 'estoque.abaixo_minimo')).toEqual([
      { tipo: 'estoque.abaixo_minimo', payload: { id_produto: p, id_seller: 1, saldo: 3, minimo: 5 }, id_grupo: 1, em: agora() },
    ]);
    // handed over: the reservation becomes the sale, the units available do not change
    const retirada = await marca(t);
    expect((await mudar(id, S.emSeparacao.id)).statusCode).toBe(200);
    expect((await mudar(id, S.retirado.id)).statusCode).toBe(200);
    expect(Number(await t.sql.valor('SELECT em_maos FROM estoque_saldos WHERE id_seller = 1 AND id_produto = ?', p))).toBe(3);
    expect(doTipo(await eventosApos(t, retirada), 'estoque.abaixo_minimo')).toEqual([]);
  });
});
