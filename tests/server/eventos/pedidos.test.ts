import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { ROTAS_VENDA_MANUAL, type CarrinhoBody, type PrecoPedido } from '@retaguarda/contrato/api/vendaManual';
import { MOTIVOS_RECUSA } from '../../../server/modulos/venda-manual/pagamentos/adquirente';
import { assinar, segredoDoPsp, VALIDADE_PIX_MS } from '../../../server/modulos/venda-manual/pagamentos/psp';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { abastecer, novoPedido, pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { eventosApos, marca, recusarLinhas, type EventoGravado } from './eventos';

const R = ROTAS_VENDA_MANUAL;
const S = STATUS;
let t: TestApp;
let vendas: string;
let admin: string;
let produtos: number[];
let sequencia = 0;

const centavos = (reais: number) => Math.round(reais * 100);
const agora = () => t.relogio.agora.getTime();
const doTipo = (eventos: EventoGravado[], tipo: string) => eventos.filter((e) => e.tipo === tipo);
const versao = async (id: number) => Number(await t.sql.valor('SELECT version FROM orders WHERE id = ?', id));
const statusDe = async (id: number) => Number(await t.sql.valor('SELECT id_status FROM orders WHERE id = ?', id));
const mudar = async (id: number, para: number, version?: number) =>
  pedir(t, admin, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: para, version: version ?? (await versao(id)), motivo: 'teste' });

async function criar(entrega: CarrinhoBody['entrega'], forma: string): Promise<{ id: number; preco: PrecoPedido }> {
  const corpo = { id_seller: 1, id_cliente: null, itens: [{ id_produto: produtos[0] ?? 0, quantidade: 1 }], entrega, forma_pagto: forma };
  const res = await pedir(t, vendas, 'POST', R.criar.caminho, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

function cobrar(id: number, pagamentos: object[]) {
  return t.app.inject({ method: 'POST', url: R.cobrar.caminho, headers: { cookie: vendas, ...VERSAO, 'idempotency-key': `eventos-${++sequencia}` }, payload: { id_pedido: id, pagamentos } });
}

async function notificarPix(idPagamento: number, valor: number) {
  const referencia = String(await t.sql.valor('SELECT referencia FROM pagamentos_pedido WHERE id = ?', idPagamento));
  const texto = JSON.stringify({ id_evento: `evt-eventos-${idPagamento}`, tipo: 'pix.pago', referencia, valor });
  const timestamp = String(agora());
  return t.app.inject({
    method: 'POST',
    url: R.webhookPsp.caminho,
    headers: { 'content-type': 'application/json', 'x-psp-timestamp': timestamp, 'x-psp-assinatura': assinar(await segredoDoPsp(t.db.kysely), timestamp, texto) },
    payload: texto,
  });
}

const pagamentosDe = async (id: number) => (await t.sql.todas<{ id: number; situacao: string }>('SELECT id, situacao FROM pagamentos_pedido WHERE id_pedido = ? ORDER BY id', id));

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
  vendas = await t.login('vendas@retaguarda.dev');
  admin = await t.login('admin@retaguarda.dev');
  produtos = await t.sql.coluna<number>(`SELECT id FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' AND preco_centavos > 1000 ORDER BY id LIMIT 1`);
  await abastecer(t, 1, produtos, 500);
});
afterAll(() => t.close());

describe('pedido.criado', () => {
  it('a manual order writes one, with its id, store, channel and total, for its group at the clock of the request', async () => {
    const antes = await marca(t);
    const { id, preco } = await criar({ tipo: 'retirada' }, 'pix');
    expect(await eventosApos(t, antes)).toEqual([
      { tipo: 'pedido.criado', payload: { id_pedido: id, id_seller: 1, canal: 'manual', valor_total: centavos(preco.valor_total) }, id_grupo: 1, em: agora() },
    ]);
  });

  it("an order written by registrarPedido writes one too, for its store's group (not the user's)", async () => {
    const grupo = Number(await t.sql.valor('SELECT id_grupo FROM sellers WHERE id = ?', SELLER_OUTRO_GRUPO));
    expect(grupo).not.toBe(1);
    const antes = await marca(t);
    const { id } = await novoPedido(t, { canal: 'loja', id_seller: SELLER_OUTRO_GRUPO, id_status: S.aguardandoPagamento.id });
    const total = Number(await t.sql.valor('SELECT valor_total FROM orders WHERE id = ?', id));
    expect(doTipo(await eventosApos(t, antes), 'pedido.criado')).toEqual([
      { tipo: 'pedido.criado', payload: { id_pedido: id, id_seller: SELLER_OUTRO_GRUPO, canal: 'loja', valor_total: total }, id_grupo: grupo, em: agora() },
    ]);
  });

  it('a refused order (more units than the store has) writes none', async () => {
    const disponivel = Number(await t.sql.valor('SELECT em_maos - reservado FROM estoque_saldos WHERE id_seller = 1 AND id_produto = ?', produtos[0]));
    const antes = await marca(t);
    const corpo = { id_seller: 1, id_cliente: null, itens: [{ id_produto: produtos[0] ?? 0, quantidade: disponivel + 1 }], entrega: { tipo: 'retirada' }, forma_pagto: 'pix' };
    const res = await pedir(t, vendas, 'POST', R.criar.caminho, corpo);
    expect(res.statusCode).toBe(409);
    expect(await eventosApos(t, antes)).toEqual([]);
  });
});

