import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAGENS_RELATORIOS_ESTOQUE, ROTAS_RELATORIOS_ESTOQUE, type RelatorioAbc, type RelatorioGiro, type RelatorioParado, type RelatorioRupturas, type RelatorioValorizacao,
} from '@retaguarda/contrato/api/relatoriosEstoque';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { createTestApp, type TestApp } from '../helpers';
import { pedir } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { DIA, montarGrupo, type GrupoDosRelatorios } from './relatorios-dados';

const R = ROTAS_RELATORIOS_ESTOQUE;
let t: TestApp;
let g: GrupoDosRelatorios;
/** A user of the reports' group holding only the reports key. */
let gerente: string;
let agora: number;

const consultar = async <T>(caminho: string, corpo: object = {}, cookie = gerente): Promise<T> => {
  const res = await pedir(t, cookie, 'PUT', caminho, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES as T;
};

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
  agora = t.relogio.agora.getTime();
  g = await montarGrupo(t);
  await criarUsuario(t, { email: 'relatorios@teste.dev', idSeller: g.norte, permissions: ['estoque_relatorios_de_estoque'] });
  gerente = await t.login('relatorios@teste.dev');
});
afterAll(() => t.close());

describe('the ABC curve', () => {
  it('ranks the last 12 months’ revenue of orders taken out of stock, with shares and classes', async () => {
    const r = await consultar<RelatorioAbc>(R.abc.caminho);
    expect([r.de, r.ate]).toEqual([agora - 365 * DIA, agora]);
    expect(r.itens.map((i) => [i.produto, i.familia, i.quantidade, i.receita, i.participacao, i.acumulado, i.classe])).toEqual([
      ['Camiseta Azul', 'Camisetas', 12, 600, 0.6, 0.6, 'A'],
      ['Camiseta Verde', 'Camisetas', 10, 250, 0.25, 0.85, 'A'],
      ['Caneca', null, 5, 100, 0.1, 0.95, 'B'],
      ['Boné', null, 2, 50, 0.05, 1, 'C'],
    ]);
    expect(r).toMatchObject({ total: 4, truncado: false, receita_total: 1000 });
    expect(r.classes).toEqual({ A: { produtos: 2, receita: 850, participacao: 0.85 }, B: { produtos: 1, receita: 100, participacao: 0.1 }, C: { produtos: 1, receita: 50, participacao: 0.05 } });
  });

  it('follows the store, the family and the period', async () => {
    const norte = await consultar<RelatorioAbc>(R.abc.caminho, { id_seller: g.norte });
    expect(norte.itens.map((i) => [i.produto, i.receita])).toEqual([['Camiseta Azul', 400], ['Caneca', 100], ['Boné', 50]]);
    const familia = await consultar<RelatorioAbc>(R.abc.caminho, { id_produto_base: g.camisetas });
    expect(familia.itens.map((i) => [i.produto, i.participacao, i.classe])).toEqual([['Camiseta Azul', 0.7059, 'A'], ['Camiseta Verde', 0.2941, 'A']]);
    const longo = await consultar<RelatorioAbc>(R.abc.caminho, { de: agora - 500 * DIA, ate: agora });
    expect(longo.receita_total).toBe(1030);
    expect(longo.itens.at(-1)).toMatchObject({ produto: 'Chaveiro', receita: 30, classe: 'C' });
  });

  it('refuses a period upside down or longer than two years, naming the field', async () => {
    const invertido = await pedir(t, gerente, 'PUT', R.abc.caminho, { de: agora, ate: agora - DIA });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().validation.body).toMatchObject({ keys: ['ate'], message: MENSAGENS_RELATORIOS_ESTOQUE.periodoInvertido });
    const longo = await pedir(t, gerente, 'PUT', R.abc.caminho, { de: agora - 800 * DIA });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().RES).toBe(MENSAGENS_RELATORIOS_ESTOQUE.periodoLongo);
  });
});

