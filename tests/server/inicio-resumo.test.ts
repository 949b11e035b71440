import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { ResumoInicio } from '@retaguarda/contrato/api/inicio';
import { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import type { Canal } from '@retaguarda/contrato/api/catalogos';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { consultaPendentes } from '../../server/modulos/inicio/consultas/resumo';
import { createTestApp, soNoSqlite, VERSAO, type TestApp } from './helpers';
import { sqliteDe } from './sql-teste';

const S = STATUS;
const URL = '/v2/inicio/resumo';

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (diaHora: string) => new Date(`${diaHora}-03:00`);

interface Conhecido {
  em: string;
  canal: Canal;
  status: number;
  centavos: number;
  seller?: number;
  nfce?: boolean;
  retirada?: boolean;
}

let numeroNfce = 0;

async function inserir(t: TestApp, p: Conhecido): Promise<number> {
  const seller = p.seller ?? (p.canal === 'ecommerce' || p.canal === 'marketplace' ? 3 : 1);
  const quando = sp(p.em);
  const id = await registrarPedido(t.db.kysely, {
    id_seller: seller,
    id_cliente: 1,
    canal: p.canal,
    id_status: p.status,
    id_forma_pagto: 1,
    data_pedido: quando,
    itens: [{ id_produto: 1, quantidade: 1, preco_unitario: p.centavos }],
    valor_desconto: 0,
    valor_frete: 0,
    nfce: p.nfce ? { numero: ++numeroNfce, serie: 9, chave: 'x'.repeat(44), data_emissao: quando } : null,
  });
  if (p.retirada) await t.sql.executar("UPDATE orders SET tipo_entrega = 'retirada' WHERE id = ?", id);
  return id;
}

/** Each figure of the home against the total of the order list its link opens. */
async function cadaNumeroEhOTotalDaLista(t: TestApp, cookie: string): Promise<number[]> {
  const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json().RES);
  const numeros = [['hoje', r.hoje.pedidos, r.hoje.filtro] as const, ...Object.entries(r.pendencias).map(([nome, p]) => [nome, p.quantidade, p.filtro] as const)];
  expect(numeros.map(([nome]) => nome)).toEqual(['hoje', 'pago_sem_nfce', 'aguardando_retirada', 'envio_atrasado']);
  for (const [nome, numero, filtro] of numeros) {
    const lista = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 1, ...filtro } });
    expect(lista.statusCode, lista.body).toBe(200);
    expect({ nome, total: lista.json().PAG.total }).toEqual({ nome, total: numero });
  }
  return numeros.map(([, numero]) => numero);
}

describe('GET /v2/inicio/resumo on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every figure the list filter whose total is that figure', async () => {
    const admin = await t.login('admin@retaguarda.dev');
    const numeros = await cadaNumeroEhOTotalDaLista(t, admin);
    expect(numeros.some((n) => n > 0), String(numeros)).toBe(true);
  });
});

