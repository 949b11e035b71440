import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { AtualizarStatusEmLoteResposta, EmitirNfceResposta, ListaPedidosResposta, MENSAGENS_PEDIDO, PedidoDetalhe, ProximosStatusResposta } from '@retaguarda/contrato/api';
import { mensagemPrazoEncerrado, prazoCancelamento } from '../../server/modulos/pedidos/nfce/cancelamento';
import { AGORA_TESTES, createTestApp, type TestApp } from './helpers';
import { novoPedido, pedir } from './pedido-fixtures';

let t: TestApp;
let admin: string;
const JUSTIFICATIVA = 'Cliente desistiu da compra no caixa';
const MINUTO = 60_000;

const emitir = async (id: number) => EmitirNfceResposta.parse((await pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id })).json().RES).nfce;
const versao = async (id: number) => (await t.sql.valor('SELECT version FROM orders WHERE id = ?', id)) as number;
const statusDe = async (id: number) => (await t.sql.valor('SELECT id_status FROM orders WHERE id = ?', id)) as number;
const cancelar = async (id: number, extra: object = {}) =>
  pedir(t, admin, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: STATUS.cancelado.id, version: await versao(id), motivo: 'Desistência', ...extra });
const detalhe = async (id: number) => PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES);
const eventosNfce = async (id: number) => (await t.sql.todas('SELECT tp_evento, n_seq_evento, justificativa, xml FROM nfce_eventos WHERE id_pedido = ?', id)) as { tp_evento: string; xml: string; justificativa: string }[];

/** Moves the server's clock; the access token lives shorter than the window, so sign in again. */
async function avancar(ms: number) {
  t.relogio.avancar(ms);
  admin = await t.login('admin@retaguarda.dev');
}