describe('pedido.status_alterado', () => {
  it('a status change writes one with the statuses from and to; a counter sale paid writes its handover as another', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: S.aguardandoPagamento.id });
    const antes = await marca(t);
    expect((await mudar(id, S.pago.id)).statusCode).toBe(200);
    expect(doTipo(await eventosApos(t, antes), 'pedido.status_alterado')).toEqual([
      { tipo: 'pedido.status_alterado', payload: { id_pedido: id, id_seller: 3, de: S.aguardandoPagamento.id, para: S.pago.id }, id_grupo: 1, em: agora() },
    ]);

    const balcao = (await novoPedido(t, { canal: 'loja', id_status: S.aguardandoPagamento.id })).id;
    const antesBalcao = await marca(t);
    expect((await mudar(balcao, S.pago.id)).statusCode).toBe(200);
    expect(doTipo(await eventosApos(t, antesBalcao), 'pedido.status_alterado').map((e) => e.payload)).toEqual([
      { id_pedido: balcao, id_seller: 1, de: S.aguardandoPagamento.id, para: S.pago.id },
      { id_pedido: balcao, id_seller: 1, de: S.pago.id, para: S.retirado.id },
    ]);
  });

  it('a stale version (409) and a transition the workflow refuses (409) write none', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: S.aguardandoPagamento.id });
    const antes = await marca(t);
    expect((await mudar(id, S.pago.id, (await versao(id)) + 1)).statusCode).toBe(409);
    expect((await mudar(id, S.entregue.id)).statusCode).toBe(409);
    expect(await statusDe(id)).toBe(S.aguardandoPagamento.id);
    expect(await eventosApos(t, antes)).toEqual([]);
  });

  it('a bulk change writes one per order changed and none for an order it refuses', async () => {
    const ok = (await novoPedido(t, { canal: 'ecommerce', id_status: S.aguardandoPagamento.id })).id;
    const recusado = (await novoPedido(t, { canal: 'ecommerce', id_status: S.cancelado.id })).id;
    const antes = await marca(t);
    const res = await pedir(t, admin, 'PUT', '/v2/vendas/status/update-lote', { ids: [ok, recusado], id_status: S.pago.id, motivo: null });
    expect(res.json().RES).toMatchObject({ atualizados: [ok], recusados: [{ id: recusado }] });
    expect(doTipo(await eventosApos(t, antes), 'pedido.status_alterado').map((e) => e.payload)).toEqual([{ id_pedido: ok, id_seller: 3, de: S.aguardandoPagamento.id, para: S.pago.id }]);
  });
});