describe('turnover and days of cover', () => {
  it('divides what sold (returns deducted) by the mean of the opening and closing stock, and covers today’s available with the last 30 days’ sales', async () => {
    const r = await consultar<RelatorioGiro>(R.giro.caminho);
    expect(r.itens.map((i) => [i.loja, i.produto, i.vendidas, i.estoque_medio, i.giro, i.disponivel, i.vendidas_30d, i.cobertura_dias])).toEqual([
      ['Loja Norte', 'Boné', 2, 0.5, 4, 0, 2, 0],
      ['Loja Norte', 'Caneca', 5, 2.5, 2, 5, 0, null],
      ['Loja Norte', 'Camiseta Azul', 8, 5.5, 1.45, 11, 8, 41.3],
      ['Loja Sul', 'Camiseta Verde', 10, 45, 0.22, 90, 10, 270],
      ['Loja Norte', 'Meia', 0, 3.5, 0, 7, 0, null],
      ['Loja Sul', 'Chaveiro', 0, 20, 0, 20, 0, null],
      ['Loja Sul', 'Camiseta Azul', 4, 0, null, 0, 4, 0],
    ]);
    expect(r.totais).toEqual({ vendidas: 29, estoque_medio: 77, giro: 0.38 });
  });
});

describe('stock-outs and excess', () => {
  it('lists what sold lately and has nothing available, then what passes its maximum or the cover threshold, with the excess valued', async () => {
    const r = await consultar<RelatorioRupturas>(R.rupturas.caminho);
    expect(r.itens.map((i) => [i.situacao, i.loja, i.produto, i.disponivel, i.vendidas_30d, i.excedente, i.valor_excedente])).toEqual([
      ['ruptura', 'Loja Sul', 'Camiseta Azul', 0, 4, 0, 0],
      ['ruptura', 'Loja Norte', 'Boné', 0, 2, 0, 0],
      ['excesso', 'Loja Sul', 'Camiseta Verde', 90, 10, 40, 400],
    ]);
    expect(r).toMatchObject({ rupturas: 2, excessos: 1, valor_excedente: 400 });
    expect(r.por_loja).toEqual([
      { id_seller: g.norte, loja: 'Loja Norte', rupturas: 1, excessos: 0 },
      { id_seller: g.sul, loja: 'Loja Sul', rupturas: 1, excessos: 1 },
    ]);
    const curto = await consultar<RelatorioRupturas>(R.rupturas.caminho, { dias_cobertura: 30 });
    expect(curto.itens.filter((i) => i.situacao === 'excesso').map((i) => [i.produto, i.excedente, i.valor_excedente])).toEqual([['Camiseta Verde', 80, 800], ['Camiseta Azul', 3, 60]]);
  });
});

describe('valuation at average cost', () => {
  it('sums on hand × average cost per store and per family', async () => {
    const r = await consultar<RelatorioValorizacao>(R.valorizacao.caminho);
    expect(r.por_loja).toEqual([
      { id_seller: g.sul, loja: 'Loja Sul', produtos: 2, unidades: 110, valor: 940 },
      { id_seller: g.norte, loja: 'Loja Norte', produtos: 4, unidades: 24, valor: 316 },
    ]);
    expect(r.por_familia).toEqual([
      { id_produto_base: g.camisetas, familia: 'Camisetas', produtos: 2, unidades: 101, valor: 1120 },
      { id_produto_base: null, familia: null, produtos: 4, unidades: 33, valor: 136 },
    ]);
    expect(r.totais).toEqual({ unidades: 134, valor: 1256 });
  });
});

describe('dead stock', () => {
  it('lists units on hand not sold for 90 days or ever, by the money tied up', async () => {
    const r = await consultar<RelatorioParado>(R.parado.caminho);
    expect(r.itens.map((i) => [i.loja, i.produto, i.em_maos, i.valor, i.ultima_venda_em, i.dias_sem_venda])).toEqual([
      ['Loja Norte', 'Meia', 7, 56, null, null],
      ['Loja Sul', 'Chaveiro', 20, 40, agora - 400 * DIA, 400],
    ]);
    expect(r.totais).toEqual({ unidades: 27, valor: 96 });
    const trinta = await consultar<RelatorioParado>(R.parado.caminho, { dias_sem_venda: 30 });
    expect(trinta.itens.map((i) => [i.produto, i.dias_sem_venda])).toEqual([['Meia', null], ['Chaveiro', 400], ['Caneca', 40]]);
  });
});

