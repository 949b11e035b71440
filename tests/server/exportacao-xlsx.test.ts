import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANAIS, STATUS } from '@retaguarda/contrato/api/catalogos';
import { COLUNAS_PEDIDO, COLUNA_CODES, type ExportPedidosBody } from '@retaguarda/contrato/api/pedidos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatCpfCnpj, maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { aquecerGeradores } from '../../server/modulos/pedidos/exportacao/gerador-xlsx';
import { VALIDADE_TRAVA_MS } from '../../server/planilhas/trava';
import { instanteSP } from '@retaguarda/contrato/br/dates';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { percorrerPedidos } from '../../server/modulos/pedidos/consultas/pedidos';
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

/**
 * The server's database is a file, and its export's worker reads the rows on a connection of
 * its own; an in-memory database has no second connection, so the main thread posts them.
 * Every behaviour below holds for both sources.
 */
describe.each([
  ['um arquivo (o worker lê as linhas)', true],
  ['a memória (as linhas vão por mensagem)', false],
])('the order export on %s', (_fonte, emArquivo) => {
  beforeAll(async () => {
    t = await createTestApp({ orders: 3000, emArquivo });
    cookie = await t.login('admin@retaguarda.dev');
    pedidos = await todosOsPedidos(t.db);
    // The writer threads load tsx and exceljs once; that start is not what these tests time.
    await aquecerGeradores();
  });
  afterAll(() => t.close());
  afterEach(() => {
    delete process.env.EXPORTACAO_MAX_LINHAS;
  });

  interface Evento {
    tipo: string;
    user_id: number | null;
    detalhe: string | null;
  }
  const eventos = async (tipo: string) => (await t.sql.todas('SELECT tipo, user_id, detalhe FROM security_events WHERE tipo = ? ORDER BY id', tipo)) as Evento[];

  // Whole workbooks on a shared 2-core machine: the project's hang limit, never a measure of speed.
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
      const produtos = (await t.sql.uma(`SELECT SUM(valor_produtos) s FROM orders WHERE id IN (${esperado.map((p) => p.id).join(',')})`)) as { s: number };
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
      const esperado = filtrarReferencia(await todosOsPedidos(t.db), { data_from_pedido: '14/03/2025', data_to_pedido: '16/03/2025' }, [2]).map((p) => p.id);
      expect(vistos).toEqual(esperado);
      expect(vistos).toEqual(expect.arrayContaining(ids));
    });

    it('masks CPF as the screen does, unless documentos_completos; that export goes to the security log', async () => {
      const filtro = { data_from_pedido: '01/11/2026', colunas: ['id', 'cpf_cnpj'] as ('id' | 'cpf_cnpj')[] };
      const cpfs = new Map(
        ((await t.sql.todas('SELECT o.id, c.cpf FROM orders o LEFT JOIN clients c ON c.id = o.id_cliente')) as { id: number; cpf: string | null }[]).map((r) => [r.id, r.cpf]),
      );
      const antes = (await eventos('exportacao_documentos_completos')).length;
      for (const completos of [false, true]) {
        const res = await exportar({ ...filtro, documentos_completos: completos });
        expect(res.statusCode).toBe(200);
        const folha = await abrir(res.rawPayload);
        let comCpf = 0;
        for (let i = 2; i < folha.rowCount; i++) {
          const cpf = cpfs.get(folha.getRow(i).getCell(1).value as number) ?? null;
          const celula = folha.getRow(i).getCell(2).value ?? '';
          expect(celula).toBe(cpf ? (completos ? formatCpfCnpj(cpf) : maskCpfCnpj(cpf)) : '');
          if (cpf) comCpf++;
        }
        expect(comCpf).toBeGreaterThan(0);
        if (!completos) expect((await eventos('exportacao_documentos_completos')).length).toBe(antes);
      }
      expect((await eventos('exportacao_documentos_completos')).length).toBe(antes + 1);
    });

    it("writes every export to the security log with its row count", async () => {
      const antes = (await eventos('exportacao')).length;
      const res = await exportar({ id_pessoa: [2], data_from_pedido: '01/11/2026', colunas: ['id'] });
      const depois = await eventos('exportacao');
      expect(depois.length).toBe(antes + 1);
      const ultimo = depois.at(-1)!;
      expect(ultimo.user_id).not.toBeNull();
      expect(JSON.parse(ultimo.detalhe ?? '{}')).toMatchObject({ linhas: Number(res.headers['x-total-rows']), documentos_completos: false });
    });

    it('refuses a set over the row cap before any work, with the count and the cap in Portuguese', async () => {
      process.env.EXPORTACAO_MAX_LINHAS = '1000';
      const antes = (await eventos('exportacao')).length;
      const res = await exportar({ colunas: ['id'] });
      expect(res.statusCode).toBe(413);
      expect(res.json().RES).toMatch(/^A exportação teria [\d.]+ pedidos e o limite é 1\.000\. Filtre um período menor/);
      expect((await eventos('exportacao')).length).toBe(antes);
      expect((await exportar({ data_from_pedido: '15/11/2026', colunas: ['id'] })).statusCode).toBe(200);
    });

    it('allows one export per user at a time, even one running in another process, until its mark expires', async () => {
      const userId = ((await t.sql.uma("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'")) as { id: number }).id;
      const agora = t.relogio.agora.getTime();
      // What another server process writes while it exports for this user.
      await t.sql.executar('INSERT INTO exportacoes_em_curso (user_id, inicio, expira_em) VALUES (?, ?, ?)', userId, agora, agora + VALIDADE_TRAVA_MS);
      const ocupado = await exportar({ data_from_pedido: '20/11/2026', colunas: ['id'] });
      expect(ocupado.statusCode).toBe(429);
      expect(ocupado.json()).toEqual({ RES: 'Já existe uma exportação sua em andamento. Aguarde ela terminar para começar outra.' });
      // Another user is not held by it.
      const vendas = await t.login('vendas@retaguarda.dev');
      expect((await exportar({ data_from_pedido: '20/11/2026', colunas: ['id'] }, vendas)).statusCode).toBe(200);
      // A mark left by a process that died expires; a finished export removes its own.
      t.relogio.avancar(VALIDADE_TRAVA_MS);
      cookie = await t.login('admin@retaguarda.dev');
      expect((await exportar({ data_from_pedido: '20/11/2026', colunas: ['id'] })).statusCode).toBe(200);
      expect((await t.sql.uma('SELECT COUNT(*) n FROM exportacoes_em_curso'))).toEqual({ n: 0 });
    });

    it("keeps the list's order when a sort is asked", async () => {
      const res = await exportar({ data_from_pedido: '01/11/2026', ordenar_por: 'valor_total', ordem: 'asc', colunas: ['valor_total', 'id'] });
      const folha = await abrir(res.rawPayload);
      const valores: number[] = [];
      for (let i = 2; i < folha.rowCount; i++) valores.push(folha.getRow(i).getCell(1).value as number);
      expect(valores.length).toBeGreaterThan(10);
      expect(valores).toEqual([...valores].sort((a, b) => a - b));
    });
  });
});
