import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { medirPorStatus } from '@retaguarda/contrato/relatorios/medidas';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import {
  VISAO_GERAL_HOJE,
  VISAO_GERAL_POR_HORA,
  VISAO_GERAL_TAREFAS,
  VISAO_GERAL_VENDAS,
} from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import { INDICADORES_RESUMO } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { inserir, relatorio, type Conhecido } from './comum';

const S = STATUS;

/** The order list's summary for a filter, as the contract measures it. */
async function daLista(t: TestApp, cookie: string, filtro: object) {
  const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 1, ...filtro } });
  expect(res.statusCode, res.body).toBe(200);
  const { RES, PAG } = res.json() as { RES: { dashboard: { por_status: { id: number; quantidade: number; valor_total: number }[] } }; PAG: { total: number } };
  return { medidas: medirPorStatus(RES.dashboard.por_status), total: PAG.total };
}

describe('Visão geral das operações on the demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@retaguarda.dev');
  });
  afterAll(() => t.close());

  it("answers a period's revenue and orders as the order list's summary does, to the centavo, for the group and for one store", async () => {
    const casos: { periodo: string; lojas?: number[]; lista: object }[] = [
      { periodo: 'hoje', lista: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026' } },
      { periodo: 'ontem', lojas: [2], lista: { data_from_pedido: '20/11/2026', data_to_pedido: '20/11/2026', id_pessoa: [2] } },
      { periodo: 'ultimos_30', lista: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026' } },
      { periodo: 'este_mes', lojas: [1, 3], lista: { data_from_pedido: '01/11/2026', data_to_pedido: '21/11/2026', id_pessoa: [1, 3] } },
    ];
    for (const c of casos) {
      for (const por of ['loja', 'canal']) {
        const { status, r, corpo } = await relatorio(t, admin, VISAO_GERAL_VENDAS.id, { periodo: c.periodo, por, ...(c.lojas ? { filtros: { lojas: c.lojas } } : {}) });
        expect(status, corpo).toBe(200);
        const lista = await daLista(t, admin, c.lista);
        expect({ caso: c.periodo, por, pedidos: r.totais.pedidos, centavos: reaisParaCentavos(Number(r.totais.faturamento)) }).toEqual({
          caso: c.periodo,
          por,
          pedidos: lista.medidas.pedidos,
          centavos: lista.medidas.faturamento,
        });
        expect(lista.medidas.pedidos).toBeGreaterThan(0);
        // the rows add up to the totals
        const soma = r.linhas.reduce((s, l) => s + reaisParaCentavos(Number(l.faturamento)), 0);
        expect(soma).toBe(lista.medidas.faturamento);
      }
    }
  });

  it("today's row is the order list's today, and every task's count is the total of the list its filter opens", async () => {
    const hoje = await relatorio(t, admin, VISAO_GERAL_HOJE.id);
    expect(hoje.status, hoje.corpo).toBe(200);
    const lista = await daLista(t, admin, { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026' });
    const linhaHoje = hoje.r.linhas.find((l) => l.chave === 'hoje');
    expect(linhaHoje).toMatchObject({ pedidos: lista.medidas.pedidos });
    expect(reaisParaCentavos(Number(linhaHoje?.faturamento))).toBe(lista.medidas.faturamento);

    for (const corpo of [{}, { filtros: { lojas: [3] } }]) {
      const tarefas = await relatorio(t, admin, VISAO_GERAL_TAREFAS.id, corpo);
      expect(tarefas.status, tarefas.corpo).toBe(200);
      expect(tarefas.r.linhas.map((l) => l.chave)).toEqual(['pago_sem_nfce', 'aguardando_retirada', 'envio_atrasado', 'pagamento_pendente']);
      for (const l of tarefas.r.linhas) {
        const filtro = JSON.parse(String(l.filtro)) as object;
        if ('filtros' in corpo) expect(filtro).toMatchObject({ id_pessoa: [3] });
        expect({ tarefa: l.chave, total: (await daLista(t, admin, filtro)).total }).toEqual({ tarefa: l.chave, total: l.quantidade });
      }
      expect(tarefas.r.linhas.some((l) => Number(l.quantidade) > 0), JSON.stringify(tarefas.r.linhas)).toBe(true);
    }
  });
});

describe('Visão geral das operações on known orders (now: Saturday 21/11/2026 12:00 in São Paulo)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    await criarUsuario(t, { email: 'sem-painel@visao.dev', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_indicadores_de_desempenho'] });
    await criarUsuario(t, { email: 'todas@parceira-visao.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
    await criarUsuario(t, {
      email: 'so-paineis@visao.dev',
      idSeller: 1,
      // the overview alone: the goals' and the fee rules' keys would open the stores' options (they write registers that name stores)
      permissions: ['menu_principal_dashboard', 'dashboard_visao_geral_das_operacoes'],
    });
    const conhecidos: Conhecido[] = [
      // today: three sales, one awaiting payment and one cancelled (no revenue), one of another group
      { em: '2026-11-21T00:00:00', status: S.retirado.id, centavos: 1000, itens: 2 },
      { em: '2026-11-21T09:30:00', canal: 'ecommerce', seller: 3, status: S.pago.id, centavos: 2550 },
      { em: '2026-11-21T11:59:59', canal: 'loja_autonoma', status: S.entregue.id, centavos: 10001, itens: 3 },
      { em: '2026-11-21T11:00:00', canal: 'ecommerce', seller: 3, status: S.aguardandoPagamento.id, centavos: 4321 },
      { em: '2026-11-21T10:00:00', status: S.cancelado.id, centavos: 99999 },
      { em: '2026-11-21T10:00:00', status: S.pago.id, centavos: 77777, seller: SELLER_OUTRO_GRUPO },
      // yesterday: two before 12:00 (one in the 11 o'clock hour, read from the orders), one after
      { em: '2026-11-20T08:00:00', status: S.retirado.id, centavos: 2000 },
      { em: '2026-11-20T11:30:00', canal: 'marketplace', seller: 3, status: S.pago.id, centavos: 3000 },
      { em: '2026-11-20T12:30:00', status: S.entregue.id, centavos: 5000 },
      // the four Saturdays before: at 10 o'clock 1, 3, 0 and 2 orders that count (1.5 usual), and one that does not
      { em: '2026-11-14T10:00:00', status: S.retirado.id, centavos: 4000 },
      { em: '2026-11-14T12:00:01', status: S.retirado.id, centavos: 5000 },
      { em: '2026-11-07T10:05:00', status: S.pago.id, centavos: 1000 },
      { em: '2026-11-07T10:15:00', status: S.pago.id, centavos: 1000 },
      { em: '2026-11-07T10:59:00', status: S.pago.id, centavos: 1000 },
      { em: '2026-11-07T10:30:00', status: S.cancelado.id, centavos: 1000 },
      { em: '2026-10-24T10:10:00', status: S.entregue.id, centavos: 3000 },
      { em: '2026-10-24T10:20:00', canal: 'ecommerce', seller: 3, status: S.enviado.id, centavos: 3000 },
      // a fifth Saturday back and a Friday: not the usual curve
      { em: '2026-10-17T10:00:00', status: S.pago.id, centavos: 9000 },
      { em: '2026-11-13T10:00:00', status: S.pago.id, centavos: 9000 },
      // still awaiting payment: placed yesterday (a task), today (not yet) and before the 30-day window
      { em: '2026-11-20T09:00:00', canal: 'ecommerce', seller: 3, status: S.aguardandoPagamento.id, centavos: 700 },
      { em: '2026-10-22T09:00:00', canal: 'ecommerce', seller: 3, status: S.aguardandoPagamento.id, centavos: 700 },
    ];
    for (const p of conhecidos) await inserir(t, p);
  });
  afterAll(() => t.close());

  it('compares today with yesterday and last Saturday up to the same time, with the contract’s measures', async () => {
    const { status, r, corpo } = await relatorio(t, admin, VISAO_GERAL_HOJE.id);
    expect(status, corpo).toBe(200);
    const porChave = Object.fromEntries(r.linhas.map((l) => [l.chave, l]));
    expect(porChave.hoje).toMatchObject({ pedidos: 3, faturamento: 135.51, ticket_medio: 45.17, itens_por_pedido: 2 });
    expect(porChave.ontem).toMatchObject({ pedidos: 2, faturamento: 50, ticket_medio: 25, itens_por_pedido: 1 });
    expect(porChave.semana_passada).toMatchObject({ pedidos: 1, faturamento: 40, ticket_medio: 40 });
    expect(porChave.ontem.ate).toBe(new Date('2026-11-20T15:00:00Z').getTime());
  });

  it("draws today's orders by hour against the average of the last four Saturdays; hours to come have none yet", async () => {
    const { status, r, corpo } = await relatorio(t, admin, VISAO_GERAL_POR_HORA.id);
    expect(status, corpo).toBe(200);
    expect(r.linhas).toHaveLength(24);
    const hora = (h: number) => r.linhas[h];
    // (1 + 3 + 0 + 2) / 4 orders, (40,00 + 30,00 + 0 + 60,00) / 4 reais
    expect(hora(10)).toMatchObject({ grupo: '10h', pedidos: 0, usual: 1.5, faturamento: 0, faturamento_usual: 32.5 });
    expect(hora(9)).toMatchObject({ pedidos: 1, faturamento: 25.5, usual: 0 });
    expect(hora(12)).toMatchObject({ pedidos: 0, usual: 0.3 });
    expect(hora(13)).toMatchObject({ pedidos: null, faturamento: null });
    expect(r.totais.pedidos).toBe(3);
  });

  it('splits today by channel (every channel) and by store, the rows adding up to the totals', async () => {
    const canal = await relatorio(t, admin, VISAO_GERAL_VENDAS.id, { por: 'canal' });
    expect(canal.status, canal.corpo).toBe(200);
    expect(canal.r.linhas.map((l) => [l.chave, l.pedidos, l.faturamento])).toEqual([
      ['loja_autonoma', 1, 100.01],
      ['ecommerce', 1, 25.5],
      ['loja', 1, 10],
      ['marketplace', 0, 0],
      ['manual', 0, 0],
    ]);
    expect(canal.r.totais).toMatchObject({ pedidos: 3, faturamento: 135.51, participacao: 1 });
    const loja = await relatorio(t, admin, VISAO_GERAL_VENDAS.id, { por: 'loja' });
    expect(loja.r.linhas.slice(0, 2).map((l) => [l.chave, l.pedidos, l.faturamento, l.participacao])).toEqual([
      ['1', 2, 110.01, 0.8118],
      ['3', 1, 25.5, 0.1882],
    ]);
  });

  it('counts the orders still awaiting payment since yesterday or before, with the list filter that lists them', async () => {
    const { r } = await relatorio(t, admin, VISAO_GERAL_TAREFAS.id);
    const tarefa = r.linhas.find((l) => l.chave === 'pagamento_pendente');
    expect(tarefa).toMatchObject({ quantidade: 1 });
    expect(JSON.parse(String(tarefa?.filtro))).toEqual({ data_from_pedido: '23/10/2026', data_to_pedido: '20/11/2026', status_pedido: [1] });
    expect((await daLista(t, admin, JSON.parse(String(tarefa?.filtro)) as object)).total).toBe(1);
  });

  it('moves with the clock: an hour later the 12 o’clock orders of the past days count', async () => {
    t.relogio.avancar(60 * 60 * 1000);
    try {
      // a new session: the one signed in at 12:00 has lapsed by 13:00
      const { status, r, corpo } = await relatorio(t, await t.login('admin@retaguarda.dev'), VISAO_GERAL_HOJE.id);
      expect(status, corpo).toBe(200);
      const porChave = Object.fromEntries(r.linhas.map((l) => [l.chave, l]));
      expect(porChave.ontem).toMatchObject({ pedidos: 3, faturamento: 100 });
      expect(porChave.semana_passada).toMatchObject({ pedidos: 2, faturamento: 90 });
    } finally {
      t.relogio.avancar(-60 * 60 * 1000);
    }
  });

  it("refuses a user without the overview's key (403), and another group's stores (403); another group sees only its own", async () => {
    const sem = await t.login('sem-painel@visao.dev');
    for (const id of [VISAO_GERAL_HOJE.id, VISAO_GERAL_VENDAS.id, VISAO_GERAL_POR_HORA.id, VISAO_GERAL_TAREFAS.id]) {
      expect((await relatorio(t, sem, id)).status).toBe(403);
    }
    expect((await relatorio(t, admin, VISAO_GERAL_VENDAS.id, { filtros: { lojas: [SELLER_OUTRO_GRUPO] } })).status).toBe(403);
    const outro = await t.login('todas@parceira-visao.dev');
    const { r } = await relatorio(t, outro, VISAO_GERAL_HOJE.id);
    expect(r.linhas.find((l) => l.chave === 'hoje')).toMatchObject({ pedidos: 1, faturamento: 777.77 });
  });

  it("offers a dashboard-only user its group's stores through the report's own options, which the stores register refuses it; another group never sees them", async () => {
    const opcoes = async (cookie: string, id: string, corpo: object) => {
      const res = await t.app.inject({ method: 'PUT', url: `${BASE_RELATORIOS}/${id}/opcoes`, headers: { cookie, ...VERSAO }, payload: corpo });
      return { status: res.statusCode, ids: res.statusCode === 200 ? (res.json() as { RES: { id: number }[] }).RES.map((o) => o.id) : [], corpo: res.body };
    };
    const grupo1 = (await t.db.kysely.selectFrom('sellers').select('id').where('id_grupo', '=', 1).execute()).map((s) => s.id).sort((a, b) => a - b);
    expect(grupo1.length).toBeGreaterThan(1);
    const so = await t.login('so-paineis@visao.dev');
    expect((await t.app.inject({ method: 'GET', url: '/v2/lojas/opcoes', headers: { cookie: so, ...VERSAO } })).statusCode).toBe(403);
    const todas = await opcoes(so, VISAO_GERAL_VENDAS.id, { filtro: 'lojas' });
    expect(todas.status, todas.corpo).toBe(200);
    expect([...todas.ids].sort((a, b) => a - b)).toEqual(grupo1);
    expect((await opcoes(so, VISAO_GERAL_VENDAS.id, { filtro: 'lojas', ids: [grupo1[1]] })).ids).toEqual([grupo1[1]]);
    expect((await opcoes(so, VISAO_GERAL_VENDAS.id, { filtro: 'nada' })).status).toBe(400);
    // the report's key opens them: the overview's options are not the indicators-only user's
    expect((await opcoes(await t.login('sem-painel@visao.dev'), VISAO_GERAL_VENDAS.id, { filtro: 'lojas' })).status).toBe(403);
    expect((await opcoes(so, INDICADORES_RESUMO.id, { filtro: 'lojas' })).status).toBe(403);

    const outro = await t.login('todas@parceira-visao.dev');
    const deles = await opcoes(outro, VISAO_GERAL_VENDAS.id, { filtro: 'lojas' });
    expect(deles.ids).toContain(SELLER_OUTRO_GRUPO);
    expect(deles.ids.filter((i) => grupo1.includes(i))).toEqual([]);
    expect((await opcoes(outro, VISAO_GERAL_VENDAS.id, { filtro: 'lojas', ids: grupo1 })).ids).toEqual([]);
  });

  it('answers 400 naming the key for a period longer than the report allows', async () => {
    const res = await relatorio(t, admin, VISAO_GERAL_POR_HORA.id, { periodo: 'personalizado', de: '20/11/2026', ate: '21/11/2026' });
    expect(res.status).toBe(400);
    expect(res.corpo).toContain('no máximo 1 dias');
  });
});
