import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esquemaRespostaRelatorio } from '@retaguarda/contrato/relatorios/esquemas';
import { RELATORIO_TESTE } from '../../fixtures/relatorios/contrato/modulos/testes/pedidos.relatorios';
import type { TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { appDeRelatorios, CAMINHO, CHAVE, entrar, pedir, sellersDoGrupo, somaDoResumo } from './apoio';

/**
 * A declared report's figures, through its route: the test report (by day or by store over the
 * daily summary) at the tests' instant, 21/11/2026 12:00 in São Paulo.
 */
let t: TestApp;
let gerente: string;
let outroGrupo: string;
let doGrupo1: number[];
const resposta = esquemaRespostaRelatorio(RELATORIO_TESTE);

beforeAll(async () => {
  t = await appDeRelatorios();
  gerente = await entrar(t, 'relatorio-gerente@retaguarda.dev', [CHAVE]);
  outroGrupo = await entrar(t, 'relatorio-outro@parceira.dev', [CHAVE], SELLER_OUTRO_GRUPO);
  doGrupo1 = await sellersDoGrupo(t, 1);
});
afterAll(() => t.close());

const figuras = async (cookie: string, corpo: object = {}) => {
  const res = await pedir(t, cookie, CAMINHO, corpo);
  expect(res.statusCode, res.body).toBe(200);
  // the answer holds to the schema the contract derives from the declaration
  return resposta.parse(res.json()).RES;
};

describe('who may read a declared report', () => {
  it('answers 401 signed out and 403 without the key, on the figures and both files', async () => {
    const semChave = await entrar(t, 'relatorio-sem-chave@retaguarda.dev', []);
    for (const url of [CAMINHO, `${CAMINHO}/xlsx`, `${CAMINHO}/pdf`]) {
      expect((await pedir(t, '', url)).statusCode).toBe(401);
      expect((await pedir(t, semChave, url)).statusCode).toBe(403);
    }
  });
});

describe("a declared report's figures", () => {
  it('covers the default period (the last 30 São Paulo days up to today), by the first grouping, cut at the cap with the totals of every row', async () => {
    const r = await figuras(gerente);
    expect(r.periodo).toEqual({ de: '23/10/2026', ate: '21/11/2026' });
    expect(r.comparacao).toBeNull();
    expect(r.por).toBe('dia');
    const soma = await somaDoResumo(t, '2026-10-23', '2026-11-21', doGrupo1);
    expect(soma.dias).toBeGreaterThan(RELATORIO_TESTE.limite);
    expect(r.total).toBe(soma.dias);
    expect(r.linhas).toHaveLength(RELATORIO_TESTE.limite);
    expect(r.truncado).toBe(true);
    expect(r.totais).toEqual({ pedidos: soma.pedidos, faturamento: soma.faturamento });
    expect(r.linhas[0]?.grupo).toBe('23/10/2026');
    expect(r.gerado_em).toBe('2026-11-21T12:00:00-03:00');
  });

  it('says nothing was cut when every row fits', async () => {
    const r = await figuras(gerente, { periodo: 'ultimos_7' });
    expect(r.linhas.length).toBe(r.total);
    expect(r.truncado).toBe(false);
  });

  it("reads a custom period, and 'ontem' as the São Paulo day before", async () => {
    const r = await figuras(gerente, { periodo: 'personalizado', de: '01/11/2026', ate: '03/11/2026' });
    expect(r.periodo).toEqual({ de: '01/11/2026', ate: '03/11/2026' });
    expect(r.linhas.map((l) => l.chave).every((dia) => dia >= '2026-11-01' && dia <= '2026-11-03')).toBe(true);
    expect(r.total).toBe((await somaDoResumo(t, '2026-11-01', '2026-11-03', doGrupo1)).dias);
    expect((await figuras(gerente, { periodo: 'ontem' })).periodo).toEqual({ de: '20/11/2026', ate: '20/11/2026' });
  });

  it('adds the previous period: its dates, its rows and its totals', async () => {
    const r = await figuras(gerente, { periodo: 'ultimos_7', comparacao: 'periodo_anterior' });
    expect(r.periodo).toEqual({ de: '15/11/2026', ate: '21/11/2026' });
    expect(r.comparacao).toEqual({ de: '08/11/2026', ate: '14/11/2026' });
    const antes = await somaDoResumo(t, '2026-11-08', '2026-11-14', doGrupo1);
    expect(r.totais_anteriores).toEqual({ pedidos: antes.pedidos, faturamento: antes.faturamento });
    expect(r.anteriores?.map((l) => l.chave).every((dia) => dia >= '2026-11-08' && dia <= '2026-11-14')).toBe(true);
    expect(r.anteriores).toHaveLength(antes.dias);
  });

  it('compares with the same days a year before', async () => {
    const r = await figuras(gerente, { periodo: 'ultimos_7', comparacao: 'ano_anterior' });
    expect(r.comparacao).toEqual({ de: '15/11/2025', ate: '21/11/2025' });
    const antes = await somaDoResumo(t, '2025-11-15', '2025-11-21', doGrupo1);
    expect(r.totais_anteriores).toEqual({ pedidos: antes.pedidos, faturamento: antes.faturamento });
  });
});

describe("a declared report's scope", () => {
  it("shows another group's user only their own stores, and refuses naming a store of group 1", async () => {
    const r = await figuras(outroGrupo, { por: 'loja' });
    const seus = await sellersDoGrupo(t, Number(await t.sql.valor('SELECT id_grupo FROM sellers WHERE id = ?', SELLER_OUTRO_GRUPO)));
    expect(r.linhas.every((l) => seus.includes(Number(l.chave)))).toBe(true);
    expect(r.linhas.some((l) => doGrupo1.includes(Number(l.chave)))).toBe(false);
    const invasao = await pedir(t, outroGrupo, CAMINHO, { filtros: { lojas: [doGrupo1[0]] } });
    expect(invasao.statusCode).toBe(403);
  });

  it('keeps to the stores the filter names', async () => {
    const loja = doGrupo1[0] ?? 1;
    const r = await figuras(gerente, { por: 'loja', filtros: { lojas: [loja] } });
    expect(r.linhas.map((l) => Number(l.chave))).toEqual([loja]);
    const soma = await somaDoResumo(t, '2026-10-23', '2026-11-21', [loja]);
    expect(r.totais).toEqual({ pedidos: soma.pedidos, faturamento: soma.faturamento });
  });
});

describe("a declared report's body", () => {
  const recusa = async (corpo: object) => {
    const res = await pedir(t, gerente, CAMINHO, corpo);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ validation: { body: { keys: string[]; message: string } } }>().validation.body;
  };

  it('names an unknown filter', async () => {
    expect(await recusa({ filtros: { cor: ['azul'] } })).toEqual({ source: 'body', keys: ['filtros'], message: 'Filtro desconhecido: cor' });
  });

  it("asks for the dates of a custom period, naming 'de' or 'ate'", async () => {
    expect((await recusa({ periodo: 'personalizado' })).keys).toEqual(['de', 'ate']);
    expect((await recusa({ periodo: 'personalizado', de: '01/11/2026' })).keys).toEqual(['ate']);
    expect(await recusa({ periodo: 'personalizado', de: '05/11/2026', ate: '01/11/2026' })).toMatchObject({ keys: ['ate'], message: 'O fim do período (até) vem antes do início (de)' });
  });

  it("refuses a period longer than the declared longest, naming 'de'", async () => {
    expect(await recusa({ periodo: 'personalizado', de: '01/01/2026', ate: '30/06/2026' })).toMatchObject({ keys: ['de'], message: 'O período tem no máximo 92 dias' });
    // a preset too: this year, at 21/11, is 325 days
    expect(await recusa({ periodo: 'este_ano' })).toMatchObject({ keys: ['de'], message: 'O período tem no máximo 92 dias' });
  });

  it('names an unknown grouping, period or comparison', async () => {
    expect((await recusa({ por: 'cor' })).keys).toEqual(['por']);
    expect((await recusa({ periodo: 'semana' })).keys).toEqual(['periodo']);
    expect((await recusa({ comparacao: 'sempre' })).keys).toEqual(['comparacao']);
    expect((await recusa({ de: '01/11/2026', ate: '02/11/2026' })).keys).toEqual(['periodo']);
  });
});
