import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { metasLojas } from '@retaguarda/contrato/recursos/metasLojas';
import { medirPorStatus } from '@retaguarda/contrato/relatorios/medidas';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import {
  INDICADORES_CLIENTES,
  INDICADORES_LOJAS,
  INDICADORES_METAS,
  INDICADORES_PRODUTOS,
  INDICADORES_RESUMO,
} from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { inserir, relatorio, type Conhecido } from './comum';

const S = STATUS;
/** Monday 16/11 to Saturday 21/11/2026, against 10/11 to 15/11. */
const PERIODO = { periodo: 'personalizado', de: '16/11/2026', ate: '21/11/2026', comparacao: 'periodo_anterior' };

describe('Indicadores de desempenho on the demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@retaguarda.dev');
  });
  afterAll(() => t.close());

  it("answers the period's revenue and orders as the order list's summary, to the centavo, and the previous period's too", async () => {
    const { status, r, corpo } = await relatorio(t, admin, INDICADORES_RESUMO.id, { periodo: 'ultimos_30', comparacao: 'periodo_anterior', filtros: { lojas: [2] } });
    expect(status, corpo).toBe(200);
    for (const [totais, de, ate] of [
      [r.totais, '23/10/2026', '21/11/2026'],
      [r.totais_anteriores ?? {}, '23/09/2026', '22/10/2026'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 1, data_from_pedido: de, data_to_pedido: ate, id_pessoa: [2] } });
      const m = medirPorStatus(res.json().RES.dashboard.por_status);
      expect({ de, pedidos: totais.pedidos, centavos: reaisParaCentavos(Number(totais.faturamento)) }).toEqual({ de, pedidos: m.pedidos, centavos: m.faturamento });
    }
    expect(r.linhas).toHaveLength(30);
  });
});