describe('pagamento.aprovado / pagamento.recusado', () => {
  it('cash taken writes the approval, then the order paid', async () => {
    const { id, preco } = await criar({ tipo: 'retirada' }, 'dinheiro');
    const antes = await marca(t);
    const res = await cobrar(id, [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total + 10 }]);
    expect(res.statusCode, res.body).toBe(200);
    const [pagamento] = await pagamentosDe(id);
    expect((await eventosApos(t, antes)).filter((e) => e.tipo !== 'estoque.abaixo_minimo')).toEqual([
      { tipo: 'pagamento.aprovado', payload: { id_pedido: id, id_seller: 1, id_pagamento: pagamento?.id, forma: 'dinheiro', valor: centavos(preco.valor_total) }, id_grupo: 1, em: agora() },
      { tipo: 'pedido.status_alterado', payload: { id_pedido: id, id_seller: 1, de: S.aguardandoPagamento.id, para: S.pago.id }, id_grupo: 1, em: agora() },
    ]);

    // charging an order already paid is refused (409) and says nothing
    const antesDeNovo = await marca(t);
    expect((await cobrar(id, [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }])).statusCode).toBe(409);
    expect(await eventosApos(t, antesDeNovo)).toEqual([]);
  });

  it("a declined card writes the refusal with the acquirer's reason, and nothing paid", async () => {
    const { id, preco } = await criar({ tipo: 'retirada' }, 'cartao_credito');
    const antes = await marca(t);
    await cobrar(id, [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: { numero: '4000000000000002', titular: 'Maria Silva', validade: '12/30', cvv: '123' } }]);
    const [pagamento] = await pagamentosDe(id);
    expect(pagamento?.situacao).toBe('recusado');
    expect(await eventosApos(t, antes)).toEqual([
      {
        tipo: 'pagamento.recusado',
        payload: { id_pedido: id, id_seller: 1, id_pagamento: pagamento?.id, forma: 'cartao_credito', valor: centavos(preco.valor_total), motivo: MOTIVOS_RECUSA.saldoInsuficiente },
        id_grupo: 1,
        em: agora(),
      },
    ]);
    expect(await statusDe(id)).toBe(S.aguardandoPagamento.id);
  });

  it('a Pix charge says nothing until the PSP confirms it; the confirmation writes the approval once', async () => {
    const { id, preco } = await criar({ tipo: 'retirada' }, 'pix');
    const antes = await marca(t);
    expect((await cobrar(id, [{ forma: 'pix', valor: preco.valor_total }])).statusCode).toBe(200);
    expect(await eventosApos(t, antes)).toEqual([]);
    const [pix] = await pagamentosDe(id);
    expect((await notificarPix(pix?.id ?? 0, preco.valor_total)).statusCode).toBe(200);
    expect((await notificarPix(pix?.id ?? 0, preco.valor_total)).statusCode).toBe(200);
    expect((await eventosApos(t, antes)).filter((e) => e.tipo !== 'estoque.abaixo_minimo').map((e) => [e.tipo, e.payload])).toEqual([
      ['pagamento.aprovado', { id_pedido: id, id_seller: 1, id_pagamento: pix?.id, forma: 'pix', valor: centavos(preco.valor_total) }],
      ['pedido.status_alterado', { id_pedido: id, id_seller: 1, de: S.aguardandoPagamento.id, para: S.pago.id }],
    ]);
  });

  it("a Pix left unpaid past its limit is refused with motivo 'expirado', and its order cancelled", async () => {
    const { id, preco } = await criar({ tipo: 'retirada' }, 'pix');
    await cobrar(id, [{ forma: 'pix', valor: preco.valor_total }]);
    const [pix] = await pagamentosDe(id);
    const antes = await marca(t);
    t.relogio.avancar(VALIDADE_PIX_MS + 1000);
    vendas = await t.login('vendas@retaguarda.dev');
    admin = await t.login('admin@retaguarda.dev');
    expect((await pedir(t, vendas, 'GET', caminhoDe(R.cobranca, { id }))).statusCode).toBe(200);
    expect(await eventosApos(t, antes)).toEqual([
      { tipo: 'pagamento.recusado', payload: { id_pedido: id, id_seller: 1, id_pagamento: pix?.id, forma: 'pix', valor: centavos(preco.valor_total), motivo: 'expirado' }, id_grupo: 1, em: agora() },
      { tipo: 'pedido.status_alterado', payload: { id_pedido: id, id_seller: 1, de: S.aguardandoPagamento.id, para: S.cancelado.id }, id_grupo: 1, em: agora() },
    ]);
  });
});

describe('in the transaction of the fact', () => {
  it('a fact whose transaction fails after its events were written leaves none of them', async () => {
    // a counter sale is handed over in the payment's transaction: refusing the handover's history
    // row fails that transaction after the approval and the change to Pago were written
    const { id, preco } = await criar({ tipo: 'balcao' }, 'dinheiro');
    const balcao = (await novoPedido(t, { canal: 'loja', id_status: S.aguardandoPagamento.id })).id;
    const antes = await marca(t);
    const remover = await recusarLinhas(t, 'order_status_history', `NEW.para_status = ${S.retirado.id}`);
    try {
      expect((await cobrar(id, [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }])).statusCode).toBe(500);
      expect((await mudar(balcao, S.pago.id)).statusCode).toBe(500);
    } finally {
      await remover();
    }
    expect(await pagamentosDe(id)).toEqual([]);
    expect([await statusDe(id), await statusDe(balcao)]).toEqual([S.aguardandoPagamento.id, S.aguardandoPagamento.id]);
    expect(await eventosApos(t, antes)).toEqual([]);

    // the same writes, let through, commit with their events
    expect((await cobrar(id, [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }])).statusCode).toBe(200);
    expect((await mudar(balcao, S.pago.id)).statusCode).toBe(200);
    expect((await eventosApos(t, antes)).map((e) => e.tipo).filter((tipo) => tipo !== 'estoque.abaixo_minimo')).toEqual([
      'pagamento.aprovado',
      'pedido.status_alterado',
      'pedido.status_alterado',
      'pedido.status_alterado',
      'pedido.status_alterado',
    ]);
  });
});