describe('GET /v2/inicio/resumo on known orders (now: Saturday 21/11/2026 12:00 in São Paulo)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    const conhecidos: Conhecido[] = [
      // today: three sales (R$ 10,00 + R$ 25,50 + R$ 100,01), one order awaiting payment and one
      // cancelled, which are no revenue (contrato/relatorios/medidas.ts)
      { em: '2026-11-21T00:00:00', canal: 'loja', status: S.retirado.id, centavos: 1000, nfce: true },
      { em: '2026-11-21T09:30:00', canal: 'ecommerce', status: S.pago.id, centavos: 2550 },
      { em: '2026-11-21T11:59:59', canal: 'loja_autonoma', status: S.entregue.id, centavos: 10001 },
      { em: '2026-11-21T11:00:00', canal: 'ecommerce', status: S.aguardandoPagamento.id, centavos: 4321 },
      { em: '2026-11-21T10:00:00', canal: 'loja', status: S.cancelado.id, centavos: 99999 },
      // a seller of another group, today: never counted
      { em: '2026-11-21T10:00:00', canal: 'loja', status: S.pago.id, centavos: 77777, seller: 5 },
      // Saturday last week: before 12:00 counts, after does not
      { em: '2026-11-14T08:00:00', canal: 'loja', status: S.retirado.id, centavos: 4000, nfce: true },
      { em: '2026-11-14T11:59:00', canal: 'marketplace', status: S.entregue.id, centavos: 1234 },
      { em: '2026-11-14T12:00:01', canal: 'loja', status: S.retirado.id, centavos: 5000, nfce: true },
      { em: '2026-11-14T09:00:00', canal: 'loja', status: S.devolvido.id, centavos: 3000, nfce: true },
      // awaiting action
      { em: '2026-11-20T15:00:00', canal: 'loja', status: S.pago.id, centavos: 500 }, // a counter sale paid without NFC-e: never awaiting pickup
      { em: '2026-11-19T15:00:00', canal: 'loja_autonoma', status: S.retirado.id, centavos: 500 }, // collected without NFC-e
      { em: '2026-11-18T15:00:00', canal: 'loja', status: S.emSeparacao.id, centavos: 500, nfce: true }, // a counter sale: not awaiting pickup either
      { em: '2026-11-17T15:00:00', canal: 'ecommerce', status: S.emSeparacao.id, centavos: 500, retirada: true }, // web order for pickup, no NFC-e yet
      { em: '2026-11-19T23:59:00', canal: 'ecommerce', status: S.emSeparacao.id, centavos: 500 }, // placed two days ago: late
      { em: '2026-10-23T10:00:00', canal: 'marketplace', status: S.pago.id, centavos: 500 }, // first day of the window: late
      { em: '2026-11-20T00:01:00', canal: 'ecommerce', status: S.pago.id, centavos: 500 }, // yesterday: still on time
      { em: '2026-10-22T23:59:00', canal: 'ecommerce', status: S.pago.id, centavos: 500 }, // before the 30-day window
      { em: '2026-10-22T23:59:00', canal: 'loja', status: S.pago.id, centavos: 500 }, // before the window
      { em: '2026-11-19T10:00:00', canal: 'ecommerce', status: S.enviado.id, centavos: 500 }, // shipped: nothing to do
      { em: '2026-11-20T10:00:00', canal: 'loja', status: S.pago.id, centavos: 500, seller: 5 }, // other group
    ];
    for (const p of conhecidos) await inserir(t, p);
  });
  afterAll(() => t.close());

  it("answers today's sales against last Saturday up to 12:00, and the orders awaiting action, each with its list filter", async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const r = ResumoInicio.parse(res.json().RES);
    expect(r.agora).toBe('2026-11-21T12:00:00-03:00');
    expect(r.hoje).toEqual({
      dia: '21/11/2026',
      pedidos: 3,
      faturamento: 135.51,
      filtro: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 4, 5, 6] },
    });
    expect(r.semana_passada).toEqual({ dia: '14/11/2026', pedidos: 2, faturamento: 52.34 });
    expect(r.pendencias.pago_sem_nfce).toEqual({
      quantidade: 3,
      filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 5], tipo_entrega: ['balcao', 'retirada'], com_nfce: false },
    });
    expect(r.pendencias.aguardando_retirada).toEqual({
      quantidade: 1,
      filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3], tipo_entrega: ['retirada'] },
    });
    expect(r.pendencias.envio_atrasado).toEqual({
      quantidade: 2,
      filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '19/11/2026', status_pedido: [2, 3], tipo_entrega: ['entrega'] },
    });
    // every filter is one the order list accepts as it is
    for (const filtro of [r.hoje.filtro, ...Object.values(r.pendencias).map((p) => p.filtro)]) {
      expect(FiltroPedidos.safeParse({ page: 1, limit: 10, ...filtro }).success).toBe(true);
    }
  });

  it('gives every figure the list filter whose total is that figure', async () => {
    await cadaNumeroEhOTotalDaLista(t, admin);
  });

  it('follows the injected clock: at 00:30 on Sunday the day starts empty and yesterday\'s order is late', async () => {
    t.relogio.agora = sp('2026-11-22T00:30:00');
    try {
      // the morning's session has expired by then: a new one
      const cookie = await t.login('admin@retaguarda.dev');
      const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json().RES);
      expect(r.hoje).toMatchObject({ dia: '22/11/2026', pedidos: 0, faturamento: 0 });
      expect(r.semana_passada).toEqual({ dia: '15/11/2026', pedidos: 0, faturamento: 0 });
      // 20/11 00:01 is now two days back; the window starts on 24/10, so 23/10's order has left it
      expect(r.pendencias.envio_atrasado.quantidade).toBe(2);
      expect(r.pendencias.envio_atrasado.filtro.data_from_pedido).toBe('24/10/2026');
    } finally {
      t.relogio.agora = sp('2026-11-21T12:00:00');
    }
  });

  it('needs a session (401) and the order module key (403)', async () => {
    const semSessao = await t.app.inject({ method: 'GET', url: URL });
    expect([semSessao.statusCode, semSessao.json()]).toEqual([401, { RES: MENSAGENS_COMUNS.naoAutenticado }]);
    const financeiro = await t.login('financeiro@retaguarda.dev');
    const negado = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: financeiro } });
    expect([negado.statusCode, negado.json()]).toEqual([403, { RES: MENSAGENS_COMUNS.acessoNegado }]);
  });

  it('counts only the sellers of the caller\'s group', async () => {
    await t.sql.executar("UPDATE users SET id_seller = 5 WHERE email = 'vendas@retaguarda.dev'");
    const outroGrupo = await t.login('vendas@retaguarda.dev');
    const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: outroGrupo } })).json().RES);
    expect(r.hoje).toMatchObject({ pedidos: 1, faturamento: 777.77 });
    expect(r.pendencias.pago_sem_nfce.quantidade).toBe(2);
    expect(r.pendencias.envio_atrasado.quantidade).toBe(0);
  });

  // SQLite's query plans: PostgreSQL plans by cost, and the index's use there is not this test's.
  soNoSqlite('reads the awaiting-action orders through their partial index, which the order list never picks', () => {
    const plano = (texto: string, parametros: readonly unknown[]) =>
      (sqliteDe(t.db).prepare(`EXPLAIN QUERY PLAN ${texto}`).all(...parametros) as { detail: string }[]).map((l) => l.detail).join('\n');
    const q = consultaPendentes(t.db.kysely, [1, 2, 3, 4], { desde: 0, ate: Date.now(), noPrazoDesde: 0 }).compile();
    expect(plano(q.sql, q.parameters)).toContain('orders_aguardando_acao');
    const lista = 'SELECT o.id FROM orders o WHERE o.id_seller IN (?, ?) AND o.data_pedido >= ? AND o.id_status IN (?, ?) ORDER BY o.data_pedido DESC LIMIT 10';
    expect(plano(lista, [1, 2, 0, 2, 3])).not.toContain('orders_aguardando_acao');
  });
});
