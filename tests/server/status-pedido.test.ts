import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type Canal } from '@retaguarda/contrato/api/catalogos';
import { AtualizarStatusEmLoteResposta, AtualizarStatusResposta, MENSAGENS_PEDIDO, PedidoDetalhe, ProximosStatusResposta } from '@retaguarda/contrato/api/pedidoDetalhe';
import { createTestApp, type TestApp } from './helpers';
import { novoPedido, pedir, resumoConfere, SELLER_OUTRO_GRUPO } from './pedido-fixtures';

const S = STATUS;
let t: TestApp;
let admin: string;

const atualizar = (body: object) => pedir(t, admin, 'PUT', '/v2/vendas/status/update', body);
const versao = async (id: number) => (await t.sql.valor('SELECT version FROM orders WHERE id = ?', id)) as number;
const historicos = async (id: number) => (await t.sql.todas('SELECT de_status, para_status, id_usuario, observacao FROM order_status_history WHERE id_pedido = ? ORDER BY id', id));

/**
 * An order of `canal` walked through the API from Aguardando pagamento along `caminho`. A store's
 * order here is one the customer collects later: a counter sale leaves Pago on its own (its path
 * is tested with the manual order's charge).
 */
async function pedidoEm(canal: Canal, caminho: number[]): Promise<number> {
  const presencial = canal === 'loja' || canal === 'loja_autonoma';
  const { id } = await novoPedido(t, { canal, id_status: S.aguardandoPagamento.id, tipo_entrega: presencial ? 'retirada' : undefined });
  for (const para of caminho) {
    const res = await atualizar({ id_pedido: id, id_status: para, version: await versao(id), motivo: 'teste' });
    if (res.statusCode !== 200) throw new Error(`${id} → ${para}: ${res.body}`);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ orders: 300 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('POST /v2/vendas/status/seguintes', () => {
  it('lists the allowed next statuses with the reason flag, by kind of delivery', async () => {
    const web = await pedidoEm('ecommerce', [S.pago.id, S.emSeparacao.id]);
    const loja = await pedidoEm('loja', [S.pago.id, S.emSeparacao.id]);
    const seguintes = async (id: number) => ProximosStatusResposta.parse((await pedir(t, admin, 'POST', '/v2/vendas/status/seguintes', { id_pedido: id })).json().RES);
    expect(await seguintes(web)).toEqual({ status_atual: S.emSeparacao, seguintes: [{ ...S.enviado, exige_motivo: false }], version: 3, nfce: null });
    expect((await seguintes(loja)).seguintes).toEqual([{ ...S.retirado, exige_motivo: false }]);
    expect((await seguintes(await pedidoEm('loja', [S.cancelado.id]))).seguintes).toEqual([]);
  });
});

describe('PUT /v2/vendas/status/update', () => {
  const permitidas: [string, Canal, number[], number][] = [
    ['Aguardando pagamento → Pago', 'ecommerce', [], S.pago.id],
    ['Aguardando pagamento → Cancelado', 'ecommerce', [], S.cancelado.id],
    ['Pago → Em separação', 'marketplace', [S.pago.id], S.emSeparacao.id],
    ['Pago → Cancelado', 'loja', [S.pago.id], S.cancelado.id],
    ['Em separação → Enviado', 'ecommerce', [S.pago.id, S.emSeparacao.id], S.enviado.id],
    ['Em separação → Retirado (store pickup)', 'loja_autonoma', [S.pago.id, S.emSeparacao.id], S.retirado.id],
    ['Enviado → Entregue', 'ecommerce', [S.pago.id, S.emSeparacao.id, S.enviado.id], S.entregue.id],
    ['Entregue → Devolvido', 'ecommerce', [S.pago.id, S.emSeparacao.id, S.enviado.id, S.entregue.id], S.devolvido.id],
    ['Retirado → Devolvido', 'loja', [S.pago.id, S.emSeparacao.id, S.retirado.id], S.devolvido.id],
  ];
  it.each(permitidas)('applies %s, bumps the version and writes the history entry', async (_nome, canal, caminho, para) => {
    const id = await pedidoEm(canal, caminho);
    const antes = await versao(id);
    const res = await atualizar({ id_pedido: id, id_status: para, version: antes, motivo: 'Cliente desistiu' });
    expect(res.statusCode).toBe(200);
    const r = AtualizarStatusResposta.parse(res.json().RES);
    expect(r).toMatchObject({ id_pedido: id, version: antes + 1, status_pedido: { id: para } });
    expect(r.historico).toMatchObject({ usuario: { id: 1, nome: 'Ana Administradora' }, para: { id: para }, observacao: 'Cliente desistiu', data: '2026-11-21T12:00:00-03:00' });
    expect(await historicos(id)).toHaveLength(caminho.length + 1);
  });

  const recusadas: [string, Canal, number[], number, string][] = [
    ['a terminal status (Cancelado)', 'loja', [S.cancelado.id], S.pago.id, 'Pedido cancelado não pode mudar de status'],
    ['a terminal status (Devolvido)', 'loja', [S.pago.id, S.emSeparacao.id, S.retirado.id, S.devolvido.id], S.entregue.id, 'Pedido devolvido não pode mudar de status'],
    ['the same status', 'loja', [S.pago.id], S.pago.id, 'O pedido já está com o status Pago'],
    ['a status not in the table', 'ecommerce', [], S.enviado.id, 'Transição de Aguardando pagamento para Enviado não é permitida'],
    ['going back', 'ecommerce', [S.pago.id, S.emSeparacao.id], S.pago.id, 'Transição de Em separação para Pago não é permitida'],
    ['Retirado for a shipped order', 'ecommerce', [S.pago.id, S.emSeparacao.id], S.retirado.id, 'Somente pedidos para retirada na loja podem ser marcados como Retirado'],
    ['Enviado for a store pickup', 'loja', [S.pago.id, S.emSeparacao.id], S.enviado.id, 'Pedido para retirada na loja não é enviado: marque como Retirado'],
    ['an unknown status', 'loja', [], 99, 'Status desconhecido: 99'],
  ];
  it.each(recusadas)('refuses %s with 409 and the reason, writing nothing', async (_nome, canal, caminho, para, motivo) => {
    const id = await pedidoEm(canal, caminho);
    const antes = await versao(id);
    const res = await atualizar({ id_pedido: id, id_status: para, version: antes, motivo: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ RES: motivo });
    expect(await versao(id)).toBe(antes);
    expect(await historicos(id)).toHaveLength(caminho.length);
  });

  it('asks for the reason of a cancel or a return with 400 naming motivo', async () => {
    const id = await pedidoEm('loja', [S.pago.id]);
    for (const motivo of [undefined, null, '   ']) {
      const res = await atualizar({ id_pedido: id, id_status: S.cancelado.id, version: await versao(id), motivo });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.body).toEqual({ source: 'body', keys: ['motivo'], message: 'Informe o motivo do cancelamento' });
    }
    const devolver = await pedidoEm('loja', [S.pago.id, S.emSeparacao.id, S.retirado.id]);
    const res = await atualizar({ id_pedido: devolver, id_status: S.devolvido.id, version: await versao(devolver) });
    expect(res.json().validation.body.message).toBe('Informe o motivo da devolução');
  });

  it('names missing fields, answers 404 for an unknown order and 403 for another group', async () => {
    expect((await atualizar({})).json().validation.body.keys).toEqual(['id_pedido', 'id_status', 'version']);
    const nenhum = await atualizar({ id_pedido: 999_999, id_status: S.pago.id, version: 1 });
    expect([nenhum.statusCode, nenhum.json()]).toEqual([404, { RES: MENSAGENS_PEDIDO.naoEncontrado }]);
    const { id } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: S.aguardandoPagamento.id });
    expect((await atualizar({ id_pedido: id, id_status: S.pago.id, version: 1 })).statusCode).toBe(403);
  });

  it('lets exactly one of two updates racing on the same version win; the other gets 409', async () => {
    const { id } = await novoPedido(t, { canal: 'ecommerce', id_status: S.aguardandoPagamento.id });
    const [a, b] = await Promise.all([
      atualizar({ id_pedido: id, id_status: S.pago.id, version: 1 }),
      atualizar({ id_pedido: id, id_status: S.cancelado.id, version: 1, motivo: 'Sem estoque' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const perdeu = a.statusCode === 409 ? a : b;
    expect(perdeu.json()).toEqual({ RES: MENSAGENS_PEDIDO.versaoConflitante });
    expect(await versao(id)).toBe(2);
    expect(await historicos(id)).toHaveLength(1);
  });

  it('keeps the status, the history and the per-day summary together: all written or none', async () => {
    const id = await pedidoEm('ecommerce', [S.pago.id]);
    let conferido = await resumoConfere(t);
    expect(conferido.guardado).toEqual(conferido.recalculado);
    const detalhe = PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES);
    expect(detalhe.historico).toEqual([
      { id: expect.any(Number), data: '2026-11-21T12:00:00-03:00', usuario: { id: 1, nome: 'Ana Administradora' }, de: S.aguardandoPagamento, para: S.pago, observacao: 'teste' },
    ]);
    // A failure writing the history entry must undo the status change and the summary move (the
    // table moved away for a moment: the same SQL fails the insert on SQLite and PostgreSQL).
    await t.sql.executar('ALTER TABLE order_status_history RENAME TO order_status_history_fora');
    try {
      const res = await atualizar({ id_pedido: id, id_status: S.emSeparacao.id, version: 2 });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.sql.executar('ALTER TABLE order_status_history_fora RENAME TO order_status_history');
    }
    expect((await t.sql.uma('SELECT id_status, version FROM orders WHERE id = ?', id))).toEqual({ id_status: S.pago.id, version: 2 });
    conferido = await resumoConfere(t);
    expect(conferido.guardado).toEqual(conferido.recalculado);
  });
});

describe('PUT /v2/vendas/status/update-lote', () => {
  const lote = (body: object) => pedir(t, admin, 'PUT', '/v2/vendas/status/update-lote', body);

  it('changes the orders that allow it and reports each refused one with its reason', async () => {
    const a = await pedidoEm('loja', []);
    const b = await pedidoEm('ecommerce', []);
    const pago = await pedidoEm('loja', [S.pago.id]);
    const cancelado = await pedidoEm('loja', [S.cancelado.id]);
    const res = await lote({ ids: [a, b, pago, cancelado, 999_999, a], id_status: S.pago.id });
    expect(res.statusCode).toBe(200);
    expect(AtualizarStatusEmLoteResposta.parse(res.json().RES)).toEqual({
      atualizados: [a, b],
      recusados: [
        { id: pago, motivo: 'O pedido já está com o status Pago' },
        { id: cancelado, motivo: 'Pedido cancelado não pode mudar de status' },
        { id: 999_999, motivo: MENSAGENS_PEDIDO.naoEncontrado },
      ],
    });
    expect(await historicos(a)).toHaveLength(1);
    expect(await versao(pago)).toBe(2);
    const conferido = await resumoConfere(t);
    expect(conferido.guardado).toEqual(conferido.recalculado);
  });

  it('asks once for the reason of a bulk cancel, and refuses the whole call for an order of another group', async () => {
    const a = await pedidoEm('loja', []);
    expect((await lote({ ids: [a], id_status: S.cancelado.id })).json().validation.body.keys).toEqual(['motivo']);
    const { id: outro } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: S.aguardandoPagamento.id });
    expect((await lote({ ids: [a, outro], id_status: S.cancelado.id, motivo: 'x' })).statusCode).toBe(403);
    expect(await versao(a)).toBe(1);
    expect((await lote({ ids: [], id_status: S.pago.id })).json().validation.body.keys).toEqual(['ids']);
  });

  it('caps the ids at 500 with 400 naming ids, and counts a repeated id once', async () => {
    const muitos = await lote({ ids: Array.from({ length: 501 }, (_, i) => i + 1), id_status: S.pago.id });
    expect([muitos.statusCode, muitos.json().validation.body]).toMatchObject([400, { keys: ['ids'], message: 'No máximo 500 pedidos por vez' }]);
    const a = await pedidoEm('loja', []);
    const r = AtualizarStatusEmLoteResposta.parse((await lote({ ids: [a, a, a], id_status: S.pago.id })).json().RES);
    expect(r).toEqual({ atualizados: [a], recusados: [] });
    expect(await historicos(a)).toHaveLength(1);
  });
});
