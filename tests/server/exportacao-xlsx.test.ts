import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANAIS, STATUS } from '../../src/api/catalogos';
import { COLUNAS_PEDIDO, COLUNA_CODES, type ExportPedidosBody } from '../../src/api/pedidos';
import { formatDateTime } from '../../src/br/dates';
import { instanteSP } from '../../src/br/dates';
import { registrarPedido } from '../../server/db/pedidos-escrita';
import { percorrerPedidos } from '../../server/db/queries/pedidos';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { filtrarReferencia, todosOsPedidos, totaisReferencia, type PedidoBruto } from './referencia';

let t: TestApp;
let cookie: string;
let pedidos: PedidoBruto[];

const exportar = (body: Partial<ExportPedidosBody>, c = cookie) =>
  t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos/xls', headers: { cookie: c, ...VERSAO }, payload: body });

async function abrir(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(buffer as unknown as ArrayBuffer);
  const folha = livro.getWorksheet('Pedidos');
  if (!folha) throw new Error('sem a folha Pedidos');
  return folha;
}

/** An Excel date cell holds wall-clock time; read its UTC fields as São Paulo local time. */
const paredeSP = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()} ` +
  `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ orders: 3000 });
  cookie = await t.login('admin@retaguarda.dev');
  pedidos = todosOsPedidos(t.db);
});
afterAll(() => t.close());

describe('PUT /v2/vendas/lista-pedidos/xls', () => {
  it('streams an .xlsx with pt-BR headers, the filtered rows in list order, real cells and a totals row', async () => {
    const filtro = { id_pessoa: [1, 3], data_from_pedido: '01/10/2026', data_to_pedido: '21/11/2026' };
    const res = await exportar({ ...filtro, colunas: [...COLUNA_CODES] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pedidos-2026-11-21.xlsx"');
    const esperado = filtrarReferencia(pedidos, filtro, [1, 3]);
    expect(res.headers['x-total-rows']).toBe(String(esperado.length));

    const folha = await abrir(res.rawPayload);
    const col = (c: keyof typeof COLUNAS_PEDIDO) => COLUNA_CODES.indexOf(c) + 1;
    expect(folha.getRow(1).values).toEqual([undefined, ...Object.values(COLUNAS_PEDIDO)]);
    expect(folha.rowCount).toBe(esperado.length + 2);

    esperado.forEach((p, i) => {
      const linha = folha.getRow(i + 2);
      expect(linha.getCell(col('id')).value).toBe(p.id);
      const data = linha.getCell(col('data_pedido'));
      expect(data.type).toBe(ExcelJS.ValueType.Date);
      expect(data.numFmt).toBe('dd/mm/yyyy hh:mm');
      expect(paredeSP(data.value as Date)).toBe(formatDateTime(p.data_pedido));
      const total = linha.getCell(col('valor_total'));
      expect(total.type).toBe(ExcelJS.ValueType.Number);
      expect(total.numFmt).toBe('"R$" #,##0.00');
      expect(Math.round((total.value as number) * 100)).toBe(p.valor_total);
      expect(Object.values(CANAIS)).toContain(linha.getCell(col('canal')).value);
      expect(linha.getCell(col('nfce')).value ?? null).toBe(p.nfce_numero);
    });

    const totais = folha.getRow(esperado.length + 2);
    expect(totais.getCell(1).value).toBe(`Total: ${esperado.length} pedidos`);
    expect(Math.round((totais.getCell(col('valor_total')).value as number) * 100)).toBe(totaisReferencia(esperado).centavos);
    const produtos = t.db.sqlite.prepare(`SELECT SUM(valor_produtos) s FROM orders WHERE id IN (${esperado.map((p) => p.id).join(',')})`).get() as { s: number };
    expect(Math.round((totais.getCell(col('valor_produtos')).value as number) * 100)).toBe(produtos.s);
  });

  it('writes only the chosen columns, in the order asked', async () => {
    const res = await exportar({ data_from_pedido: '20/11/2026', status_pedido: [STATUS.retirado.id], colunas: ['valor_total', 'canal', 'id'] });
    const folha = await abrir(res.rawPayload);
    expect(folha.getRow(1).values).toEqual([undefined, 'Total (R$)', 'Canal', 'Nº pedido']);
    const esperado = filtrarReferencia(pedidos, { data_from_pedido: '20/11/2026', status_pedido: [STATUS.retirado.id] }, [1, 2, 3, 4]);
    expect(folha.getRow(2).getCell(3).value).toBe(esperado[0].id);
    // The label of the totals row goes to the first column that is not money.
    expect(folha.getRow(esperado.length + 2).getCell(2).value).toBe(`Total: ${esperado.length} pedidos`);
  });

  it('exports the whole filtered set, not a page', async () => {
    const res = await exportar({ colunas: ['id'] });
    const folha = await abrir(res.rawPayload);
    expect(folha.rowCount).toBe(filtrarReferencia(pedidos, {}, [1, 2, 3, 4]).length + 2);
  });

  it('applies the permission and seller-group rules of the list', async () => {
    expect((await exportar({ id_pessoa: [5], colunas: ['id'] })).statusCode).toBe(403);
    const financeiro = await t.login('financeiro@retaguarda.dev');
    expect((await exportar({ colunas: ['id'] }, financeiro)).statusCode).toBe(403);
    expect((await exportar({ colunas: ['id'] }, '')).statusCode).toBe(401);
  });

  it('names colunas when it is missing, empty or unknown', async () => {
    for (const [body, message] of [
      [{}, 'O campo é obrigatório'],
      [{ colunas: [] }, 'Escolha ao menos uma coluna'],
      [{ colunas: ['id', 'senha'] }, 'Coluna desconhecida'],
    ] as const) {
      const res = await exportar(body as Partial<ExportPedidosBody>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ validation: { body: { source: 'body', keys: ['colunas'], message } } });
    }
  });

  it('walks orders sharing one instant across keyset pages without losing or repeating any', async () => {
    const quando = instanteSP('15/03/2025', 10 * 60);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await registrarPedido(t.db.kysely, {
        id_seller: 2, id_cliente: null, canal: 'loja', id_status: STATUS.retirado.id, id_forma_pagto: 1, data_pedido: quando,
        itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 500 }], valor_desconto: 0, valor_frete: 0,
      }));
    }
    const vistos: number[] = [];
    for await (const l of percorrerPedidos(t.db.kysely, { data_from_pedido: '14/03/2025', data_to_pedido: '16/03/2025' }, [2], 2)) vistos.push(l.id);
    const esperado = filtrarReferencia(todosOsPedidos(t.db), { data_from_pedido: '14/03/2025', data_to_pedido: '16/03/2025' }, [2]).map((p) => p.id);
    expect(vistos).toEqual(esperado);
    expect(vistos).toEqual(expect.arrayContaining(ids));
  });
});
