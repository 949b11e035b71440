import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_ESTOQUE, ROTAS_ESTOQUE, type ConsultaMovimentosBody, type ListaMovimentos } from '@retaguarda/contrato/api/estoque';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { createTestApp, type TestApp } from '../helpers';
import { pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { idsDoRazao } from './razaoEsperado';

/**
 * The ledger by cursor (`antes_de`, the last movement shown): walked page by page it returns every
 * movement of the filter exactly once, in the ledger's order, as the plain SQL lists them. Besides
 * the demo's ledger (opening balances that share one instant), adjustments written with the clock
 * set back, as a writer that read the clock before a slower one committed: their ids are the
 * newest, their instants are not, so a period (ordered by instant) must page by instant and id.
 */
const R = ROTAS_ESTOQUE;
const DIA = 86_400_000;
const POR_PAGINA = 100;
let t: TestApp;
let admin: string;
let parceira: string;
let produto: number;
let meio: number;
let abertura: number;

/** Every id of the filter, in the ledger's order, from a plain query. */
const todos = (c: ConsultaMovimentosBody, lojas: readonly number[], grupo: number) => idsDoRazao(t, c, { lojas, grupo });

async function pagina(c: ConsultaMovimentosBody, cookie: string): Promise<ListaMovimentos> {
  const res = await pedir(t, cookie, 'PUT', R.movimentos.caminho, c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

/** The ids of every page, each asked with the last id of the one before, until none follows. */
async function percorrer(c: ConsultaMovimentosBody, cookie = admin, porPagina = POR_PAGINA): Promise<number[]> {
  const ids: number[] = [];
  let antes_de: number | undefined;
  for (;;) {
    const p = await pagina({ ...c, por_pagina: porPagina, ...(antes_de === undefined ? {} : { antes_de }) }, cookie);
    ids.push(...p.itens.map((m) => m.id));
    if (!p.tem_mais) return ids;
    expect(p.itens).toHaveLength(porPagina);
    antes_de = p.itens[porPagina - 1].id;
  }
}

/** Adjustments in store 1 with the app's clock at `em`, signed in then (a session from now would not yet exist). */
async function ajustarEm(em: number, motivos: readonly string[]): Promise<void> {
  const agora = t.relogio.agora.getTime();
  t.relogio.avancar(em - agora);
  const cookie = await t.login('admin@retaguarda.dev');
  for (const motivo of motivos) {
    const res = await pedir(t, cookie, 'POST', R.ajuste.caminho, { id_seller: 1, id_produto: produto, direcao: 'entrada', quantidade: 1, motivo });
    expect(res.statusCode, res.body).toBe(200);
  }
  t.relogio.avancar(agora - em);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuario(t, { email: 'cursor-parceira@teste.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  parceira = await t.login('cursor-parceira@teste.dev');
  // the demo gives the other group no products: one of its own, moved five times in its store
  const novo = await pedir(t, parceira, 'POST', '/v2/produtos', { nome: 'Produto da parceira', sku: 'PARC-CURSOR', preco: 50, custo: 20, ncm: '61091000', unidade: 'UN' });
  expect(novo.statusCode, novo.body).toBe(201);
  for (let i = 1; i <= 5; i++) {
    const res = await pedir(t, parceira, 'POST', R.ajuste.caminho, { id_seller: SELLER_OUTRO_GRUPO, id_produto: novo.json().RES.id, direcao: 'entrada', quantidade: i, motivo: `Entrada ${i}` });
    expect(res.statusCode, res.body).toBe(200);
  }
  produto = Number(await t.sql.valor("SELECT id_produto FROM estoque_movimentos WHERE tipo = 'entrada_compra' AND id_seller = 1 GROUP BY id_produto ORDER BY COUNT(*) DESC, id_produto LIMIT 1"));
  const [menor, maior] = (await t.sql.todas<{ de: number; ate: number }>('SELECT MIN(em) AS de, MAX(em) AS ate FROM estoque_movimentos')).map((l) => [Number(l.de), Number(l.ate)])[0];
  abertura = menor;
  meio = Math.round((menor + maior) / 2);
  // back-dated to the middle of the ledger, two at the same instant: the newest ids, older instants
  await ajustarEm(meio, ['Contagem lançada depois', 'Outra contagem do mesmo instante']);
  await ajustarEm(meio - 3 * DIA, ['Contagem mais antiga, lançada por último']);
});
afterAll(() => t.close());

describe('the ledger by cursor', () => {
  it('returns every movement exactly once, in order, with each filter', async () => {
    const casos: ConsultaMovimentosBody[] = [
      {}, { id_seller: 2 }, { id_produto: produto }, { id_seller: 1, id_produto: produto },
      { tipos: ['entrada_compra'] }, { tipos: ['ajuste_entrada', 'devolucao'] }, { id_seller: 1, tipos: ['ajuste_entrada'] }, { tipos: ['estorno'] },
      { de: meio - 20 * DIA, ate: meio + 20 * DIA }, { ate: abertura }, { de: meio }, { id_seller: 1, tipos: ['ajuste_entrada'], de: meio - 10 * DIA, ate: meio },
    ];
    for (const c of casos) {
      const esperado = await todos(c, [1, 2, 3, 4], 1);
      const vistos = await percorrer(c);
      expect(vistos, JSON.stringify(c)).toEqual(esperado);
      expect(new Set(vistos).size).toBe(vistos.length);
    }
  });

  it('pages a period by instant: the back-dated adjustments come where their instants put them', async () => {
    const c: ConsultaMovimentosBody = { id_seller: 1, de: meio - 20 * DIA, ate: meio + 20 * DIA };
    const vistos = await percorrer(c);
    const ajustes = await t.sql.coluna<number>("SELECT id FROM estoque_movimentos WHERE motivo LIKE 'Contagem%' OR motivo LIKE 'Outra contagem%' ORDER BY em DESC, id DESC");
    expect(ajustes).toHaveLength(3);
    // the newest ids of the ledger, yet not on the first page: later instants come before them
    expect(vistos.indexOf(Number(ajustes[0]))).toBeGreaterThan(POR_PAGINA);
    expect(vistos.filter((id) => ajustes.map(Number).includes(id))).toEqual(ajustes.map(Number));
  });

  it('keeps another group to its own movements, page after page, in its store where the demo sold group 1’s', async () => {
    const esperado = await todos({}, [SELLER_OUTRO_GRUPO], 2);
    expect(esperado).toHaveLength(5);
    expect(await percorrer({}, parceira, 2)).toEqual(esperado);
    expect(await percorrer({ de: 0 }, parceira, 2)).toEqual(await todos({ de: 0 }, [SELLER_OUTRO_GRUPO], 2));
  });

  it('answers a cursor the user does not see exactly as one that does not exist', async () => {
    const deOutroGrupo = Number(await t.sql.valor('SELECT m.id FROM estoque_movimentos m JOIN products p ON p.id = m.id_produto WHERE p.id_grupo = 2 ORDER BY m.id DESC LIMIT 1'));
    // the demo sold group 1's products in the partner's store: its store, not its product
    const naLojaDaParceira = Number(await t.sql.valor('SELECT m.id FROM estoque_movimentos m JOIN products p ON p.id = m.id_produto WHERE p.id_grupo = 1 AND m.id_seller = ? ORDER BY m.id DESC LIMIT 1', SELLER_OUTRO_GRUPO));
    const doGrupo1 = Number(await t.sql.valor('SELECT MAX(id) FROM estoque_movimentos WHERE id_seller = 1'));
    const inexistente = Number(await t.sql.valor('SELECT MAX(id) + 1000 FROM estoque_movimentos'));
    const resposta = async (cookie: string, c: ConsultaMovimentosBody) => {
      const res = await pedir(t, cookie, 'PUT', R.movimentos.caminho, c);
      return { status: res.statusCode, corpo: res.json() as unknown };
    };
    const recusa = { status: 400, corpo: { RES: MENSAGENS_ESTOQUE.cursorDesconhecido } };
    expect(await resposta(admin, { antes_de: inexistente })).toEqual(recusa);
    expect(await resposta(admin, { antes_de: deOutroGrupo })).toEqual(recusa);
    expect(await resposta(admin, { antes_de: deOutroGrupo, de: 0 })).toEqual(recusa);
    expect(await resposta(parceira, { antes_de: doGrupo1 })).toEqual(recusa);
    expect(await resposta(parceira, { antes_de: naLojaDaParceira })).toEqual(recusa);
    expect(await resposta(parceira, { antes_de: inexistente, de: 0 })).toEqual(recusa);
    // the store filter confines it too: store 1's movement is no cursor for store 2's pages
    expect(await resposta(admin, { id_seller: 2, antes_de: doGrupo1 })).toEqual(recusa);
  });

  it('refuses a malformed cursor, or one with a page number, with a 400 in Portuguese', async () => {
    for (const antes_de of [0, -3, 1.5, '12', null]) {
      const res = await pedir(t, admin, 'PUT', R.movimentos.caminho, { antes_de });
      expect(res.statusCode, JSON.stringify(antes_de)).toBe(400);
      expect(res.json().validation.body).toMatchObject({ keys: ['antes_de'], message: MENSAGENS_ESTOQUE.cursorInvalido });
    }
    const res = await pedir(t, admin, 'PUT', R.movimentos.caminho, { antes_de: 10, pagina: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ keys: ['antes_de'], message: MENSAGENS_ESTOQUE.cursorComPagina });
  });
});
