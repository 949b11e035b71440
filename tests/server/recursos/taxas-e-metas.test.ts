import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { regraDoRegistro, resolverRegra, type RegraRecebimento } from '@retaguarda/contrato/financeiro/regrasRecebimento';
import { metasLojas } from '@retaguarda/contrato/recursos/metasLojas';
import { taxasRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { VERSAO } from '../helpers';
import { criarAppRecursos, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const TAXAS = taxasRecebimento.caminho;
const METAS = metasLojas.caminho;
let t: AppRecursos;
let admin: string;
let financeiro: string;
let indicadores: string;
let outroGrupo: string;

// an acquirer the demo seed gives no rule, so these tests start from none
const regra = (r: object = {}) => ({
  nome: 'Getnet — crédito parcelado',
  adquirente: 'getnet',
  forma_pagamento: 'credito',
  parcelas_de: 2,
  parcelas_ate: 6,
  mdr: 4.49,
  tarifa_fixa: 0,
  prazo_dias: 30,
  ...r,
});

const erroDe = (res: { statusCode: number; json(): unknown; body: string }) => ({ status: res.statusCode, corpo: res.json() as { RES: string; campos?: string[] } });

beforeAll(async () => {
  t = await criarAppRecursos({});
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuarioEm(t, { email: 'so-financeiro@taxas.dev', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_resumo_financeiro'] });
  await criarUsuarioEm(t, { email: 'so-indicadores@metas.dev', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_indicadores_de_desempenho'] });
  await criarUsuarioEm(t, { email: 'todas@parceira-taxas.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  financeiro = await t.login('so-financeiro@taxas.dev');
  indicadores = await t.login('so-indicadores@metas.dev');
  outroGrupo = await t.login('todas@parceira-taxas.dev');
});
afterAll(() => t.close());

describe('Taxas e prazos de recebimento', () => {
  it('creates a group-wide rule with its MDR, fee and D+N as typed', async () => {
    const res = await t.chamar(financeiro, 'POST', TAXAS, regra());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().RES).toMatchObject({ loja: null, adquirente: 'getnet', forma_pagamento: 'credito', bandeira: null, parcelas_de: 2, parcelas_ate: 6, mdr: 4.49, prazo_dias: 30, ativo: true });
  });

  it('refuses installments out of order or above 12, an MDR above 20 % and installments or a brand where they make no sense', async () => {
    const casos: [object, string, RegExp][] = [
      [{ parcelas_de: 5, parcelas_ate: 3 }, 'parcelas_ate', /menor que a inicial/],
      [{ parcelas_ate: 13 }, 'parcelas_ate', /12/],
      [{ mdr: 25 }, 'mdr', /20/],
      [{ forma_pagamento: 'debito', parcelas_de: 1, parcelas_ate: 3 }, 'parcelas_ate', /Só o cartão de crédito é parcelado/],
      [{ forma_pagamento: 'pix', parcelas_de: 1, parcelas_ate: 1, bandeira: 'Visa' }, 'bandeira', /Bandeira só vale para cartão/],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const { status, corpo: erro } = erroDe(await t.chamar(financeiro, 'POST', TAXAS, regra(corpo)));
      expect(status, JSON.stringify(corpo)).toBe(400);
      expect(JSON.stringify(erro), JSON.stringify(corpo)).toContain(campo);
      expect(JSON.stringify(erro), JSON.stringify(corpo)).toMatch(mensagem);
    }
  });

  it('refuses a rule overlapping the installments of another for the same store, acquirer, method and brand (409 naming the field)', async () => {
    const { status, corpo } = erroDe(await t.chamar(financeiro, 'POST', TAXAS, regra({ nome: 'Getnet 5 a 8', parcelas_de: 5, parcelas_ate: 8 })));
    expect(status).toBe(409);
    expect(corpo.campos).toEqual(['parcelas_de']);
    expect(corpo.RES).toMatch(/Já existe uma regra ativa .* cobre estas parcelas/);
  });

  it("lets a store's own rule, a brand's own rule and a range beside it coexist with the group's", async () => {
    for (const corpo of [regra({ loja: 2 }), regra({ bandeira: 'Visa' }), regra({ parcelas_de: 7, parcelas_ate: 12 }), regra({ adquirente: 'cielo' })]) {
      const res = await t.chamar(financeiro, 'POST', TAXAS, corpo);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('checks overlaps on edit and on reactivation, not against inactive rules', async () => {
    const criada = await t.chamar(financeiro, 'POST', TAXAS, regra({ nome: 'Getnet à vista', parcelas_de: 1, parcelas_ate: 1, mdr: 2.99 }));
    expect(criada.statusCode, criada.body).toBe(201);
    const { id, version } = criada.json().RES;
    const editada = erroDe(await t.chamar(financeiro, 'PUT', `${TAXAS}/${id}`, { version, parcelas_ate: 2 }));
    expect(editada.status).toBe(409);
    expect(editada.corpo.campos).toEqual(['parcelas_de']);

    const inativada = await t.chamar(financeiro, 'POST', `${TAXAS}/${id}/inativar`, { version });
    expect(inativada.statusCode, inativada.body).toBe(200);
    const substituta = await t.chamar(financeiro, 'POST', TAXAS, regra({ nome: 'Getnet à vista nova', parcelas_de: 1, parcelas_ate: 1, mdr: 2.79 }));
    expect(substituta.statusCode, substituta.body).toBe(201);
    const reativada = erroDe(await t.chamar(financeiro, 'POST', `${TAXAS}/${id}/reativar`, { version: inativada.json().RES.version }));
    expect(reativada.status).toBe(409);
    expect(reativada.corpo.RES).toMatch(/cobre estas parcelas/);
  });

  it('lists an import row that overlaps a rule or an earlier row, and writes nothing', async () => {
    const csv = [
      'Descrição;Adquirente;Forma de pagamento;Parcelas de;Parcelas até;MDR (%);Prazo (D+N dias)',
      'Rede débito;rede;debito;1;1;1,39;1',
      'Rede débito repetida;rede;debito;1;1;1,49;1',
      'Getnet sobreposta;getnet;credito;3;4;4,2;30',
    ].join('\n');
    const res = await t.app.inject({ method: 'POST', url: `${TAXAS}/importacao?simular=true`, headers: { cookie: financeiro, ...VERSAO, 'content-type': 'text/csv' }, payload: csv });
    expect(res.statusCode, res.body).toBe(200);
    const { erros } = res.json().RES as { erros: { linha: number; mensagem: string }[] };
    expect(erros.map((e) => e.linha)).toEqual([3, 4]);
    expect(erros.every((e) => /Já existe uma regra ativa/.test(e.mensagem))).toBe(true);
  });

  it('is read and written with the Resumo financeiro key only, and confined to the group', async () => {
    expect((await t.chamar(indicadores, 'PUT', `${TAXAS}/consulta`, {})).statusCode).toBe(403);
    expect((await t.chamar(indicadores, 'POST', TAXAS, regra({ adquirente: 'rede' }))).statusCode).toBe(403);
    const lista = await t.chamar(financeiro, 'PUT', `${TAXAS}/consulta`, { filtros: { adquirente: ['getnet'] } });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().RES.length).toBeGreaterThan(0);
    const doOutro = await t.chamar(outroGrupo, 'PUT', `${TAXAS}/consulta`, { filtros: { adquirente: ['getnet'] } });
    expect(doOutro.json().RES).toEqual([]);
    // the store picker of the form opens for whoever writes the rules
    expect((await t.chamar(financeiro, 'GET', '/v2/lojas/opcoes')).statusCode).toBe(200);
  });
});

describe("the demo seed's rules and goals", () => {
  it("resolves the demo stores' payments to the rules the seed gives them", async () => {
    const lista = await t.chamar(admin, 'PUT', `${TAXAS}/consulta`, { filtros: { adquirente: ['stone', 'cielo', 'mercado_pago', 'banco'] }, limit: 100 });
    expect(lista.statusCode, lista.body).toBe(200);
    const regras = (lista.json().RES as Record<string, string | number | boolean | null>[]).map(regraDoRegistro).filter((r): r is RegraRecebimento => r !== null);
    const mdr = (pagamento: Parameters<typeof resolverRegra>[1]) => resolverRegra(regras, pagamento)?.mdr_centesimos;
    expect(mdr({ loja: 1, forma: 'debito', bandeira: 'Visa', parcelas: 1 })).toBe(149);
    // the mall store negotiated its own débito
    expect(mdr({ loja: 2, forma: 'debito', bandeira: 'Visa', parcelas: 1 })).toBe(129);
    expect(mdr({ loja: 1, forma: 'credito', bandeira: 'Mastercard', parcelas: 4 })).toBe(379);
    expect(mdr({ loja: 1, forma: 'credito', bandeira: 'American Express', parcelas: 1 })).toBe(349);
    expect(mdr({ loja: 1, forma: 'pix', parcelas: 1 })).toBe(0);
  });

  it('gives every demo store a goal for this month and the last', async () => {
    const lista = await t.chamar(admin, 'PUT', `${METAS}/consulta`, { limit: 100 });
    expect(lista.statusCode, lista.body).toBe(200);
    const doSeed = (lista.json().RES as { mes: string; loja: number }[]).filter((m) => !m.mes.endsWith('/2030'));
    expect(doSeed).toHaveLength(8);
    expect(new Set(doSeed.map((m) => m.mes)).size).toBe(2);
    expect(new Set(doSeed.map((m) => m.loja))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('Metas por loja', () => {
  const meta = (r: object = {}) => ({ mes: '01/03/2030', loja: 1, meta_faturamento: 150_000, meta_pedidos: 1_200, meta_ticket_medio: 125, ...r });

  it('creates one goal per store and month, and answers 409 naming the month for a second', async () => {
    const res = await t.chamar(indicadores, 'POST', METAS, meta());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().RES).toMatchObject({ mes: '01/03/2030', loja: 1, meta_faturamento: 150_000, meta_pedidos: 1_200 });
    const repetida = erroDe(await t.chamar(indicadores, 'POST', METAS, meta({ meta_pedidos: 900 })));
    expect(repetida.status).toBe(409);
    expect(repetida.corpo).toMatchObject({ RES: 'Já existe uma meta ativa desta loja para este mês', campos: ['mes'] });
    expect((await t.chamar(indicadores, 'POST', METAS, meta({ loja: 2 }))).statusCode).toBe(201);
    expect((await t.chamar(indicadores, 'POST', METAS, meta({ mes: '01/04/2030' }))).statusCode).toBe(201);
  });

  it('names a month by its first day and wants a revenue and an orders goal', async () => {
    const meioDoMes = erroDe(await t.chamar(indicadores, 'POST', METAS, meta({ mes: '15/05/2030' })));
    expect(meioDoMes.status).toBe(400);
    expect(JSON.stringify(meioDoMes.corpo)).toMatch(/primeiro dia do mês/);
    const semMeta = erroDe(await t.chamar(indicadores, 'POST', METAS, { mes: '01/05/2030', loja: 1 }));
    expect(semMeta.status).toBe(400);
    expect(JSON.stringify(semMeta.corpo)).toContain('meta_faturamento');
  });

  it('is read and written with the Indicadores de desempenho key only', async () => {
    expect((await t.chamar(financeiro, 'PUT', `${METAS}/consulta`, {})).statusCode).toBe(403);
    expect((await t.chamar(financeiro, 'POST', METAS, meta({ mes: '01/06/2030' }))).statusCode).toBe(403);
    expect((await t.chamar(admin, 'PUT', `${METAS}/consulta`, {})).statusCode).toBe(200);
  });
});
