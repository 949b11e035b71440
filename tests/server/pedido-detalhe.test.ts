import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_PEDIDO, PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { createTestApp, type TestApp } from './helpers';
import { novoPedido, pedir, SELLER_OUTRO_GRUPO } from './pedido-fixtures';

let t: TestApp;
let admin: string;
const detalhe = (id: number | string, cookie = admin) => pedir(t, cookie, 'GET', `/v2/vendas/lista-pedidos/${id}`);
const editar = (id: number, body: object, cookie = admin) => pedir(t, cookie, 'PUT', `/v2/vendas/lista-pedidos/${id}`, body);

beforeAll(async () => {
  t = await createTestApp({ orders: 300 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('GET /v2/vendas/lista-pedidos/:id', () => {
  it('answers the order with client, seller, items, payments, delivery, NFC-e, history and the allowed actions', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: STATUS.aguardandoPagamento.id, id_forma_pagto: FORMAS_PAGTO.credito.id });
    const res = await detalhe(id);
    expect(res.statusCode).toBe(200);
    const d = PedidoDetalhe.parse(res.json().RES);
    expect(d).toMatchObject({ id, canal: 'ecommerce', version: 1, entrega: null, observacao_interna: null, historico: [], nfce: null, retirada_na_loja: false });
    expect(d.seller).toMatchObject({ id_pessoa: 3, nome: 'Retaguarda Online', uf: 'SP' });
    expect(d.cliente).toMatchObject({ id: 1 });
    expect(d.cliente?.email).toMatch(/@exemplo\.com\.br$/);
    expect(d.itens.map((i) => i.quantidade)).toEqual([2, 1]);
    const centavos = (v: number) => reaisParaCentavos(v);
    expect(d.itens.reduce((s, i) => s + centavos(i.valor_desconto), 0)).toBe(100);
    for (const i of d.itens) expect(centavos(i.valor_total)).toBe(i.quantidade * centavos(i.valor_unitario) - centavos(i.valor_desconto));
    expect(d.itens.reduce((s, i) => s + centavos(i.valor_total), 0) + centavos(d.valor_frete)).toBe(centavos(d.valor_total));
    expect(d.pagamentos).toEqual([{ forma_pagto: FORMAS_PAGTO.credito, valor: d.valor_total }]);
    expect(d.acoes).toEqual({
      seguintes: [{ ...STATUS.pago, exige_motivo: false }, { ...STATUS.cancelado, exige_motivo: true }],
      pode_editar_entrega: true,
      pode_emitir_nfce: false,
      motivo_sem_nfce: 'Só é possível emitir NFC-e de pedido pago',
    });
  });

  it('shows the delivery address the demo seed gives web orders and the key of an invoiced store order', async () => {
    const web = (await t.sql.valor(`SELECT id FROM orders WHERE canal = 'ecommerce' AND id_seller = 3 LIMIT 1`)) as number;
    const d = PedidoDetalhe.parse((await detalhe(web)).json().RES);
    expect(d.entrega?.cep).toMatch(/^\d{8}$/);
    const loja = (await t.sql.uma('SELECT id, nfce_chave FROM orders WHERE nfce_chave IS NOT NULL AND id_seller = 1 LIMIT 1')) as { id: number; nfce_chave: string };
    const n = PedidoDetalhe.parse((await detalhe(loja.id)).json().RES);
    expect(n.nfce?.chave).toBe(loja.nfce_chave);
    expect(n.entrega).toBeNull();
    expect(n.acoes.pode_editar_entrega).toBe(false);
    expect(n.acoes.pode_emitir_nfce).toBe(false);
  });

  it('answers 404 for an order that does not exist and 400 naming id for a malformed one', async () => {
    const res = await detalhe(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RES: MENSAGENS_PEDIDO.naoEncontrado });
    const ruim = await detalhe('abc');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().validation.body).toMatchObject({ source: 'params', keys: ['id'] });
  });

  it("answers 403 for an order of another group's seller", async () => {
    const { id } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: STATUS.pago.id });
    expect((await detalhe(id)).statusCode).toBe(403);
    expect((await editar(id, { version: 1, observacao_interna: 'x' })).statusCode).toBe(403);
  });
});

describe('PUT /v2/vendas/lista-pedidos/:id', () => {
  const endereco = { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1000', complemento: 'Conj. 51', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' };

  it('saves the delivery address and the internal note, bumps the version and answers the new detail', async () => {
    const { id } = await novoPedido(t, { canal: 'marketplace', id_status: STATUS.pago.id });
    const res = await editar(id, { version: 1, observacao_interna: '  Cliente pediu embrulho  ', ...endereco });
    expect(res.statusCode).toBe(200);
    const d = PedidoDetalhe.parse(res.json().RES);
    expect(d.version).toBe(2);
    expect(d.observacao_interna).toBe('Cliente pediu embrulho');
    expect(d.entrega).toEqual({ ...endereco, cep: '01310100' });
    const soNota = PedidoDetalhe.parse((await editar(id, { version: 2, observacao_interna: null })).json().RES);
    expect(soNota).toMatchObject({ version: 3, observacao_interna: null, entrega: { cep: '01310100' } });
  });

  it('refuses an edit made on an old version with 409 and the reload message, changing nothing', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: STATUS.pago.id });
    expect((await editar(id, { version: 1, observacao_interna: 'primeira' })).statusCode).toBe(200);
    const res = await editar(id, { version: 1, observacao_interna: 'segunda' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ RES: 'Este pedido foi alterado por outra pessoa. Recarregue a página para ver a versão atual.' });
    expect(PedidoDetalhe.parse((await detalhe(id)).json().RES)).toMatchObject({ version: 2, observacao_interna: 'primeira' });
  });

  it('names the offending fields: a bad CEP, a missing street, an unknown UF, a note too long, no version', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: STATUS.pago.id });
    const cep = await editar(id, { version: 1, ...endereco, cep: '1234' });
    expect(cep.statusCode).toBe(400);
    expect(cep.json().validation.body).toEqual({ source: 'body', keys: ['cep'], message: 'CEP deve ter o formato 00000-000' });
    const { logradouro: _omitido, ...semRua } = endereco;
    expect((await editar(id, { version: 1, ...semRua, uf: 'XX' })).json().validation.body.keys).toEqual(['uf', 'logradouro']);
    expect((await editar(id, { version: 1, observacao_interna: 'x'.repeat(1001) })).json().validation.body.keys).toEqual(['observacao_interna']);
    expect((await editar(id, { observacao_interna: 'ok' })).json().validation.body.keys).toEqual(['version']);
  });

  it('refuses a delivery address for an order sold at the counter, naming the address fields', async () => {
    const { id } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
    const res = await editar(id, { version: 1, ...endereco });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ keys: Object.keys(endereco), message: MENSAGENS_PEDIDO.semEntrega });
  });
});