describe('scope and permission', () => {
  it('keeps every report to the user’s group and stores', async () => {
    const admin = await t.login('admin@retaguarda.dev');
    const doGrupo1 = await consultar<RelatorioAbc>(R.abc.caminho, {}, admin);
    expect(doGrupo1.total).toBeGreaterThan(0);
    expect(doGrupo1.itens.map((i) => i.id_produto).filter((id) => g.p.includes(id))).toEqual([]);
    const parado = await consultar<RelatorioParado>(R.parado.caminho, {}, admin);
    expect(parado.itens.some((i) => i.id_seller === g.norte || i.id_seller === g.sul)).toBe(false);
    const valor = await consultar<RelatorioValorizacao>(R.valorizacao.caminho, {}, admin);
    expect(valor.por_loja.map((l) => l.loja)).not.toContain('Loja Norte');

    expect((await pedir(t, gerente, 'PUT', R.giro.caminho, { id_seller: 1 })).statusCode).toBe(403);
    expect((await pedir(t, admin, 'PUT', R.parado.caminho, { id_seller: g.sul })).statusCode).toBe(403);
  });

  it('answers 403 without the reports key', async () => {
    const vendas = await t.login('vendas@retaguarda.dev');
    for (const rota of [R.abc, R.giro, R.rupturas, R.valorizacao, R.parado]) expect((await pedir(t, vendas, 'PUT', rota.caminho, {})).statusCode).toBe(403);
    expect((await pedir(t, vendas, 'PUT', caminhoDe(R.xlsx, { relatorio: 'abc' }), {})).statusCode).toBe(403);
  });
});

describe('the .xlsx', () => {
  const abrir = async (relatorio: string, corpo: object = {}) => {
    const res = await pedir(t, gerente, 'PUT', caminhoDe(R.xlsx, { relatorio }), corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { livro, res };
  };
  const valores = (folha: ExcelJS.Worksheet | undefined): unknown[][] => (folha?.getSheetValues() ?? []).filter(Boolean).map((l) => (Array.isArray(l) ? l.slice(1) : []));

  it('holds the ABC rows, numbers as numbers, under the name of the report and the day', async () => {
    const { livro, res } = await abrir('abc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="estoque-abc-2026-11-21.xlsx"');
    expect(valores(livro.getWorksheet('Curva ABC'))).toEqual([
      ['Posição', 'Produto', 'SKU', 'Família', 'Unidades vendidas', 'Receita', 'Participação', 'Acumulado', 'Classe'],
      [1, 'Camiseta Azul', 'REL-P1', 'Camisetas', 12, 600, 0.6, 0.6, 'A'],
      [2, 'Camiseta Verde', 'REL-P2', 'Camisetas', 10, 250, 0.25, 0.85, 'A'],
      [3, 'Caneca', 'REL-P3', undefined, 5, 100, 0.1, 0.95, 'B'],
      [4, 'Boné', 'REL-P4', undefined, 2, 50, 0.05, 1, 'C'],
    ]);
    expect(livro.getWorksheet('Curva ABC')?.getColumn(6).numFmt).toBe('"R$" #,##0.00');
    expect(valores(livro.getWorksheet('Classes'))).toEqual([['Classe', 'Produtos', 'Receita', 'Participação'], ['A', 2, 850, 0.85], ['B', 1, 100, 0.1], ['C', 1, 50, 0.05]]);
  });

  it('writes the valuation per store with its total and per family, and the dead stock with its last sale as a date', async () => {
    const { livro } = await abrir('valorizacao');
    expect(valores(livro.getWorksheet('Por loja')).slice(1)).toEqual([['Loja Sul', 2, 110, 940], ['Loja Norte', 4, 24, 316], ['Total', undefined, 134, 1256]]);
    expect(valores(livro.getWorksheet('Por família')).slice(1)).toEqual([['Camisetas', 2, 101, 1120], ['Sem família', 4, 33, 136]]);
    const parado = valores((await abrir('parado')).livro.getWorksheet('Estoque parado'));
    expect(parado).toHaveLength(3);
    expect(parado[2]?.slice(0, 2)).toEqual(['Loja Sul', 'Chaveiro']);
    expect(parado[2]?.[7]).toBeInstanceOf(Date);
  });

  it('refuses a report it does not know', async () => {
    const res = await pedir(t, gerente, 'PUT', '/v2/estoque/relatorios/vendas/xlsx', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ source: 'params', keys: ['relatorio'] });
  });
});
