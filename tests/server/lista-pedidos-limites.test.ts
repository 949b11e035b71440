import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListaPedidosResposta } from '@retaguarda/contrato/api/pedidos';
import { LIMITES_LISTA } from '@retaguarda/contrato/api/listas';
import { createTestApp, soNoSqlite, VERSAO, type TestApp } from './helpers';
import { inserirEmLote } from '../../server/db/insercao-em-lote';
import { bancoSqlite } from './sql-teste';

/** Filter lists are capped, deduplicated and never cost a statement per length. */
let t: TestApp;
let admin: string;

const listar = (corpo: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 10, ...corpo } });
const exportar = (corpo: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos/xls', headers: { cookie: admin, ...VERSAO }, payload: { colunas: ['id'], ...corpo } });
const sequencia = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeAll(async () => {
  t = await createTestApp({ orders: 600 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('filter lists of the order list and export', () => {
  it('answers 400 naming the key for a list of 40,000 items, on the list and on the export', async () => {
    for (const chave of ['numero_nfce', 'status_pedido', 'forma_pagto', 'id_pessoa']) {
      for (const chamar of [listar, exportar]) {
        const res = await chamar({ [chave]: sequencia(40_000) });
        expect(res.statusCode, chave).toBe(400);
        expect(res.json().validation.body.keys).toEqual([chave]);
        expect(res.json().validation.body.message).toMatch(/no máximo \d+ itens/);
      }
    }
    const colunas = await exportar({ colunas: Array.from({ length: 40_000 }, () => 'id') });
    expect(colunas.statusCode).toBe(400);
    expect(colunas.json().validation.body.keys).toEqual(['colunas']);
  });

  it('accepts a list at its cap and drops repeated items', async () => {
    expect((await listar({ numero_nfce: sequencia(LIMITES_LISTA.numerosNfce) })).statusCode).toBe(200);
    const repetida = await listar({ status_pedido: [6, 6, 6, 6], id_pessoa: [1, 1, 2, 2, 1] });
    const unica = await listar({ status_pedido: [6], id_pessoa: [1, 2] });
    expect(repetida.statusCode).toBe(200);
    expect(ListaPedidosResposta.parse(repetida.json())).toEqual(ListaPedidosResposta.parse(unica.json()));
  });

  // SQLite's prepared-statement cache (server/db/driver.ts); pg prepares nothing by name here.
  soNoSqlite('keeps the prepared statement cache the same size whatever list lengths arrive', async () => {
    const tamanhos = (n: number) => ({ numero_nfce: sequencia(n), status_pedido: sequencia(Math.min(n, 9)), forma_pagto: sequencia(Math.min(n, 6)) });
    // Warm-up with lists that find rows, so the page query has run too, in each shape the SQL can
    // take: a status or payment list naming its whole catalogue filters nothing and is left out.
    for (const [status, formas] of [[9, 6], [5, 6], [5, 5]]) {
      const aquecer = await listar({ numero_nfce: sequencia(LIMITES_LISTA.numerosNfce), status_pedido: sequencia(status), forma_pagto: sequencia(formas) });
      expect(ListaPedidosResposta.parse(aquecer.json()).PAG.total).toBeGreaterThan(0);
    }
    const antes = bancoSqlite(t.db).statementsEmCache();
    for (let n = 1; n < 80; n++) expect((await listar(tamanhos(n * 5))).statusCode).toBe(200);
    expect(bancoSqlite(t.db).statementsEmCache()).toBe(antes);
  });

  soNoSqlite('never caches a statement whose SQL has an IN list of parameters', async () => {
    const antes = bancoSqlite(t.db).statementsEmCache();
    for (let n = 1; n <= 30; n++) {
      await t.db.kysely.selectFrom('orders').select('id').where('id', 'in', sequencia(n)).execute();
    }
    expect(bancoSqlite(t.db).statementsEmCache()).toBe(antes);
  });

  soNoSqlite("never caches a multi-row insert, whose text changes with its rows' count", async () => {
    const inserir = async (n: number) => {
      const linhas = Array.from({ length: n }, (_, i) => ['teste', i + 1, 1, 0, 'criacao', '[]']);
      const ids = await inserirEmLote(t.db.kysely, 'historico_registros', ['recurso', 'id_registro', 'id_usuario', 'em', 'acao', 'alteracoes'], linhas);
      expect(ids).toHaveLength(n);
    };
    // one row is one fixed text, cached as any other
    await inserir(1);
    const antes = bancoSqlite(t.db).statementsEmCache();
    for (let n = 2; n <= 30; n++) await inserir(n);
    expect(bancoSqlite(t.db).statementsEmCache()).toBe(antes);
  });
});
