import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { ListaPedidosResposta } from '@retaguarda/contrato/api/pedidos';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { medirPorStatus } from '@retaguarda/contrato/relatorios/medidas';
import { chaveParaBR, somarDias } from '@retaguarda/contrato/relatorios/periodos';
import { ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import { FINANCEIRO_POR_FORMA } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { VENDAS_MARGEM_POR_PEDIDO, VENDAS_RESUMO } from '@retaguarda/contrato/modulos/vendas/relatorios-vendas.relatorios';
import { taxasRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import { formatarValor } from '@retaguarda/contrato/relatorios/colunas';
import { RECONSTRUIR } from '../../../server/db/migracoes/2026-12-07-08-vendedor-pedidos';
import { executarEmOrdem } from '../../../server/db/migracoes/executar';
import { transacao } from '../../../server/db/transacao';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { moverNosResumos } from '../../../server/modulos/pedidos/consultas/resumos';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { abastecer } from '../pedido-fixtures';

type Linha = Record<string, unknown>;
interface Resposta {
  linhas: Linha[];
  totais: Linha;
  total: number;
  truncado: boolean;
}

async function relatorio(t: TestApp, cookie: string, id: string, corpo: object): Promise<Resposta> {
  const res = await t.app.inject({ method: 'PUT', url: `${BASE_RELATORIOS}/${id}`, headers: { cookie, ...VERSAO }, payload: corpo });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { RES: Resposta }).RES;
}

const centavos = (v: unknown) => reaisParaCentavos(Number(v));
const GRUPO = [1, 2, 3, 4];

describe('the sales reports equal the order list for the same period and stores (demo orders)', () => {
  let t: TestApp;
  let admin: string;
  let de: string;
  let ate: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 600 });
    admin = await t.login('admin@retaguarda.dev');
    ate = diaChaveSP(t.relogio.agora.getTime());
    de = somarDias(ate, -59);
  });
  afterAll(() => t.close());

  const periodo = () => ({ periodo: 'personalizado', de: chaveParaBR(de), ate: chaveParaBR(ate) });

  async function lista(filtro: object) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/vendas/lista-pedidos',
      headers: { cookie: admin, ...VERSAO },
      payload: { page: 1, limit: 1, data_from_pedido: chaveParaBR(de), data_to_pedido: chaveParaBR(ate), ...filtro },
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = medirPorStatus(ListaPedidosResposta.parse(res.json()).RES.dashboard.por_status);
    return { pedidos: m.pedidos, faturamento: m.faturamento, ticket: m.ticket_medio };
  }
  const figuras = (l: Linha) => ({ pedidos: Number(l.pedidos), faturamento: centavos(l.faturamento), ticket: centavos(l.ticket_medio) });

  it('by store: each store and the total, to the centavo', async () => {
    const r = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'loja' });
    expect(r.linhas.map((l) => Number(l.chave)).sort()).toEqual(GRUPO);
    expect(figuras(r.totais)).toEqual(await lista({ id_pessoa: GRUPO }));
    expect(figuras(r.totais).pedidos).toBeGreaterThan(50);
    for (const l of r.linhas) expect(figuras(l)).toEqual(await lista({ id_pessoa: [Number(l.chave)] }));
  });

  it('the stores filter narrows every figure to those stores', async () => {
    const r = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'dia', filtros: { lojas: [2, 3] } });
    expect(figuras(r.totais)).toEqual(await lista({ id_pessoa: [2, 3] }));
  });

  it('by payment method, and by day, week, month, hour and weekday × hour: the same total', async () => {
    const porForma = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'forma_pagamento' });
    for (const l of porForma.linhas) expect(figuras(l)).toEqual(await lista({ forma_pagto: [Number(l.chave)] }));
    const total = await lista({});
    for (const por of ['dia', 'semana', 'mes', 'hora', 'dia_semana_hora', 'canal', 'vendedor']) {
      const r = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por });
      expect(figuras(r.totais), por).toEqual(total);
      expect(r.linhas.reduce((s, l) => s + centavos(l.faturamento), 0), por).toBe(total.faturamento);
    }
    const dias = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'dia' });
    // every day of the period, sales or not
    expect(dias.linhas).toHaveLength(60);
    const grade = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'dia_semana_hora' });
    expect(grade.linhas).toHaveLength(7 * 24);
    expect(grade.linhas[0]).toMatchObject({ chave: '0-0', grupo: 'Dom 00h' });
    // the demo's store sales are its sales staff's; web orders are nobody's
    const vendedores = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'vendedor' });
    expect(vendedores.linhas.map((l) => l.grupo).sort()).toEqual(['Ana Administradora', 'Igor Inativo', 'Sem vendedor', 'Vitor Vendas']);
  });

  it("by day and store: every store on every day, in one answer; a row's figures and click-through are the order list's for that store and day", async () => {
    const r = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'dia_loja' });
    expect(r.linhas).toHaveLength(60 * GRUPO.length);
    expect(r.truncado).toBe(false);
    expect(figuras(r.totais)).toEqual(await lista({}));
    // the day's rows add up to the report by day, the store's to the report by store
    const porDia = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'dia' });
    const porLoja = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'loja' });
    const somar = (linhas: Linha[], chave: (l: Linha) => string) => {
      const m = new Map<string, number>();
      for (const l of linhas) m.set(chave(l), (m.get(chave(l)) ?? 0) + centavos(l.faturamento));
      return m;
    };
    expect(somar(r.linhas, (l) => String(l.chave).split('|')[0])).toEqual(somar(porDia.linhas, (l) => String(l.chave)));
    expect(somar(r.linhas, (l) => String(l.id_loja))).toEqual(somar(porLoja.linhas, (l) => String(l.chave)));
    // in time order, each day's stores by name
    expect(r.linhas.slice(0, GRUPO.length).every((l) => String(l.chave).startsWith(`${de}|`))).toBe(true);
    const destino = VENDAS_RESUMO.dimensoes?.dia_loja.destino;
    expect(destino).toEqual({ lista: 'pedidos', filtros: { id_pessoa: 'id_loja', data_from_pedido: 'dia', data_to_pedido: 'dia' } });
    const vendidas = r.linhas.filter((l) => Number(l.pedidos) > 0).sort((a, b) => centavos(b.faturamento) - centavos(a.faturamento));
    for (const l of [...vendidas.slice(0, 3), vendidas[vendidas.length - 1]]) {
      const [dia, loja] = String(l.chave).split('|');
      expect(l).toMatchObject({ dia: chaveParaBR(dia), id_loja: Number(loja) });
      expect(String(l.grupo)).toContain(chaveParaBR(dia));
      // the filters the click-through sends, read from the row as the declaration names them
      const filtro = { id_pessoa: [Number(l[destino?.filtros.id_pessoa ?? ''])], data_from_pedido: l[destino?.filtros.data_from_pedido ?? ''], data_to_pedido: l[destino?.filtros.data_to_pedido ?? ''] };
      expect(figuras(l)).toEqual(await lista(filtro));
    }
    expect((await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'loja' })).linhas.every((l) => l.dia === null && l.id_loja === null)).toBe(true);
  });

  it('the channel and payment filters keep only those orders', async () => {
    const porCanal = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'canal' });
    const web = porCanal.linhas.filter((l) => l.chave === 'ecommerce' || l.chave === 'marketplace');
    expect(web.length).toBeGreaterThan(0);
    const filtrado = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'loja', filtros: { canal: ['ecommerce', 'marketplace'] } });
    expect(centavos(filtrado.totais.faturamento)).toBe(web.reduce((s, l) => s + centavos(l.faturamento), 0));
    expect(filtrado.totais.pedidos).toBe(web.reduce((s, l) => s + Number(l.pedidos), 0));
    const pix = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'canal', filtros: { forma_pagamento: ['1'] } });
    expect(figuras(pix.totais)).toEqual(await lista({ forma_pagto: [1] }));
  });

  it('compared with the period before: its figures are those of the same report over those days', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE_RELATORIOS}/vendas.resumo`,
      headers: { cookie: admin, ...VERSAO },
      payload: { periodo: 'personalizado', de: chaveParaBR(somarDias(ate, -29)), ate: chaveParaBR(ate), comparacao: 'periodo_anterior', por: 'canal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const comparado = (res.json() as { RES: Resposta & { totais_anteriores: Linha } }).RES;
    const anterior = await relatorio(t, admin, 'vendas.resumo', { periodo: 'personalizado', de: chaveParaBR(de), ate: chaveParaBR(somarDias(ate, -30)), por: 'canal' });
    expect(figuras(comparado.totais_anteriores)).toEqual(figuras(anterior.totais));
  });

  it('the sheet of a report', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE_RELATORIOS}/vendas.margem/xlsx`, headers: { cookie: admin, ...VERSAO }, payload: { ...periodo(), por: 'loja' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("products' value and margin add up to the orders' (net of discounts, without freight)", async () => {
    const resumo = await relatorio(t, admin, 'vendas.resumo', { ...periodo(), por: 'canal' });
    for (const por of ['produto', 'familia', 'categoria']) {
      const produtos = await relatorio(t, admin, 'vendas.produtos', { ...periodo(), por });
      expect(centavos(produtos.totais.faturamento), por).toBe(centavos(resumo.totais.faturamento) - centavos(resumo.totais.frete));
      expect(centavos(produtos.totais.margem), por).toBe(centavos(resumo.totais.margem));
    }
    // the margin report takes the fees off, estimated as the financial summary estimates them: the
    // same cells split by channel, each part rounded once, so within a few centavos of its figure
    const margem = await relatorio(t, admin, 'vendas.margem', { ...periodo(), por: 'canal' });
    const taxas = centavos(margem.totais.taxas);
    expect(taxas).toBeGreaterThan(0);
    expect(centavos(margem.totais.margem)).toBe(centavos(resumo.totais.margem) - taxas);
    const financeiro = await relatorio(t, admin, FINANCEIRO_POR_FORMA.id, periodo());
    expect(Math.abs(taxas - centavos(financeiro.totais.taxas))).toBeLessThanOrEqual(100);
  });

  it('ABC by revenue: A up to 80 % (the product crossing it included), B up to 95 %, C the rest', async () => {
    const r = await relatorio(t, admin, 'vendas.abc-faturamento', periodo());
    let anterior = 0;
    const total = centavos(r.totais.faturamento);
    for (const l of r.linhas) {
      const esperada = anterior < total * 0.8 ? 'A' : anterior < total * 0.95 ? 'B' : 'C';
      expect(l.classe).toBe(esperada);
      anterior += centavos(l.faturamento);
    }
    expect(new Set(r.linhas.map((l) => l.classe))).toEqual(new Set(['A', 'B', 'C']));
  });
});

