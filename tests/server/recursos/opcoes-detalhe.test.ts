import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { produtosBase } from '@retaguarda/contrato/recursos/produtosBase';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { createTestApp, type TestApp } from '../helpers';
import { pedir } from '../pedido-fixtures';

/**
 * A reference's options tell apart records of the same title: each carries the declaration's
 * detail (a family's brand, a variant's SKU) and is found by it too.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

interface Opcao {
  id: number;
  titulo: string;
  detalhe?: string;
}

async function criar(caminho: string, corpo: object): Promise<number> {
  const r = await pedir(t, admin, 'POST', caminho, corpo);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().RES.id;
}

async function opcoes(caminho: string, busca: string): Promise<Opcao[]> {
  const r = await pedir(t, admin, 'GET', `${caminho}?busca=${encodeURIComponent(busca)}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().RES;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  ids.aurora = await criar('/produto-base', { nome: 'Regata detalhada', marca: 'Aurora Têxtil', ncm: '61091000', unidade: 'UN' });
  ids.brisa = await criar('/produto-base', { nome: 'Regata detalhada', marca: 'Brisa', ncm: '61091000', unidade: 'UN' });
  const variante = (sku: string, familia: number) => criar('/v2/produtos', { nome: 'Regata detalhada Azul P', sku, preco: 39.9, ncm: '61091000', unidade: 'UN', produto_base: familia });
  ids.azulAurora = await variante('DET-AUR-AZ-P', ids.aurora);
  ids.azulBrisa = await variante('DET-BRI-AZ-P', ids.brisa);
});
afterAll(() => t.close());

describe('the options of a reference', () => {
  it("show each family's brand beside its name, and find a family by its brand", async () => {
    const familias = rotasDoRecurso(produtosBase).opcoes.caminho;
    expect(await opcoes(familias, 'regata detalhada')).toEqual([
      { id: ids.aurora, titulo: 'Regata detalhada', detalhe: 'Aurora Têxtil', ativo: true },
      { id: ids.brisa, titulo: 'Regata detalhada', detalhe: 'Brisa', ativo: true },
    ]);
    expect((await opcoes(familias, 'regata aurora textil')).map((o) => o.id)).toEqual([ids.aurora]);
    expect((await opcoes(familias, 'brisa detalhada')).map((o) => o.id)).toEqual([ids.brisa]);
  });

  it("show each variant's SKU beside its name, and find a variant by its SKU", async () => {
    const variantes = rotasDoRecurso(produtos).opcoes.caminho;
    const achadas = await opcoes(variantes, 'regata detalhada azul');
    expect(achadas.map((o) => [o.id, o.titulo, o.detalhe])).toEqual([
      [ids.azulAurora, 'Regata detalhada Azul P', 'DET-AUR-AZ-P'],
      [ids.azulBrisa, 'Regata detalhada Azul P', 'DET-BRI-AZ-P'],
    ]);
    expect((await opcoes(variantes, 'DET-BRI-AZ-P')).map((o) => o.id)).toEqual([ids.azulBrisa]);
    expect((await opcoes(variantes, 'regata bri-az')).map((o) => o.id)).toEqual([ids.azulBrisa]);
  });
});
