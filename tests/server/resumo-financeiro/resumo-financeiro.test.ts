import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { FINANCEIRO_A_RECEBER, FINANCEIRO_POR_DIA, FINANCEIRO_POR_FORMA } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { taxasRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { inserirPagamentoCartao, inserirPedido, relatorio, sp, type PedidoConhecido } from './comum';

const S = STATUS;
const F = FORMAS_PAGTO;
const centavos = (v: unknown) => reaisParaCentavos(Number(v));
const lista = (t: TestApp, cookie: string, filtro: object) =>
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 1, ...filtro } });

describe('Resumo financeiro on the demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@retaguarda.dev');
  });
  afterAll(() => t.close());

  it("answers revenue by payment method as the order list's summary by payment method, to the centavo, and the returns as its returned orders", async () => {
    const periodo = { periodo: 'ultimos_30', filtros: { lojas: [1, 2] } };
    const { status, r, corpo } = await relatorio(t, admin, FINANCEIRO_POR_FORMA.id, periodo);
    expect(status, corpo).toBe(200);
    const filtro = { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', id_pessoa: [1, 2] };
    const vendas = (await lista(t, admin, { ...filtro, status_pedido: [...STATUS_FATURAMENTO] })).json().RES.dashboard;
    const daLista = Object.fromEntries((vendas.por_forma_pagto as { id: number; quantidade: number; valor_total: number }[]).map((a) => [String(a.id), { pedidos: a.quantidade, centavos: reaisParaCentavos(a.valor_total) }]));
    const doRelatorio = Object.fromEntries(r.linhas.filter((l) => Number(l.pedidos) > 0).map((l) => [String(l.chave), { pedidos: Number(l.pedidos), centavos: centavos(l.faturamento) }]));
    expect(Object.keys(daLista).length).toBeGreaterThan(2);
    expect(doRelatorio).toEqual(daLista);
    expect(centavos(r.totais.faturamento)).toBe(reaisParaCentavos(vendas.valor_total));

    const devolvidos = (await lista(t, admin, { ...filtro, status_pedido: [S.devolvido.id] })).json().RES.dashboard;
    expect({ pedidos: r.totais.devolvidos, centavos: centavos(r.totais.devolucoes) }).toEqual({ pedidos: devolvidos.quantidade_pedidos, centavos: reaisParaCentavos(devolvidos.valor_total) });

    // the days' stacked methods add up to the same figures
    const porDia = await relatorio(t, admin, FINANCEIRO_POR_DIA.id, periodo);
    expect(porDia.r.linhas).toHaveLength(30);
    expect(centavos(porDia.r.totais.faturamento)).toBe(reaisParaCentavos(vendas.valor_total));
    expect(centavos(porDia.r.totais.credito)).toBe(daLista[String(F.credito.id)]?.centavos ?? 0);
    for (const l of porDia.r.linhas) {
      const metodos = ['pix', 'credito', 'debito', 'dinheiro', 'boleto', 'vale_compra'].reduce((s, c) => s + centavos(l[c]), 0);
      expect(metodos, String(l.grupo)).toBe(centavos(l.faturamento));
    }
  });
});