describe('margin worked out (one card order, known costs, a known MDR) and the clerk who sold it', () => {
  let t: TestApp;
  let admin: string;
  let ana: number;
  let pedidoCartao: number;
  const dia = '2026-11-20';
  const diaWeb = '2026-11-19';
  beforeAll(async () => {
    t = await createTestApp({ orders: 0 });
    admin = await t.login('admin@retaguarda.dev');
    ana = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'"));
    // average cost in store 1: product 1 R$ 20,00, product 2 R$ 12,00
    for (const [id, custo] of [[1, 2000], [2, 1200]]) {
      await t.sql.executar('UPDATE products SET custo = ? WHERE id = ?', custo, id);
      await t.sql.executar('UPDATE estoque_saldos SET custo_medio = ? WHERE id_seller = 1 AND id_produto = ?', custo, id);
    }
    // the demo's rules give way to one: credit at once, 3,49 % plus R$ 0,10
    await t.sql.executar(`UPDATE ${taxasRecebimento.tabela} SET ativo = 0`);
    const regra = { nome: 'Stone — crédito à vista', adquirente: 'stone', forma_pagamento: 'credito', parcelas_de: 1, parcelas_ate: 1, mdr: 3.49, tarifa_fixa: 0.1, prazo_dias: 30 };
    const res = await t.app.inject({ method: 'POST', url: taxasRecebimento.caminho, headers: { cookie: admin, ...VERSAO }, payload: regra });
    expect(res.statusCode, res.body).toBe(201);
    const pedido = (status: number) =>
      registrarPedido(t.db.kysely, {
        id_seller: 1,
        id_cliente: 1,
        canal: 'loja',
        id_status: status,
        id_forma_pagto: FORMAS_PAGTO.credito.id,
        data_pedido: new Date(`${dia}T15:30:00-03:00`),
        // 2 × R$ 50,00 and 1 × R$ 30,00, R$ 13,00 off the order, R$ 10,00 freight
        itens: [
          { id_produto: 1, quantidade: 2, preco_unitario: 5000 },
          { id_produto: 2, quantidade: 1, preco_unitario: 3000 },
        ],
        valor_desconto: 1300,
        valor_frete: 1000,
        nfce: null,
        id_vendedor: ana,
      });
    pedidoCartao = await pedido(STATUS.retirado.id);
    // a cancelled order is no sale: it counts nowhere
    await pedido(STATUS.cancelado.id);
    // a web order the day before: nobody sold it
    await registrarPedido(t.db.kysely, {
      id_seller: 1, id_cliente: 1, canal: 'ecommerce', id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.pix.id,
      data_pedido: new Date(`${diaWeb}T10:00:00-03:00`), itens: [{ id_produto: 2, quantidade: 1, preco_unitario: 3000 }], valor_desconto: 0, valor_frete: 0, nfce: null,
    });
  });
  afterAll(() => t.close());

  const corpo = { periodo: 'personalizado', de: chaveParaBR(dia), ate: chaveParaBR(dia) };
  // R$ 127,00 charged on credit: 3,49 % is R$ 4,4323 → R$ 4,43, plus R$ 0,10
  const CARTAO = { valor_produtos: 130, descontos: 13, custo: 52, taxas: 4.53, margem: 60.47, margem_percentual: 0.5168 };

  it('by order: R$ 130,00 − R$ 13,00 − R$ 52,00 − R$ 4,53 of fees = R$ 60,47, 51,68 % of R$ 117,00; the order by its number', async () => {
    const r = await relatorio(t, admin, 'vendas.margem-por-pedido', corpo);
    expect(r.linhas).toHaveLength(1);
    expect(r.linhas[0]).toMatchObject({ id_pedido: pedidoCartao, faturamento: 127, ...CARTAO, status: 'Retirado', canal: 'Loja física', forma_pagamento: 'Cartão de crédito' });
    expect(r.totais).toMatchObject({ taxas: 4.53, margem: 60.47, custo: 52 });
    expect(formatarValor(VENDAS_MARGEM_POR_PEDIDO.colunas.colunas.id_pedido, 19759)).toBe('19759');
  });

  it('by channel with the same fee; by product and in the hour grid before fees (the discount split by value: R$ 10,00 and R$ 3,00)', async () => {
    const canal = await relatorio(t, admin, 'vendas.margem', { ...corpo, por: 'canal' });
    expect(canal.linhas).toEqual([{ chave: 'loja', grupo: 'Loja física', pedidos: 1, ...CARTAO }]);
    const produtos = await relatorio(t, admin, 'vendas.produtos', { ...corpo, por: 'produto' });
    expect(produtos.linhas.map((l) => [l.chave, l.faturamento, l.descontos, l.custo, l.margem])).toEqual([
      ['1', 90, 10, 40, 50],
      ['2', 27, 3, 12, 15],
    ]);
    const abc = await relatorio(t, admin, 'vendas.abc-margem', corpo);
    // 76,92 % before product 2: it crosses 80 %, so it is A too
    expect(abc.linhas.map((l) => [l.chave, l.classe, l.participacao, l.acumulado])).toEqual([
      ['1', 'A', 0.7692, 0.7692],
      ['2', 'A', 0.2308, 1],
    ]);
    const resumo = await relatorio(t, admin, 'vendas.resumo', { ...corpo, por: 'dia_semana_hora' });
    // 20/11/2026 is a Friday; the order was placed at 15:30
    expect(resumo.linhas.filter((l) => Number(l.pedidos) > 0)).toEqual([
      expect.objectContaining({ chave: '5-15', grupo: 'Sex 15h', pedidos: 1, faturamento: 127, ticket_medio: 127, itens: 3, descontos: 13, frete: 10, margem: 65 }),
    ]);
  });

  it("by clerk: the user who sold it by name, the web order 'Sem vendedor'; a manual sale is its signed-in user's; the summary is its backfill's", async () => {
    const r = await relatorio(t, admin, 'vendas.resumo', { periodo: 'personalizado', de: chaveParaBR(diaWeb), ate: chaveParaBR(dia), por: 'vendedor' });
    expect(r.linhas.map((l) => [l.chave, l.grupo, l.pedidos, l.faturamento, l.margem])).toEqual([
      [String(ana), 'Ana Administradora', 1, 127, 65],
      ['0', 'Sem vendedor', 1, 30, 18],
    ]);

    await abastecer(t, 1, [1]);
    const manual = await t.app.inject({
      method: 'POST',
      url: ROTAS_VENDA_MANUAL.criar.caminho,
      headers: { cookie: admin, ...VERSAO },
      payload: { id_seller: 1, id_cliente: 1, itens: [{ id_produto: 1, quantidade: 1 }], entrega: { tipo: 'retirada' }, forma_pagto: 'pix' },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const idManual = Number((manual.json() as { RES: { id: number } }).RES.id);
    expect(Number(await t.sql.valor('SELECT id_vendedor FROM orders WHERE id = ?', idManual))).toBe(ana);

    // cancelling moves the order between the clerk's cells
    await t.sql.executar('UPDATE orders SET id_status = ? WHERE id = ?', STATUS.cancelado.id, pedidoCartao);
    await transacao(t.db.kysely, (trx) => moverNosResumos(trx, pedidoCartao, { id_status: STATUS.retirado.id }));
    const ordem = 'ORDER BY dia_sp, id_seller, canal, id_status, id_forma_pagto, id_vendedor';
    const guardado = await t.sql.todas(`SELECT * FROM pedidos_resumo_vendedor WHERE pedidos <> 0 ${ordem}`);
    await t.sql.executar('DELETE FROM pedidos_resumo_vendedor');
    await executarEmOrdem(t.db.kysely as Kysely<unknown>, RECONSTRUIR);
    expect(guardado).toEqual(await t.sql.todas(`SELECT * FROM pedidos_resumo_vendedor ${ordem}`));
    const doCancelado = guardado.find((l) => Number(l.id_vendedor) === ana && Number(l.id_status) === STATUS.cancelado.id);
    expect(Number(doCancelado?.pedidos)).toBe(2);
  });
});
