import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { criarAppFotos, type AppFotos } from './app-fotos';

const CONSULTA = rotasDoRecurso(produtos).consulta;
let t: AppFotos;
let admin = '';

beforeAll(async () => {
  t = await criarAppFotos();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe("a family's variants (the family's record page lists them)", () => {
  it('are the products of the family, active and inactive, each with its colour, size, SKU, EAN, price and status', async () => {
    // a family with an inactive variant: a discontinued one
    const { familia } = (await t.sql.uma<{ familia: number }>('SELECT MIN(produto_base) AS familia FROM products WHERE ativo = 0'))!;
    const esperados = await t.sql.todas<{ id: number }>('SELECT id FROM products WHERE produto_base = ? ORDER BY id', familia);
    const res = await t.chamar(admin, CONSULTA.metodo, CONSULTA.caminho, { filtros: { produto_base: [familia] }, situacao: 'todos', limit: 100, ordenar_por: 'sku' });
    expect(res.statusCode, res.body).toBe(200);
    const variantes: Registro[] = res.json().RES;
    expect(variantes.map((v) => Number(v.id)).sort((a, b) => a - b)).toEqual(esperados.map((e) => Number(e.id)));
    expect(variantes.some((v) => !v.ativo)).toBe(true);
    for (const v of variantes) {
      expect(v.produto_base).toBe(Number(familia));
      expect(v).toMatchObject({ sku: expect.any(String), ean: expect.stringMatching(/^789\d{10}$/), preco: expect.any(Number), situacao_venda: 'fora_de_linha', cor: expect.any(String) });
    }
  });

  it('fills colour, unit, cost, weight, dimensions, NCM and family of every product in the demo data', async () => {
    const semCampo = await t.sql.uma<{ n: number }>(
      'SELECT COUNT(*) AS n FROM products WHERE cor IS NULL OR unidade IS NULL OR custo IS NULL OR peso_kg IS NULL OR altura_cm IS NULL OR largura_cm IS NULL OR profundidade_cm IS NULL OR ncm IS NULL OR produto_base IS NULL',
    );
    expect(Number(semCampo?.n)).toBe(0);
  });
});
