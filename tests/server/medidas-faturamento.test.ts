import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ResumoInicio } from '@retaguarda/contrato/api/inicio';
import { ListaPedidosResposta, type FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { fimExclusivoSP, instanteSP } from '@retaguarda/contrato/br/dates';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { medirPorStatus, STATUS_FATURAMENTO, ticketMedio } from '@retaguarda/contrato/relatorios/medidas';
import { movimento } from '../../server/modulos/inicio/consultas/resumo';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { createTestApp, VERSAO, type TestApp } from './helpers';

const S = STATUS;
/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (diaHora: string) => new Date(`${diaHora}-03:00`);
const GRUPO = [1, 2, 3, 4];

async function inserir(t: TestApp, em: string, id_seller: number, id_status: number, centavos: number): Promise<void> {
  await registrarPedido(t.db.kysely, {
    id_seller,
    id_cliente: 1,
    canal: id_seller === 3 ? 'ecommerce' : 'loja',
    id_status,
    id_forma_pagto: 1,
    data_pedido: sp(em),
    itens: [{ id_produto: 1, quantidade: 1, preco_unitario: centavos }],
    valor_desconto: 0,
    valor_frete: 0,
    nfce: null,
  });
}

type Filtro = Omit<FiltroPedidos, 'page' | 'limit'>;

/** The order list's summary for a filter, read under the contract's definition both ways it can be. */
async function resumoDaLista(t: TestApp, cookie: string, filtro: Filtro) {
  const pedir = async (f: Filtro) => {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 1, ...f } });
    expect(res.statusCode, res.body).toBe(200);
    return ListaPedidosResposta.parse(res.json()).RES.dashboard;
  };
  const todos = await pedir(filtro);
  const soOsQueContam = await pedir({ ...filtro, status_pedido: [...STATUS_FATURAMENTO] });
  const medidas = medirPorStatus(todos.por_status);
  return {
    // the summary of every status, its revenue taken from the statuses that count
    porStatus: { pedidos: medidas.pedidos, centavos: medidas.faturamento, ticket: medidas.ticket_medio },
    // the list filtered to the statuses that count, as the home's link opens it
    filtrada: {
      pedidos: soOsQueContam.quantidade_pedidos,
      centavos: reaisParaCentavos(soOsQueContam.valor_total),
      ticket: reaisParaCentavos(soOsQueContam.ticket_medio),
    },
  };
}

const comoMedida = (m: { pedidos: number; faturamento: number }) => {
  const centavos = reaisParaCentavos(m.faturamento);
  return { pedidos: m.pedidos, centavos, ticket: ticketMedio(centavos, m.pedidos) };
};

describe('revenue as the contract defines it, on the home and in the order list (now: Saturday 21/11/2026 12:00 in São Paulo)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    // today: four orders that count (R$ 10,00 + R$ 25,50 + R$ 33,33 + R$ 44,44 = R$ 113,27) ...
    await inserir(t, '2026-11-21T00:00:00', 1, S.retirado.id, 1000);
    await inserir(t, '2026-11-21T09:30:00', 3, S.pago.id, 2550);
    await inserir(t, '2026-11-21T10:15:00', 2, S.emSeparacao.id, 3333);
    await inserir(t, '2026-11-21T11:59:59', 3, S.enviado.id, 4444);
    // ... and three that do not: awaiting payment, cancelled, returned
    await inserir(t, '2026-11-21T11:00:00', 4, S.aguardandoPagamento.id, 10001);
    await inserir(t, '2026-11-21T10:00:00', 1, S.cancelado.id, 99999);
    await inserir(t, '2026-11-21T08:00:00', 1, S.devolvido.id, 7000);
    // a seller of another group, today
    await inserir(t, '2026-11-21T10:00:00', 5, S.pago.id, 77777);
    // earlier this week (R$ 12,34 + R$ 56,78 count), and the Saturday before the range
    await inserir(t, '2026-11-20T23:59:00', 1, S.pago.id, 1234);
    await inserir(t, '2026-11-18T12:00:00', 3, S.entregue.id, 5678);
    await inserir(t, '2026-11-16T12:00:00', 1, S.aguardandoPagamento.id, 800);
    await inserir(t, '2026-11-14T23:59:00', 1, S.pago.id, 999);
  });
  afterAll(() => t.close());

  it('leaves an order awaiting payment, a cancelled one and a returned one out of the home\'s revenue and order count', async () => {
    const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: '/v2/inicio/resumo', headers: { cookie: admin } })).json().RES);
    expect(r.hoje).toEqual({
      dia: '21/11/2026',
      pedidos: 4,
      faturamento: 113.27,
      filtro: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 4, 5, 6] },
    });
  });

  it("gives today's revenue and order count equal to the order list's summary for today, to the centavo", async () => {
    const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: '/v2/inicio/resumo', headers: { cookie: admin } })).json().RES);
    const home = comoMedida(r.hoje);
    expect(home).toEqual({ pedidos: 4, centavos: 11327, ticket: 2832 });
    // by the per-day table, and (an hour window) by the orders themselves
    for (const filtro of [{ data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026' }, { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', hora_from: '00:00', hora_to: '23:59' }]) {
      expect(await resumoDaLista(t, admin, filtro)).toEqual({ porStatus: home, filtrada: home });
    }
  });

  it("gives a date range's and one store's figures equal to the order list's summary for the same filter", async () => {
    const casos = [
      { nome: 'intervalo', sellers: GRUPO, de: '15/11/2026', ate: '21/11/2026', filtro: {}, esperado: { pedidos: 6, centavos: 18239 } },
      { nome: 'uma loja', sellers: [1], de: '21/11/2026', ate: '21/11/2026', filtro: { id_pessoa: [1] }, esperado: { pedidos: 1, centavos: 1000 } },
      { nome: 'uma loja no intervalo', sellers: [1], de: '15/11/2026', ate: '21/11/2026', filtro: { id_pessoa: [1], hora_from: '00:00' }, esperado: { pedidos: 2, centavos: 2234 } },
    ];
    for (const c of casos) {
      const home = comoMedida(await movimento(t.db.kysely, c.sellers, instanteSP(c.de).getTime(), fimExclusivoSP(c.ate).getTime() - 1));
      expect({ nome: c.nome, pedidos: home.pedidos, centavos: home.centavos }).toEqual({ nome: c.nome, ...c.esperado });
      const lista = await resumoDaLista(t, admin, { data_from_pedido: c.de, data_to_pedido: c.ate, ...c.filtro });
      expect({ nome: c.nome, ...lista }).toEqual({ nome: c.nome, porStatus: home, filtrada: home });
    }
  });

  it("counts only the caller's group, the same on the home and in the list", async () => {
    await t.sql.executar("UPDATE users SET id_seller = 5 WHERE email = 'vendas@retaguarda.dev'");
    const outroGrupo = await t.login('vendas@retaguarda.dev');
    const r = ResumoInicio.parse((await t.app.inject({ method: 'GET', url: '/v2/inicio/resumo', headers: { cookie: outroGrupo } })).json().RES);
    const home = comoMedida(r.hoje);
    expect(home).toEqual({ pedidos: 1, centavos: 77777, ticket: 77777 });
    expect(await resumoDaLista(t, outroGrupo, { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026' })).toEqual({ porStatus: home, filtrada: home });
  });
});
