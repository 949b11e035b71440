import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTAS_ESTOQUE, type ConsultaMovimentosBody, type ListaMovimentos } from '@retaguarda/contrato/api/estoque';
import { createTestApp, type TestApp } from '../helpers';
import { pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { idsDoRazao } from './razaoEsperado';

/**
 * The ledger's pages (consultarMovimentos picks a page's ids from the ledger alone, then reads
 * their names; with a period it reads by instant) against the plain SQL of what each page must
 * hold, on the demo's ledger of sales, returns, purchases and opening balances.
 */
const R = ROTAS_ESTOQUE;
let t: TestApp;
let admin: string;

/** The ids the page must hold, and whether another follows, from a plain query. */
async function esperado(c: ConsultaMovimentosBody, lojas: readonly number[], grupo: number): Promise<{ ids: number[]; tem_mais: boolean }> {
  const porPagina = c.por_pagina ?? 25;
  const ids = await idsDoRazao(t, c, { lojas, grupo }, { limite: porPagina + 1, salto: ((c.pagina ?? 1) - 1) * porPagina });
  return { ids: ids.slice(0, porPagina), tem_mais: ids.length > porPagina };
}

async function pagina(c: ConsultaMovimentosBody, cookie = admin): Promise<{ ids: number[]; tem_mais: boolean }> {
  const res = await pedir(t, cookie, 'PUT', R.movimentos.caminho, c);
  expect(res.statusCode, res.body).toBe(200);
  const r: ListaMovimentos = res.json().RES;
  return { ids: r.itens.map((m) => m.id), tem_mais: r.tem_mais };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('the ledger, a page at a time', () => {
  it('holds what the plain query holds: every store, one store, a product, a kind, a period, deep pages', async () => {
    const produto = Number(await t.sql.valor("SELECT id_produto FROM estoque_movimentos WHERE tipo = 'entrada_compra' GROUP BY id_produto ORDER BY COUNT(*) DESC, id_produto LIMIT 1"));
    const [menor, maior] = (await t.sql.todas<{ de: number; ate: number }>('SELECT MIN(em) AS de, MAX(em) AS ate FROM estoque_movimentos')).map((l) => [Number(l.de), Number(l.ate)])[0];
    const meio = Math.round((menor + maior) / 2);
    const casos: ConsultaMovimentosBody[] = [
      {}, { pagina: 2 }, { pagina: 40, por_pagina: 100 },
      { id_seller: 2 }, { id_seller: 2, pagina: 5 },
      { id_produto: produto }, { id_seller: 1, id_produto: produto },
      { tipos: ['entrada_compra'] }, { tipos: ['entrada_compra', 'devolucao'], pagina: 3 },
      { de: meio - 30 * 86_400_000, ate: meio }, { de: meio - 30 * 86_400_000, ate: meio, pagina: 4 }, { ate: meio, id_seller: 3 },
    ];
    for (const c of casos) expect(await pagina(c), JSON.stringify(c)).toEqual(await esperado(c, [1, 2, 3, 4], 1));
    // the last page says nothing follows
    const ultima = await pagina({ id_seller: 1, id_produto: produto, por_pagina: 100 });
    expect(ultima.tem_mais).toBe(false);
  });

  it('keeps another group to its own products, even in its store where the demo sold group 1’s', async () => {
    await criarUsuario(t, { email: 'razao-parceira@teste.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['estoque_gestao_de_estoque'] });
    const parceira = await t.login('razao-parceira@teste.dev');
    const casos: ConsultaMovimentosBody[] = [{}, { id_seller: SELLER_OUTRO_GRUPO }, { de: 0 }];
    for (const c of casos) {
      expect(await pagina(c, parceira), JSON.stringify(c)).toEqual(await esperado(c, [SELLER_OUTRO_GRUPO], 2));
    }
  });
});
