import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { semanasAnteriores, mesmoDiaDaSemana } from '../../../server/modulos/alertas/avaliacao/calendario';
import { createTestApp, type TestApp } from '../helpers';
import { alertasDa, avaliar, DIA, eventosDe, historicoDe, HORA, inserirPedido, limpar, MIN } from './apoio';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await limpar(t);
});

describe('pedido_parado', () => {
  it('opens one alert for an order paid 30 h ago (the limit is 24 h), none for one paid 10 h ago, and closes it by itself when the order moves on', async () => {
    const parado = await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
    await inserirPedido(t, { status: STATUS.pago.id, ha: 10 * HORA });
    await inserirPedido(t, { status: STATUS.entregue.id, ha: 30 * DIA });

    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 1, fechados: 0 });
    // the next minute: still one alert for the same order
    t.relogio.avancar(MIN);
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 0, fechados: 0 });
    const [alerta] = await alertasDa(t, 'pedido_parado');
    expect(alerta).toMatchObject({ chave: `pedido:${parado}:status:${STATUS.pago.id}`, estado: 'aberto', severidade: 'alta' });

    await t.sql.executar('UPDATE orders SET id_status = ? WHERE id = ?', STATUS.emSeparacao.id, parado);
    await t.db.kysely.insertInto('order_status_history').values({ id_pedido: parado, de_status: STATUS.pago.id, para_status: STATUS.emSeparacao.id, id_usuario: null, em: t.relogio.agora.getTime(), observacao: null }).execute();
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 0, fechados: 1 });
    expect(await alertasDa(t, 'pedido_parado')).toEqual([expect.objectContaining({ id: alerta?.id, estado: 'resolvido' })]);
    expect(await historicoDe(t, alerta?.id ?? 0)).toEqual(['aberto', 'fechado_automaticamente']);
    expect((await eventosDe(t, 'alerta.fechado')).map((p) => JSON.parse(p))).toEqual([{ id_alerta: alerta?.id, regra: 'pedido_parado', automatico: true }]);
  });

  it('counts the time in the status from its last change, not from the order', async () => {
    const id = await inserirPedido(t, { status: STATUS.pago.id, ha: 5 * DIA });
    await t.db.kysely.insertInto('order_status_history').values({ id_pedido: id, de_status: STATUS.aguardandoPagamento.id, para_status: STATUS.pago.id, id_usuario: null, em: t.relogio.agora.getTime() - 2 * HORA, observacao: null }).execute();
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 0, fechados: 0 });
  });
});

describe('pago_sem_nfce', () => {
  it('opens a critical alert for a counter sale paid 40 min ago without NFC-e, ignores a shipped one, and closes once the NFC-e is issued', async () => {
    const balcao = await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * MIN, tipoEntrega: 'balcao' });
    await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * MIN, canal: 'ecommerce', tipoEntrega: 'entrega' });
    await inserirPedido(t, { status: STATUS.pago.id, ha: 10 * MIN, tipoEntrega: 'balcao' });

    expect(await avaliar(t, 'pago_sem_nfce')).toEqual({ abertos: 1, fechados: 0 });
    const [alerta] = await alertasDa(t, 'pago_sem_nfce');
    expect(alerta).toMatchObject({ chave: `pedido:${balcao}`, severidade: 'critica', estado: 'aberto' });
    // critical and the rule e-mails: its e-mail is a job keyed by the alert
    expect(await t.sql.coluna('SELECT chave FROM tarefas WHERE tipo = ?', 'alertas.enviar_email')).toEqual([`alerta:${alerta?.id}`]);

    await t.sql.executar('UPDATE orders SET nfce_numero = 7, nfce_serie = 1 WHERE id = ?', balcao);
    expect(await avaliar(t, 'pago_sem_nfce')).toEqual({ abertos: 0, fechados: 1 });
  });

  it('opens a new alert when the condition returns after it closed', async () => {
    const id = await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * MIN });
    await avaliar(t, 'pago_sem_nfce');
    await t.sql.executar('UPDATE orders SET id_status = ? WHERE id = ?', STATUS.cancelado.id, id);
    await avaliar(t, 'pago_sem_nfce');
    await t.sql.executar('UPDATE orders SET id_status = ? WHERE id = ?', STATUS.pago.id, id);
    await avaliar(t, 'pago_sem_nfce');
    expect((await alertasDa(t, 'pago_sem_nfce')).map((a) => a.estado)).toEqual(['resolvido', 'aberto']);
  });
});

describe('pico_cancelamentos', () => {
  const dia = async (chave: string, status: number, quantidade: number) =>
    t.db.kysely.insertInto('orders_daily').values({ id_seller: 1, dia_sp: chave, id_status: status, id_forma_pagto: 1, quantidade, valor_total: quantidade * 10 }).execute();

  it("opens when today's cancellations at a store are well above the same weekday's usual, and closes when today's rate falls back", async () => {
    const agora = t.relogio.agora.getTime();
    for (const d of semanasAnteriores(agora, 6)) {
      await dia(d.chave, STATUS.pago.id, 29);
      await dia(d.chave, STATUS.cancelado.id, 1);
    }
    const hoje = mesmoDiaDaSemana(agora, 0).chave;
    await dia(hoje, STATUS.pago.id, 20);
    await dia(hoje, STATUS.cancelado.id, 10);

    expect(await avaliar(t, 'pico_cancelamentos')).toEqual({ abertos: 1, fechados: 0 });
    expect(await alertasDa(t, 'pico_cancelamentos')).toEqual([expect.objectContaining({ chave: 'loja:1', estado: 'aberto' })]);

    // the day goes on: 170 more orders paid, the rate (10 of 200, 5%) is within twice the usual 3.3%
    await t.sql.executar('UPDATE orders_daily SET quantidade = 190 WHERE dia_sp = ? AND id_status = ?', hoje, STATUS.pago.id);
    expect(await avaliar(t, 'pico_cancelamentos')).toEqual({ abertos: 0, fechados: 1 });
  });

  it('says nothing with fewer orders today than the minimum', async () => {
    const hoje = mesmoDiaDaSemana(t.relogio.agora.getTime(), 0).chave;
    await dia(hoje, STATUS.cancelado.id, 5);
    expect(await avaliar(t, 'pico_cancelamentos')).toEqual({ abertos: 0, fechados: 0 });
  });
});