/** A paid counter sale with its NFC-e authorised now. */
async function pedidoComNfce() {
  const { id } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
  return { id, nfce: await emitir(id) };
}

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
  admin = await t.login('admin@retaguarda.dev');
});
afterEach(async () => {
  t.relogio.agora = new Date(AGORA_TESTES);
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('cancelling an order with an NFC-e', () => {
  it('tells the status dialog which NFC-e goes with the order and until when it can be cancelled', async () => {
    const { id, nfce } = await pedidoComNfce();
    const r = ProximosStatusResposta.parse((await pedir(t, admin, 'POST', '/v2/vendas/status/seguintes', { id_pedido: id })).json().RES);
    expect(r.nfce).toEqual({ numero: nfce.numero, serie: nfce.serie, cancelavel_ate: '2026-11-21T12:30:00-03:00', prazo_minutos: 30, prazo_encerrado: false, mensagem: null });
  });

  it('asks for a justification of 15 characters or more (400 naming justificativa_nfce) and changes nothing without it', async () => {
    const { id } = await pedidoComNfce();
    for (const extra of [{}, { justificativa_nfce: 'curta demais' }, { justificativa_nfce: '              ' }]) {
      const res = await cancelar(id, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.body).toMatchObject({ keys: ['justificativa_nfce'], message: MENSAGENS_PEDIDO.justificativaNfce });
    }
    expect(await statusDe(id)).toBe(STATUS.pago.id);
    expect(await eventosNfce(id)).toEqual([]);
  });

  it('cancels the NFC-e with the order: event 110111 stored with its XML, history, list, detail and security log', async () => {
    const { id, nfce } = await pedidoComNfce();
    await avancar(29 * MINUTO);
    const res = await cancelar(id, { justificativa_nfce: JUSTIFICATIVA });
    expect(res.statusCode).toBe(200);
    expect(await statusDe(id)).toBe(STATUS.cancelado.id);

    const [evento] = await eventosNfce(id);
    expect(evento).toMatchObject({ tp_evento: '110111', n_seq_evento: 1, justificativa: JUSTIFICATIVA });
    expect(evento.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><procEventoNFe versao="1.00" xmlns="http:\/\/www.portalfiscal.inf.br\/nfe">/);
    expect(evento.xml).toContain(`<infEvento Id="ID110111${nfce.chave}01">`);
    for (const trecho of ['<tpEvento>110111</tpEvento>', `<chNFe>${nfce.chave}</chNFe>`, `<xJust>${JUSTIFICATIVA}</xJust>`, '<descEvento>Cancelamento</descEvento>', '<cStat>135</cStat>', '<dhEvento>2026-11-21T12:29:00-03:00</dhEvento>']) {
      expect(evento.xml).toContain(trecho);
    }

    const d = await detalhe(id);
    expect(d.nfce_situacao).toBe('cancelada');
    expect(d.eventos.map((e) => e.tipo)).toEqual(['nfce_emitida', 'nfce_cancelada']);
    expect(d.eventos[1].descricao).toMatch(new RegExp(`^NFC-e ${nfce.numero} \\(série ${nfce.serie}\\) cancelada, protocolo \\d{15}: ${JUSTIFICATIVA}$`));

    const lista = ListaPedidosResposta.parse((await pedir(t, admin, 'PUT', '/v2/vendas/lista-pedidos', { page: 1, limit: 5, data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026' })).json());
    expect(lista.RES.pedidos.find((p) => p.id === id)).toMatchObject({ nfce_situacao: 'cancelada', status_pedido: STATUS.cancelado });

    const log = (await t.sql.coluna("SELECT detalhe FROM security_events WHERE tipo = 'nfce_cancelada'")) as string[];
    expect(log.map((l) => JSON.parse(l) as { id_pedido: number })).toContainEqual(expect.objectContaining({ id_pedido: id, numero: nfce.numero }));
    // a cancelled invoice's number is never issued again for the order
    expect((await pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id })).statusCode).toBe(409);
  });

  it("past the state's window refuses the order's cancellation with what to do instead, writing nothing", async () => {
    const { id } = await pedidoComNfce();
    await avancar(30 * MINUTO + 1000);
    const seguintes = ProximosStatusResposta.parse((await pedir(t, admin, 'POST', '/v2/vendas/status/seguintes', { id_pedido: id })).json().RES);
    expect(seguintes.nfce).toMatchObject({ prazo_encerrado: true, mensagem: mensagemPrazoEncerrado(30) });
    const res = await cancelar(id, { justificativa_nfce: JUSTIFICATIVA });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { RES: 'Prazo de cancelamento da NFC-e encerrado (30 min): emita uma NF-e de devolução/entrada ou cancele por substituição' },
    ]);
    expect(await statusDe(id)).toBe(STATUS.pago.id);
    expect(await eventosNfce(id)).toEqual([]);
    expect((await detalhe(id)).nfce_situacao).toBe('autorizada');
  });

  it('leaves orders with an NFC-e out of a bulk cancel, each with the reason, and cancels the others', async () => {
    const { id: comNfce } = await pedidoComNfce();
    const { id: semNfce } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
    const res = await pedir(t, admin, 'PUT', '/v2/vendas/status/update-lote', { ids: [comNfce, semNfce, semNfce], id_status: STATUS.cancelado.id, motivo: 'Loja fechou' });
    expect(AtualizarStatusEmLoteResposta.parse(res.json().RES)).toEqual({ atualizados: [semNfce], recusados: [{ id: comNfce, motivo: MENSAGENS_PEDIDO.nfceNoLote }] });
    expect(await statusDe(comNfce)).toBe(STATUS.pago.id);
  });
});

describe('cancellation window per UF', () => {
  const autorizada = AGORA_TESTES.getTime();
  it('is 30 minutes after authorisation by default, and what a state configures otherwise', () => {
    expect(prazoCancelamento('SP', autorizada, new Date(autorizada + 30 * MINUTO))).toEqual({ minutos: 30, ate: autorizada + 30 * MINUTO, encerrado: false });
    expect(prazoCancelamento('SP', autorizada, new Date(autorizada + 30 * MINUTO + 1)).encerrado).toBe(true);
    expect(prazoCancelamento('MT', autorizada, new Date(autorizada + 23 * 60 * MINUTO), { MT: 24 * 60 })).toMatchObject({ minutos: 1440, encerrado: false });
    expect(mensagemPrazoEncerrado(1440)).toContain('(24 h)');
  });
});
