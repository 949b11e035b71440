import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTAS_ESTOQUE, type ListaPosicao } from '@retaguarda/contrato/api/estoque';
import { ROTAS_INVENTARIO, type Inventario, type ListaItensInventario } from '@retaguarda/contrato/api/inventario';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { chaveTexto } from '../../server/db/funcoes';
import { createTestApp, type TestApp } from './helpers';
import { abastecer, pedir } from './pedido-fixtures';

/**
 * A name search finds every word typed, in any order, case and accents aside, wherever a name is
 * searched: the clients and products registers (the manual order's product search is the
 * products register's), the stock position and an inventory's items.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const LOJA = 2;

async function criar(caminho: string, corpo: object): Promise<number> {
  const r = await pedir(t, admin, 'POST', caminho, corpo);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().RES.id;
}

/** Every word of the search in the name (the test's own reading of what the server must answer). */
const temTodas = (nome: string, busca: string) => chaveTexto(busca).split(/\s+/).every((p) => chaveTexto(nome).includes(p));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  ids.joana = await criar('/v2/logins', { nome: 'Joana Teste da Silva', documento: '52998224725' });
  ids.joanaSouza = await criar('/v2/logins', { nome: 'Joana Teste de Souza', documento: '39053344705' });
  const produto = (nome: string, sku: string) => criar('/v2/produtos', { nome, sku, preco: 59.9, custo: 20, ncm: '61091000', unidade: 'UN' });
  ids.vinho = await produto('Cropped de malha Vinho M', 'PALAVRAS-VIN-M');
  ids.preto = await produto('Cropped de malha Preto M', 'PALAVRAS-PRE-M');
  await abastecer(t, LOJA, [ids.vinho, ids.preto], 3);
});
afterAll(() => t.close());

describe('a search of two or more words', () => {
  const nomes = async (caminho: string, busca: string): Promise<{ id: number; nome: string }[]> => {
    const r = await pedir(t, admin, 'PUT', caminho, { busca, limit: 100 });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().RES;
  };

  it('finds a client by words of the name in any order, accents and case aside', async () => {
    for (const busca of ['joana silva', 'SILVA joana', 'Jóana   sílva', 'silva da joana']) {
      const achados = await nomes('/v2/logins', busca);
      expect(achados.map((c) => c.id), busca).toContain(ids.joana);
      expect(achados.map((c) => c.id), busca).not.toContain(ids.joanaSouza);
      expect(achados.filter((c) => !temTodas(c.nome, busca)), busca).toEqual([]);
    }
  });

  it('finds a product (the register and the manual order) by words of the name, and by its SKU beside them', async () => {
    for (const busca of ['cropped vinho', 'vinho CROPPED', 'cropped vinho m', 'palavras-vin cropped']) {
      const achados = await nomes('/v2/produtos/consulta', busca);
      expect(achados.map((p) => p.id), busca).toContain(ids.vinho);
      expect(achados.map((p) => p.id), busca).not.toContain(ids.preto);
    }
    const porNome = await nomes('/v2/produtos/consulta', 'cropped vinho');
    expect(porNome.filter((p) => !temTodas(p.nome, 'cropped vinho'))).toEqual([]);
  });

  it('finds the stock positions of a product by words of its name', async () => {
    for (const busca of ['cropped vinho', 'Vinho cropped M']) {
      const r = await pedir(t, admin, 'PUT', ROTAS_ESTOQUE.posicao.caminho, { busca, id_seller: LOJA, por_pagina: 100 });
      expect(r.statusCode, r.body).toBe(200);
      const lista: ListaPosicao = r.json().RES;
      expect(lista.itens.map((i) => i.id_produto), busca).toContain(ids.vinho);
      expect(lista.itens.map((i) => i.id_produto), busca).not.toContain(ids.preto);
      expect(lista.itens.filter((i) => !temTodas(i.produto, busca)), busca).toEqual([]);
    }
  });

  it("finds an inventory's items by words of the product's name", async () => {
    const aberto = await pedir(t, admin, 'POST', ROTAS_INVENTARIO.criar.caminho, { id_seller: LOJA });
    expect(aberto.statusCode, aberto.body).toBe(200);
    const inv: Inventario = aberto.json().RES;
    for (const busca of ['cropped vinho', 'VINHO cropped']) {
      const r = await pedir(t, admin, 'PUT', caminhoDe(ROTAS_INVENTARIO.itens, { id: inv.id }), { busca, por_pagina: 100 });
      expect(r.statusCode, r.body).toBe(200);
      const itens = (r.json().RES as ListaItensInventario).itens;
      expect(itens.map((i) => i.id_produto), busca).toContain(ids.vinho);
      expect(itens.map((i) => i.id_produto), busca).not.toContain(ids.preto);
      expect(itens.filter((i) => !temTodas(i.produto, busca)), busca).toEqual([]);
    }
    expect((await pedir(t, admin, 'POST', caminhoDe(ROTAS_INVENTARIO.cancelar, { id: inv.id }))).statusCode).toBe(200);
  });
});