describe('ruptura_mais_vendidos', () => {
  it('opens for a top seller with nothing available in a store that stocks it, and closes when stock arrives', async () => {
    const produtos = await t.sql.coluna<number>('SELECT id FROM products WHERE id_grupo = 1 ORDER BY id LIMIT 2');
    const [campeao, outro] = produtos;
    const semanaPassada = semanasAnteriores(t.relogio.agora.getTime(), 1)[0]?.chave ?? '';
    for (const [id, q] of [[campeao, 50], [outro, 3]] as const) {
      await t.db.kysely.insertInto('pedidos_resumo_produto').values({ dia_sp: semanaPassada, id_seller: 1, canal: 'loja', id_status: STATUS.pago.id, id_produto: id ?? 0, pedidos: q, quantidade: q, valor_bruto: q * 100, valor_desconto: 0, valor_custo: 0 }).execute();
    }
    await t.sql.executar('DELETE FROM estoque_saldos WHERE id_produto IN (?, ?) AND id_seller = 1', campeao, outro);
    await t.db.kysely.insertInto('estoque_saldos').values({ id_seller: 1, id_produto: campeao ?? 0, em_maos: 2, reservado: 2, minimo: null, maximo: null, ultima_movimentacao_em: null }).execute();

    expect(await avaliar(t, 'ruptura_mais_vendidos')).toEqual({ abertos: 1, fechados: 0 });
    expect(await alertasDa(t, 'ruptura_mais_vendidos')).toEqual([expect.objectContaining({ chave: `loja:1:produto:${campeao}` })]);

    await t.sql.executar('UPDATE estoque_saldos SET em_maos = 12 WHERE id_seller = 1 AND id_produto = ?', campeao);
    expect(await avaliar(t, 'ruptura_mais_vendidos')).toEqual({ abertos: 0, fechados: 1 });
  });
});

describe('loja_sem_venda_no_pico', () => {
  const hora = async (chave: string, h: number, pedidos: number) =>
    t.db.kysely
      .insertInto('pedidos_resumo_hora')
      .values({ dia_sp: chave, id_seller: 1, canal: 'loja', id_status: STATUS.pago.id, id_forma_pagto: 1, hora: h, pedidos, itens: pedidos, valor_produtos: 0, valor_desconto: 0, valor_frete: 0, valor_total: 0, valor_custo: 0 })
      .execute();

  it("opens when the store's usual busiest hour passed today with no order, and closes when an order lands in it", async () => {
    // now is 12:00 in São Paulo; on this weekday the store sells most between 10h and 11h
    for (const d of semanasAnteriores(t.relogio.agora.getTime(), 4)) {
      await hora(d.chave, 10, 6);
      await hora(d.chave, 15, 2);
    }
    expect(await avaliar(t, 'loja_sem_venda_no_pico')).toEqual({ abertos: 1, fechados: 0 });
    const [alerta] = await alertasDa(t, 'loja_sem_venda_no_pico');
    expect(alerta?.chave).toMatch(/^loja:1:dia:/);

    await hora(mesmoDiaDaSemana(t.relogio.agora.getTime(), 0).chave, 10, 1);
    expect(await avaliar(t, 'loja_sem_venda_no_pico')).toEqual({ abertos: 0, fechados: 1 });
  });

  it('waits for the minutes of the busy hour before saying anything', async () => {
    for (const d of semanasAnteriores(t.relogio.agora.getTime(), 4)) await hora(d.chave, 11, 6);
    // 12:00: eleven o'clock's hour passed; move back to 11:30, inside the 45 minutes' grace
    t.relogio.avancar(-30 * MIN);
    try {
      expect(await avaliar(t, 'loja_sem_venda_no_pico')).toEqual({ abertos: 0, fechados: 0 });
    } finally {
      t.relogio.avancar(30 * MIN);
    }
  });
});

describe('a rule disabled by the group', () => {
  it('closes what it had opened, saying why, and opens nothing more', async () => {
    await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 1, fechados: 0 });
    await t.db.kysely.insertInto('alertas_regras').values({ id_grupo: 1, regra: 'pedido_parado', ativa: 0, severidade: 'alta', email: 0, parametros: '{}', version: 2, atualizado_em: 0, atualizado_por: null }).execute();
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 0, fechados: 1 });
    expect(await avaliar(t, 'pedido_parado')).toEqual({ abertos: 0, fechados: 0 });
    const [alerta] = await alertasDa(t, 'pedido_parado');
    expect(await t.sql.coluna('SELECT descricao FROM alertas_historico WHERE id_alerta = ? ORDER BY id', alerta?.id)).toEqual([expect.stringMatching(/^Aberto pela regra/), 'Fechado automaticamente: a regra foi desativada.']);
  });
});