describe('Indicadores de desempenho on known orders (now: Saturday 21/11/2026 12:00 in São Paulo)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    await criarUsuario(t, { email: 'so-visao@indicadores.dev', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_visao_geral_das_operacoes'] });
    await criarUsuario(t, { email: 'todas@parceira-indicadores.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
    const conhecidos: Conhecido[] = [
      // the period: two sales (one of two units with R$ 10,00 off), one cancelled, one returned, one unpaid
      { em: '2026-11-16T10:00:00', status: S.pago.id, centavos: 10000, itens: 2, desconto: 1000, cliente: 1, produto: 1 },
      { em: '2026-11-17T10:00:00', seller: 2, status: S.entregue.id, centavos: 5000, cliente: 2, produto: 2 },
      { em: '2026-11-18T10:00:00', status: S.cancelado.id, centavos: 3000, cliente: null },
      { em: '2026-11-19T10:00:00', status: S.devolvido.id, centavos: 2000, cliente: null },
      { em: '2026-11-20T10:00:00', seller: 3, status: S.aguardandoPagamento.id, centavos: 1000, cliente: null },
      // the previous period: client 1's earlier purchase
      { em: '2026-11-12T10:00:00', status: S.pago.id, centavos: 6000, cliente: 1, produto: 1 },
      // another group's sale in the period
      { em: '2026-11-17T10:00:00', seller: SELLER_OUTRO_GRUPO, status: S.pago.id, centavos: 8800, cliente: 3 },
    ];
    for (const p of conhecidos) await inserir(t, p);
    // the demo's goals give way to these
    await t.sql.executar('UPDATE metas_lojas SET ativo = 0');
    for (const meta of [
      { mes: '01/11/2026', loja: 1, meta_faturamento: 100, meta_pedidos: 1 },
      { mes: '01/11/2026', loja: 2, meta_faturamento: 60, meta_pedidos: 3 },
      { mes: '01/10/2026', loja: 1, meta_faturamento: 999, meta_pedidos: 9 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: metasLojas.caminho, headers: { cookie: admin, ...VERSAO }, payload: meta });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('gives the period and the previous one: measures, discount, cancellation and return rates', async () => {
    const { status, r, corpo } = await relatorio(t, admin, INDICADORES_RESUMO.id, PERIODO);
    expect(status, corpo).toBe(200);
    expect(r.comparacao).toEqual({ de: '10/11/2026', ate: '15/11/2026' });
    expect(r.totais).toMatchObject({
      faturamento: 140,
      pedidos: 2,
      ticket_medio: 70,
      itens_por_pedido: 1.5,
      desconto: 10,
      // 10,00 off 150,00 of products; 1 cancelled of 5 orders; 1 returned of 3 sold
      taxa_desconto: 0.0667,
      taxa_cancelamento: 0.2,
      taxa_devolucao: 0.3333,
    });
    expect(r.totais_anteriores).toMatchObject({ faturamento: 60, pedidos: 1, taxa_cancelamento: 0 });
    expect(r.linhas.map((l) => l.chave)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(r.linhas[2]).toMatchObject({ grupo: '18/11/2026', pedidos: 0, cancelados: 1, taxa_cancelamento: 1 });
  });

  it('tells new clients from returning ones', async () => {
    const { r } = await relatorio(t, admin, INDICADORES_CLIENTES.id, PERIODO);
    expect(r.linhas.map((l) => [l.chave, l.clientes, l.pedidos, l.faturamento])).toEqual([
      ['novos', 1, 1, 50],
      ['recorrentes', 1, 1, 90],
    ]);
  });

  it('ranks products and stores by revenue from either end', async () => {
    const mais = await relatorio(t, admin, INDICADORES_PRODUTOS.id, { ...PERIODO, filtros: { sentido: ['mais'] } });
    expect(mais.status, mais.corpo).toBe(200);
    expect(mais.r.linhas.map((l) => [l.chave, l.quantidade, l.faturamento])).toEqual([
      ['1', 2, 90],
      ['2', 1, 50],
    ]);
    expect(mais.r.total).toBe(2);
    const menos = await relatorio(t, admin, INDICADORES_PRODUTOS.id, { ...PERIODO, filtros: { sentido: ['menos'] } });
    expect(menos.r.linhas.map((l) => l.chave)).toEqual(['2', '1']);
    const lojas = await relatorio(t, admin, INDICADORES_LOJAS.id, PERIODO);
    expect(lojas.r.linhas.slice(0, 2).map((l) => [l.chave, l.faturamento, l.pedidos])).toEqual([
      ['1', 90, 1],
      ['2', 50, 1],
    ]);
    expect(lojas.r.linhas).toHaveLength(4);
    const piores = await relatorio(t, admin, INDICADORES_LOJAS.id, { ...PERIODO, filtros: { sentido: ['menos'] } });
    expect(piores.r.linhas.slice(-2).map((l) => l.chave)).toEqual(['2', '1']);
  });

  it("measures each store's month against its goals: met, near (within 20 %) or far", async () => {
    const { status, r, corpo } = await relatorio(t, admin, INDICADORES_METAS.id, { periodo: 'este_mes' });
    expect(status, corpo).toBe(200);
    expect(r.linhas.map((l) => [l.chave, l.faturamento, l.percentual_faturamento, l.estado_faturamento, l.pedidos, l.estado_pedidos])).toEqual([
      // store 1: 90,00 + 60,00 of 100,00; 2 orders of 1
      ['1|2026-11-01', 150, 150, 'atingida', 2, 'atingida'],
      // store 2: 50,00 of 60,00 is 83,3 %; 1 order of 3
      ['2|2026-11-01', 50, 83.3, 'perto', 1, 'longe'],
    ]);
  });

  it("keeps to the user's group and key", async () => {
    const so = await t.login('so-visao@indicadores.dev');
    for (const id of [INDICADORES_RESUMO.id, INDICADORES_CLIENTES.id, INDICADORES_PRODUTOS.id, INDICADORES_LOJAS.id, INDICADORES_METAS.id]) {
      expect((await relatorio(t, so, id, { periodo: 'este_mes' })).status).toBe(403);
    }
    const outro = await t.login('todas@parceira-indicadores.dev');
    const { r } = await relatorio(t, outro, INDICADORES_RESUMO.id, PERIODO);
    expect(r.totais).toMatchObject({ faturamento: 88, pedidos: 1 });
    const metas = await relatorio(t, outro, INDICADORES_METAS.id, { periodo: 'este_mes' });
    expect(metas.r.linhas.every((l) => !String(l.chave).startsWith('1|'))).toBe(true);
    expect((await relatorio(t, admin, INDICADORES_LOJAS.id, { ...PERIODO, filtros: { lojas: [SELLER_OUTRO_GRUPO] } })).status).toBe(403);
  });
});