describe('Resumo financeiro on known orders and rules (now: Saturday 21/11/2026 12:00 in São Paulo)', () => {
  let t: TestApp;
  let admin: string;
  let semChave: string;
  let outroGrupo: string;

  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    await criarUsuario(t, { email: 'so-visao@financeiro.dev', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_visao_geral_das_operacoes'] });
    await criarUsuario(t, { email: 'todas@parceira-financeiro.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
    semChave = await t.login('so-visao@financeiro.dev');
    outroGrupo = await t.login('todas@parceira-financeiro.dev');

    // the demo's rules give way to these
    await t.sql.executar(`UPDATE ${taxasRecebimento.tabela} SET ativo = 0`);
    const regras = [
      { nome: 'Stone — crédito à vista', adquirente: 'stone', forma_pagamento: 'credito', parcelas_de: 1, parcelas_ate: 1, mdr: 2.99, prazo_dias: 30 },
      { nome: 'Stone — crédito 2 a 6x', adquirente: 'stone', forma_pagamento: 'credito', parcelas_de: 2, parcelas_ate: 6, mdr: 3.79, prazo_dias: 30 },
      { nome: 'Stone — débito', adquirente: 'stone', forma_pagamento: 'debito', parcelas_de: 1, parcelas_ate: 1, mdr: 1.49, tarifa_fixa: 0.1, prazo_dias: 1 },
      { nome: 'Cielo — crédito da loja 2', loja: 2, adquirente: 'cielo', forma_pagamento: 'credito', parcelas_de: 1, parcelas_ate: 1, mdr: 1.99, prazo_dias: 2 },
    ];
    for (const regra of regras) {
      const res = await t.app.inject({ method: 'POST', url: taxasRecebimento.caminho, headers: { cookie: admin, ...VERSAO }, payload: regra });
      expect(res.statusCode, res.body).toBe(201);
    }

    const pedidos: PedidoConhecido[] = [
      { em: '2026-11-20T10:00:00', status: S.pago.id, forma: F.credito.id, centavos: 10000, desconto: 500 },
      { em: '2026-11-20T11:00:00', status: S.entregue.id, forma: F.credito.id, centavos: 3333 },
      { em: '2026-11-20T12:00:00', status: S.pago.id, forma: F.debito.id, centavos: 5000, frete: 1500 },
      { em: '2026-11-20T13:00:00', status: S.retirado.id, forma: F.debito.id, centavos: 5000 },
      { em: '2026-11-19T10:00:00', status: S.pago.id, forma: F.pix.id, centavos: 8000 },
      { em: '2026-11-19T11:00:00', status: S.pago.id, forma: F.valeCompra.id, centavos: 2000 },
      // sold 30 days ago at once: its money arrives today
      { em: '2026-10-22T10:00:00', status: S.pago.id, forma: F.credito.id, centavos: 20000 },
      // none of these is revenue or money to come
      { em: '2026-11-18T10:00:00', status: S.cancelado.id, forma: F.credito.id, centavos: 7000, desconto: 300 },
      { em: '2026-11-18T11:00:00', status: S.devolvido.id, forma: F.credito.id, centavos: 4500 },
      { em: '2026-11-20T14:00:00', status: S.aguardandoPagamento.id, forma: F.credito.id, centavos: 7000 },
      // store 2 has its own credit rule
      { em: '2026-11-20T15:00:00', seller: 2, status: S.pago.id, forma: F.credito.id, centavos: 10000 },
      { em: '2026-11-20T15:00:00', seller: SELLER_OUTRO_GRUPO, status: S.pago.id, forma: F.credito.id, centavos: 8800 },
    ];
    for (const p of pedidos) await inserirPedido(t, p);
    // a manual sale paid by Visa in 3 installments: its card's rule, each installment 30 days apart
    const manual = await inserirPedido(t, { em: '2026-11-01T10:00:00', status: S.pago.id, forma: F.credito.id, centavos: 30000 });
    await inserirPagamentoCartao(t, { pedido: manual, centavos: 30000, parcelas: 3, bandeira: 'Visa', em: '2026-11-01T10:05:00' });
  });
  afterAll(() => t.close());

  const NOVEMBRO = { periodo: 'personalizado', de: '01/11/2026', ate: '21/11/2026' };

  it('estimates each method\'s card fees from the rules: the known card by its own rule, the rest at once by the store\'s or the group\'s', async () => {
    const { status, r, corpo } = await relatorio(t, admin, FINANCEIRO_POR_FORMA.id, NOVEMBRO);
    expect(status, corpo).toBe(200);
    const linhas = Object.fromEntries(r.linhas.map((l) => [l.grupo, { pedidos: l.pedidos, faturamento: l.faturamento, taxas: l.taxas, liquido: l.liquido, devolucoes: l.devolucoes }]));
    expect(linhas).toEqual({
      // 100,00 + 33,33 at 2,99 % rounded once (3,99); 300,00 in 3x at 3,79 % (11,37); store 2's 100,00 at 1,99 %
      'Cartão de crédito': { pedidos: 4, faturamento: 533.33, taxas: 17.35, liquido: 515.98, devolucoes: 45 },
      // 100,00 at 1,49 % plus 0,10 an order
      'Cartão de débito': { pedidos: 2, faturamento: 100, taxas: 1.69, liquido: 98.31, devolucoes: 0 },
      Pix: { pedidos: 1, faturamento: 80, taxas: 0, liquido: 80, devolucoes: 0 },
      'Vale-compra': { pedidos: 1, faturamento: 20, taxas: 0, liquido: 20, devolucoes: 0 },
    });
    expect(r.linhas.map((l) => l.grupo)).toEqual(['Cartão de crédito', 'Cartão de débito', 'Pix', 'Vale-compra']);
    expect(r.linhas[0].participacao).toBeCloseTo(0.7273, 4);
    expect(r.totais).toMatchObject({ faturamento: 733.33, pedidos: 8, taxas: 19.04, liquido: 714.29, descontos: 5, frete: 15, devolucoes: 45, devolvidos: 1 });
  });

  it('puts every day of the period in a row, the revenue stacked by method with its fees, discounts, freight and returns', async () => {
    const { status, r, corpo } = await relatorio(t, admin, FINANCEIRO_POR_DIA.id, NOVEMBRO);
    expect(status, corpo).toBe(200);
    expect(r.linhas).toHaveLength(21);
    const dia = (d: string) => r.linhas.find((l) => l.grupo === d);
    expect(dia('20/11/2026')).toMatchObject({ chave: '2026-11-20', faturamento: 333.33, pedidos: 5, credito: 233.33, debito: 100, pix: 0, taxas: 7.67, descontos: 5, frete: 15 });
    expect(dia('18/11/2026')).toMatchObject({ faturamento: 0, pedidos: 0, devolucoes: 45, devolvidos: 1 });
    expect(dia('02/11/2026')).toMatchObject({ faturamento: 0, pedidos: 0, taxas: 0 });
  });

  it('forecasts the next 30 days from today: each settlement on its day, the credit installments 30 days apart, nothing of the unpaid, the cancelled or another group', async () => {
    const { status, r, corpo } = await relatorio(t, admin, FINANCEIRO_A_RECEBER.id);
    expect(status, corpo).toBe(200);
    expect(r.linhas).toHaveLength(30);
    const comDinheiro = r.linhas.filter((l) => Number(l.parcelas) > 0).map((l) => ({ dia: l.grupo, bruto: l.bruto, taxas: l.taxas, liquido: l.liquido, parcelas: l.parcelas }));
    expect(comDinheiro).toEqual([
      // the credit sold at once on 22/10 (D+30) and the debit of 20/11 (D+1)
      { dia: '21/11/2026', bruto: 300, taxas: 7.67, liquido: 292.33, parcelas: 2 },
      // store 2's rule pays in 2 days
      { dia: '22/11/2026', bruto: 100, taxas: 1.99, liquido: 98.01, parcelas: 1 },
      // the Visa's first of 3 installments (the 2nd on 31/12 is past the window)
      { dia: '01/12/2026', bruto: 100, taxas: 3.79, liquido: 96.21, parcelas: 1 },
      { dia: '20/12/2026', bruto: 133.33, taxas: 3.99, liquido: 129.34, parcelas: 1 },
    ]);
    expect(r.totais).toEqual({ bruto: 633.33, taxas: 17.44, liquido: 615.89, parcelas: 5 });

    const porForma = await relatorio(t, admin, FINANCEIRO_A_RECEBER.id, { por: 'forma' });
    expect(porForma.r.linhas.map((l) => [l.grupo, l.bruto, l.taxas])).toEqual([
      ['Cartão de crédito', 533.33, 15.75],
      ['Cartão de débito', 100, 1.69],
    ]);
  });

  it('moves the window with the clock: ten days later today\'s and the next day\'s money has come in and the Visa\'s first installment is due today', async () => {
    t.relogio.agora = sp('2026-12-01T12:00:00');
    try {
      // ten days outlive the session: sign in again at the new time
      const { status, r, corpo } = await relatorio(t, await t.login('admin@retaguarda.dev'), FINANCEIRO_A_RECEBER.id);
      expect(status, corpo).toBe(200);
      expect(r.linhas[0].grupo).toBe('01/12/2026');
      expect(r.linhas.filter((l) => Number(l.parcelas) > 0).map((l) => [l.grupo, l.bruto])).toEqual([
        ['01/12/2026', 100],
        ['20/12/2026', 133.33],
      ]);
    } finally {
      t.relogio.agora = sp('2026-11-21T12:00:00');
    }
  });

  it('answers 403 to a user without the dashboard\'s key, and keeps each group to its own stores', async () => {
    for (const id of [FINANCEIRO_POR_DIA.id, FINANCEIRO_POR_FORMA.id, FINANCEIRO_A_RECEBER.id]) {
      expect((await relatorio(t, semChave, id)).status, id).toBe(403);
    }
    const deles = await relatorio(t, outroGrupo, FINANCEIRO_POR_FORMA.id, NOVEMBRO);
    expect(deles.status, deles.corpo).toBe(200);
    expect(deles.r.linhas.map((l) => [l.grupo, l.faturamento])).toEqual([['Cartão de crédito', 88]]);
    const aReceber = await relatorio(t, outroGrupo, FINANCEIRO_A_RECEBER.id, { por: 'forma' });
    expect(aReceber.r.totais.bruto).toBe(88);
    expect((await relatorio(t, outroGrupo, FINANCEIRO_POR_FORMA.id, { ...NOVEMBRO, filtros: { lojas: [1] } })).status).toBe(403);
  });

  it('refuses a period longer than the report allows, naming de', async () => {
    const { status, corpo } = await relatorio(t, admin, FINANCEIRO_POR_DIA.id, { periodo: 'personalizado', de: '01/01/2025', ate: '21/11/2026' });
    expect(status).toBe(400);
    expect(corpo).toContain('de');
  });
});
