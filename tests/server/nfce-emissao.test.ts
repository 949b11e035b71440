import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { EmitirNfceResposta, MENSAGENS_PEDIDO, PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { SELLERS_DEMO } from '../../server/db/seed/cadastros';
import { validarChave } from '../../server/modulos/pedidos/nfce/chave';
import { createTestApp, type TestApp } from './helpers';
import { lerXml, texto, todos } from './nfce/xml-leitor';
import { novoPedido, pedir, SELLER_OUTRO_GRUPO } from './pedido-fixtures';

let t: TestApp;
let admin: string;
const emitir = (id: number) => pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id });
const ultimoNumero = async (seller: number) => (await t.sql.valor('SELECT MAX(nfce_numero) FROM orders WHERE id_seller = ?', seller)) as number;

beforeAll(async () => {
  t = await createTestApp({ orders: 300 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('POST /v2/nfce/emitir/nped', () => {
  it("issues the next number of the seller's series with a key that checks and names the seller, series and number", async () => {
    const seller = SELLERS_DEMO[0];
    const antes = await ultimoNumero(seller.id);
    const { id } = await novoPedido(t, { id_seller: seller.id, id_status: STATUS.pago.id });
    const res = await emitir(id);
    expect(res.statusCode).toBe(200);
    const r = EmitirNfceResposta.parse(res.json().RES);
    expect(r).toMatchObject({ id_pedido: id, ambiente: 'homologacao', assinada: false, nfce: { numero: antes + 1, serie: seller.nfce_serie, data_emissao: '2026-11-21T12:00:00-03:00' } });
    const chave = validarChave(r.nfce.chave);
    if (!chave.ok) throw new Error(chave.motivo);
    expect(chave.partes).toMatchObject({ cUF: '35', aamm: '2611', cnpj: seller.cnpj, mod: '65', serie: '001', nNF: String(antes + 1).padStart(9, '0') });
    const d = PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES);
    expect(d.nfce).toEqual(r.nfce);
    expect(d.acoes.pode_emitir_nfce).toBe(false);
  });

  it('numbers each seller series on its own, always one more than the last', async () => {
    const numeros: number[] = [];
    for (const seller of [1, 4, 1, 4]) {
      const { id } = await novoPedido(t, { id_seller: seller, canal: seller === 4 ? 'loja_autonoma' : 'loja', id_status: STATUS.emSeparacao.id });
      const antes = await ultimoNumero(seller);
      numeros.push(EmitirNfceResposta.parse((await emitir(id)).json().RES).nfce.numero - antes);
    }
    expect(numeros).toEqual([1, 1, 1, 1]);
    expect((await t.sql.valor('SELECT ultimo_numero FROM nfce_series WHERE id_seller = 4'))).toBe(await ultimoNumero(4));
  });

  it('refuses a second issue, an unpaid order, a cancelled one and a returned one, each with its message', async () => {
    const pago = await novoPedido(t, { id_status: STATUS.pago.id });
    expect((await emitir(pago.id)).statusCode).toBe(200);
    const casos: [number, string][] = [
      [pago.id, MENSAGENS_PEDIDO.nfceJaEmitida],
      [(await novoPedido(t, { id_status: STATUS.aguardandoPagamento.id })).id, 'Só é possível emitir NFC-e de pedido pago'],
      [(await novoPedido(t, { id_status: STATUS.cancelado.id })).id, 'Não é possível emitir NFC-e de pedido cancelado'],
      [(await novoPedido(t, { id_status: STATUS.devolvido.id })).id, 'Não é possível emitir NFC-e de pedido devolvido'],
    ];
    for (const [id, mensagem] of casos) {
      const res = await emitir(id);
      expect([res.statusCode, res.json()]).toEqual([409, { RES: mensagem }]);
    }
    expect((await t.sql.valor('SELECT COUNT(*) FROM nfce_documentos WHERE id_pedido = ?', pago.id))).toBe(1);
  });

  it('refuses an order shipped to the customer with 409: a sale with delivery needs an NF-e (model 55)', async () => {
    const antes = (await t.sql.valor('SELECT COUNT(*) FROM nfce_documentos'));
    for (const canal of ['marketplace', 'ecommerce', 'manual'] as const) {
      const { id } = await novoPedido(t, { canal, id_status: STATUS.pago.id });
      const res = await emitir(id);
      expect([res.statusCode, res.json()]).toEqual([409, { RES: 'Venda com entrega exige NF-e modelo 55' }]);
      const d = PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES);
      expect(d.acoes).toMatchObject({ pode_emitir_nfce: false, motivo_sem_nfce: 'Venda com entrega exige NF-e modelo 55' });
    }
    expect((await t.sql.valor('SELECT COUNT(*) FROM nfce_documentos'))).toBe(antes);
  });

  it('issues for a counter sale and a web order collected at the store, recording the history and the security log', async () => {
    const { id: retirada } = await novoPedido(t, { canal: 'marketplace', id_status: STATUS.pago.id });
    await t.sql.executar("UPDATE orders SET tipo_entrega = 'retirada' WHERE id = ?", retirada);
    const { id: balcao } = await novoPedido(t, { canal: 'loja_autonoma', id_seller: 4, id_status: STATUS.pago.id });
    for (const id of [retirada, balcao]) {
      const r = EmitirNfceResposta.parse((await emitir(id)).json().RES);
      const d = PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES);
      expect(d.nfce_situacao).toBe('autorizada');
      expect(d.eventos).toEqual([expect.objectContaining({ tipo: 'nfce_emitida', descricao: `NFC-e ${r.nfce.numero} (série ${r.nfce.serie}) autorizada (homologação)`, usuario: expect.objectContaining({ nome: 'Ana Administradora' }) })]);
      const log = (await t.sql.valor("SELECT detalhe FROM security_events WHERE tipo = 'nfce_emitida' AND detalhe LIKE ?", `{"id_pedido":${id},%`)) as string;
      expect(JSON.parse(log)).toEqual({ id_pedido: id, numero: r.nfce.numero, serie: r.nfce.serie });
    }
  });

  it('answers 404 for an unknown order, 403 for another group and 400 naming id_pedido', async () => {
    expect((await emitir(999_999)).statusCode).toBe(404);
    const { id } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: STATUS.pago.id });
    expect((await emitir(id)).statusCode).toBe(403);
    expect((await pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', {})).json().validation.body.keys).toEqual(['id_pedido']);
  });
});

describe('DANFE PDF and XML of an order', () => {
  let id: number;
  let chave: string;
  let numero: number;
  beforeAll(async () => {
    ({ id } = await novoPedido(t, { id_status: STATUS.pago.id, canal: 'loja' }));
    ({ chave, numero } = EmitirNfceResposta.parse((await emitir(id)).json().RES).nfce);
  });

  it('serves the issued XML, well-formed, unsigned, carrying the order totals and the Pix payment', async () => {
    const res = await pedir(t, admin, 'GET', `/v2/nfce/xml/nped/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`inline; filename="NFCe-${chave}.xml"`);
    const nfe = lerXml(res.body);
    const pedido = (await t.sql.uma('SELECT valor_produtos, valor_desconto, valor_frete, valor_total FROM orders WHERE id = ?', id)) as Record<string, number>;
    const reais = (c: number) => (c / 100).toFixed(2);
    expect(texto(nfe, 'infNFe/ide/nNF')).toBe(String(numero));
    expect(texto(nfe, 'infNFe/total/ICMSTot/vProd')).toBe(reais(pedido.valor_produtos));
    expect(texto(nfe, 'infNFe/total/ICMSTot/vDesc')).toBe(reais(pedido.valor_desconto));
    expect(texto(nfe, 'infNFe/total/ICMSTot/vNF')).toBe(reais(pedido.valor_total));
    expect(texto(nfe, 'infNFe/pag/detPag/tPag')).toBe('17');
    expect(todos(nfe, 'infNFe/det')).toHaveLength(2);
    expect(texto(nfe, 'infNFe/ide/tpAmb')).toBe('2');
    expect(todos(nfe, 'Signature')).toHaveLength(0);
    expect(texto(nfe, 'infNFeSupl/qrCode')).toContain(chave);
  });

  it('serves the DANFE as an inline PDF that carries the key', async () => {
    const res = await pedir(t, admin, 'GET', `/v2/nfce/pdf/nped/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="NFCe-${chave}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(chave);
  });

  it('offers both as downloads named after the key under /file/', async () => {
    for (const formato of ['pdf', 'xml']) {
      const res = await pedir(t, admin, 'GET', `/v2/nfce/${formato}/nped/file/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="NFCe-${chave}.${formato}"`);
    }
  });

  it('carries the freight of a web order collected at a store and the CPF of its client', async () => {
    const { id: web } = await novoPedido(t, { canal: 'ecommerce', id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.credito.id });
    await t.sql.executar("UPDATE orders SET tipo_entrega = 'retirada' WHERE id = ?", web);
    expect((await emitir(web)).statusCode).toBe(200);
    const nfe = lerXml((await pedir(t, admin, 'GET', `/v2/nfce/xml/nped/${web}`)).body);
    const pedido = (await t.sql.uma('SELECT o.valor_frete, o.valor_total, c.cpf FROM orders o JOIN clients c ON c.id = o.id_cliente WHERE o.id = ?', web)) as { valor_frete: number; valor_total: number; cpf: string };
    expect(reaisParaCentavos(Number(texto(nfe, 'infNFe/total/ICMSTot/vFrete')))).toBe(pedido.valor_frete);
    expect(reaisParaCentavos(Number(texto(nfe, 'infNFe/total/ICMSTot/vNF')))).toBe(pedido.valor_total);
    expect(texto(nfe, 'infNFe/dest/CPF')).toBe(pedido.cpf);
    expect(texto(nfe, 'infNFe/pag/detPag/tPag')).toBe('03');
  });

  it("rebuilds the documents of the demo's invoices from the order, with the stored key", async () => {
    const demo = (await t.sql.uma('SELECT id, nfce_chave, valor_total FROM orders WHERE nfce_chave IS NOT NULL AND id_seller = 2 LIMIT 1')) as { id: number; nfce_chave: string; valor_total: number };
    const xml = await pedir(t, admin, 'GET', `/v2/nfce/xml/nped/${demo.id}`);
    expect(xml.statusCode).toBe(200);
    expect(reaisParaCentavos(Number(texto(lerXml(xml.body), 'infNFe/total/ICMSTot/vNF')))).toBe(demo.valor_total);
    const pdf = await pedir(t, admin, 'GET', `/v2/nfce/pdf/nped/${demo.id}`);
    expect(pdf.rawPayload.toString('latin1')).toContain(demo.nfce_chave);
  });

  it('answers 404 for an order without NFC-e and 403 for another group', async () => {
    const { id: semNota } = await novoPedido(t, { id_status: STATUS.pago.id });
    for (const url of [`/v2/nfce/pdf/nped/${semNota}`, `/v2/nfce/xml/nped/file/${semNota}`]) {
      const res = await pedir(t, admin, 'GET', url);
      expect([res.statusCode, res.json()]).toEqual([404, { RES: MENSAGENS_PEDIDO.semNfce }]);
    }
    const { id: outro } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: STATUS.pago.id });
    expect((await pedir(t, admin, 'GET', `/v2/nfce/pdf/nped/${outro}`)).statusCode).toBe(403);
  });
});
