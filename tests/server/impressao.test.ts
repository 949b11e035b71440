import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { EmitirNfceResposta, LIMITE_IMPRESSAO, PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { createTestApp, type TestApp } from './helpers';
import { novoPedido, pedir, SELLER_OUTRO_GRUPO } from './pedido-fixtures';

let t: TestApp;
let admin: string;
const URL = '/v2/vendas/lista-pedidos/impressao';
const imprimir = (body: object) => pedir(t, admin, 'PUT', URL, body);
const paginas = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const eventos = async (id: number) => (await t.sql.todas('SELECT tipo, descricao, id_usuario FROM order_events WHERE id_pedido = ? ORDER BY id', id)) as { tipo: string; descricao: string }[];
const impressoesNoLog = async () => ((await t.sql.coluna("SELECT detalhe FROM security_events WHERE tipo = 'impressao' ORDER BY id")) as string[]).map((d) => JSON.parse(d) as object);

async function comNfce(): Promise<{ id: number; numero: number }> {
  const { id } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
  const r = EmitirNfceResposta.parse((await pedir(t, admin, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id })).json().RES);
  return { id, numero: r.nfce.numero };
}

beforeAll(async () => {
  t = await createTestApp({ orders: 200 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('PUT /v2/vendas/lista-pedidos/impressao', () => {
  it("prints the selected orders' DANFEs as one inline PDF, one receipt per page, recording each in the order's history", async () => {
    const a = await comNfce();
    const b = await comNfce();
    const res = await imprimir({ ids: [a.id, b.id, a.id], tipo: 'danfe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="DANFEs-2-pedidos.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(paginas(res.rawPayload)).toBe(2);
    for (const p of [a, b]) expect((await eventos(p.id)).filter((e) => e.tipo === 'impressao_danfe')).toEqual([expect.objectContaining({ descricao: `DANFE da NFC-e ${p.numero} impresso` })]);
    expect((await impressoesNoLog()).at(-1)).toEqual({ tipo: 'danfe', pedidos: 2, ids: [a.id, b.id] });
    const d = PedidoDetalhe.parse((await pedir(t, admin, 'GET', `/v2/vendas/lista-pedidos/${a.id}`)).json().RES);
    expect(d.eventos.map((e) => e.tipo)).toEqual(['nfce_emitida', 'impressao_danfe']);
  });

  it('prints a picking list of any orders, with or without NFC-e, and records it', async () => {
    const { id: web } = await novoPedido(t, { canal: 'ecommerce', id_status: STATUS.pago.id });
    const { id: balcao } = await novoPedido(t, { canal: 'loja', id_status: STATUS.emSeparacao.id, id_cliente: null });
    const res = await imprimir({ ids: [web, balcao], tipo: 'separacao' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="Separacao-2-pedidos.pdf"');
    expect(paginas(res.rawPayload)).toBeGreaterThanOrEqual(1);
    for (const id of [web, balcao]) expect(await eventos(id)).toEqual([expect.objectContaining({ tipo: 'impressao_separacao', descricao: 'Lista de separação impressa' })]);
    expect((await impressoesNoLog()).at(-1)).toEqual({ tipo: 'separacao', pedidos: 2, ids: [web, balcao] });
  });

  it('refuses DANFEs for orders without an NFC-e with 409 naming them, printing nothing', async () => {
    const a = await comNfce();
    const { id: sem } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
    const res = await imprimir({ ids: [a.id, sem], tipo: 'danfe' });
    expect(res.statusCode).toBe(409);
    expect(res.json().RES).toBe(`Pedido sem NFC-e: não há DANFE para imprimir (${sem}). Desmarque esse pedido ou emita a NFC-e antes.`);
    expect((await eventos(a.id)).map((e) => e.tipo)).toEqual(['nfce_emitida']);
  });

  it(`caps the list at ${LIMITE_IMPRESSAO} orders and validates the kind, 400 naming the key`, async () => {
    const ids = Array.from({ length: LIMITE_IMPRESSAO + 1 }, (_, i) => i + 1);
    const muitos = await imprimir({ ids, tipo: 'separacao' });
    expect([muitos.statusCode, muitos.json().validation.body.keys]).toEqual([400, ['ids']]);
    expect((await imprimir({ ids: [], tipo: 'separacao' })).json().validation.body.keys).toEqual(['ids']);
    const tipo = await imprimir({ ids: [1], tipo: 'etiqueta' });
    expect([tipo.statusCode, tipo.json().validation.body.keys]).toEqual([400, ['tipo']]);
  });

  it('answers 404 naming unknown orders and 403 when any order is of another group, printing nothing', async () => {
    const { id } = await novoPedido(t, { canal: 'loja', id_status: STATUS.pago.id });
    const desconhecido = await imprimir({ ids: [id, 9_999_999], tipo: 'separacao' });
    expect([desconhecido.statusCode, desconhecido.json()]).toEqual([404, { RES: 'Pedido não encontrado: 9999999' }]);
    const { id: outro } = await novoPedido(t, { id_seller: SELLER_OUTRO_GRUPO, id_status: STATUS.pago.id });
    expect((await imprimir({ ids: [id, outro], tipo: 'separacao' })).statusCode).toBe(403);
    expect(await eventos(id)).toEqual([]);
  });
});

describe('GET /v2/nfce/pdf/nped/:id (the DANFE opened to print)', () => {
  it("is inline and recorded in the order's history and the security log; the download is not a print", async () => {
    const a = await comNfce();
    const inline = await pedir(t, admin, 'GET', `/v2/nfce/pdf/nped/${a.id}`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    await pedir(t, admin, 'GET', `/v2/nfce/pdf/nped/file/${a.id}`);
    expect((await eventos(a.id)).map((e) => e.tipo)).toEqual(['nfce_emitida', 'impressao_danfe']);
    expect((await impressoesNoLog()).at(-1)).toEqual({ tipo: 'danfe', pedidos: 1, ids: [a.id] });
  });
});
