import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { ROTAS_DESEMPENHO_FORNECEDORES, type DesempenhoFornecedor } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { validarChaveNfe } from '@retaguarda/contrato/br/chaveAcesso';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { createTestApp, type TestApp } from '../helpers';
import { pedir } from '../pedido-fixtures';
import { divergencias } from '../estoque/invariante';

/**
 * The demo's year of purchasing (server/db/seed/compras.ts) on the default test data: orders of
 * every store to its products' usual suppliers, received against valid NF-e keys, their good
 * units in the ledger at the order's cost, and the few late, open, draft and cancelled ones the
 * screens need to show.
 */
const DIA = 86_400_000;
let t: TestApp;
let admin: string;

interface Pedido {
  id: number;
  id_seller: number;
  id_fornecedor: number;
  situacao: string;
  previsao_entrega: string | null;
  total: number;
  criado_em: number;
  enviado_em: number | null;
  recebido_em: number | null;
  cancelado_em: number | null;
  motivo_cancelamento: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('the demo purchase orders', () => {
  it('cover the last twelve months of every demo store, each to the usual supplier of its products', async () => {
    const agora = t.relogio.agora.getTime();
    const pedidos = await t.sql.todas<Pedido>('SELECT * FROM pedidos_compra ORDER BY id');
    expect(pedidos.length).toBeGreaterThan(500);
    for (const loja of [1, 2, 3, 4]) {
      const daLoja = pedidos.filter((p) => p.id_seller === loja).map((p) => p.criado_em);
      expect(Math.min(...daLoja), `loja ${loja}`).toBeLessThan(agora - 300 * DIA);
      expect(Math.max(...daLoja), `loja ${loja}`).toBeGreaterThan(agora - 30 * DIA);
    }
    expect(Math.min(...pedidos.map((p) => p.criado_em))).toBeGreaterThan(agora - 366 * DIA);
    expect(Math.max(...pedidos.map((p) => p.criado_em))).toBeLessThanOrEqual(agora);
    // numbered in the order they were written
    expect(pedidos.map((p) => p.criado_em)).toEqual([...pedidos.map((p) => p.criado_em)].sort((a, b) => a - b));
    const foraDoFornecedor = await t.sql.todas(
      'SELECT i.id_pedido_compra, i.id_produto FROM pedidos_compra_itens i JOIN pedidos_compra pc ON pc.id = i.id_pedido_compra JOIN products p ON p.id = i.id_produto WHERE p.fornecedor IS NULL OR p.fornecedor <> pc.id_fornecedor',
    );
    expect(foraDoFornecedor).toEqual([]);
    const totais = await t.sql.todas(
      'SELECT pc.id FROM pedidos_compra pc JOIN (SELECT id_pedido_compra, SUM(quantidade * custo_unitario) AS soma FROM pedidos_compra_itens GROUP BY id_pedido_compra) i ON i.id_pedido_compra = pc.id WHERE i.soma <> pc.total',
    );
    expect(totais).toEqual([]);
  });

  it('are mostly received, a few awaiting (some past their day) or partly received, drafts and cancelled, each situation consistent', async () => {
    const hoje = diaChaveSP(t.relogio.agora);
    const pedidos = await t.sql.todas<Pedido & { recebimentos: number; ultimo: number | null }>(
      'SELECT pc.*, (SELECT COUNT(*) FROM recebimentos_compra r WHERE r.id_pedido_compra = pc.id) AS recebimentos, (SELECT MAX(em) FROM recebimentos_compra r WHERE r.id_pedido_compra = pc.id) AS ultimo FROM pedidos_compra pc',
    );
    const de = (s: string) => pedidos.filter((p) => p.situacao === s);
    expect(de('recebido').length / pedidos.length).toBeGreaterThan(0.85);
    expect(de('enviado').length).toBeGreaterThanOrEqual(3);
    // a draft at every store, and deliveries of the last days still partly awaited
    expect(new Set(de('rascunho').map((p) => p.id_seller))).toEqual(new Set([1, 2, 3, 4]));
    expect(de('parcial').length).toBeGreaterThanOrEqual(1);
    expect(de('cancelado').length).toBeGreaterThanOrEqual(3);
    for (const p of de('recebido')) expect([p.recebimentos > 0, p.recebido_em === p.ultimo, p.enviado_em !== null && p.enviado_em < Number(p.recebido_em)], `pedido ${p.id}`).toEqual([true, true, true]);
    for (const p of [...de('enviado'), ...de('rascunho'), ...de('cancelado')]) expect([p.recebimentos, p.recebido_em], `pedido ${p.id}`).toEqual([0, null]);
    for (const p of de('parcial')) expect([p.recebimentos > 0, p.recebido_em], `pedido ${p.id}`).toEqual([true, null]);
    for (const p of de('rascunho')) expect([p.enviado_em, p.previsao_entrega], `pedido ${p.id}`).toEqual([null, null]);
    for (const p of de('cancelado')) expect(p.motivo_cancelamento, `pedido ${p.id}`).toBeTruthy();
    const atrasados = pedidos.filter((p) => ['enviado', 'parcial'].includes(p.situacao) && p.previsao_entrega !== null && p.previsao_entrega < hoje);
    expect(atrasados.length).toBeGreaterThanOrEqual(1);
    const lista = await pedir(t, admin, 'PUT', ROTAS_COMPRAS.lista.caminho, { atrasados: true });
    expect(lista.json().RES.total).toBe(atrasados.length);
    // fully or partly: some lines came short or damaged
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM pedidos_compra_itens WHERE avariado > 0'))).toBeGreaterThan(0);
    expect(Number(await t.sql.valor("SELECT COUNT(*) FROM pedidos_compra_itens i JOIN pedidos_compra pc ON pc.id = i.id_pedido_compra WHERE pc.situacao = 'recebido' AND i.recebido < i.quantidade"))).toBeGreaterThan(0);
  });

  it('are received against valid, distinct NF-e keys (model 55) of their supplier', async () => {
    const notas = await t.sql.todas<{ chave_nfe: string; cnpj: string }>(
      'SELECT r.chave_nfe, f.cnpj FROM recebimentos_compra r JOIN pedidos_compra pc ON pc.id = r.id_pedido_compra JOIN fornecedores f ON f.id = pc.id_fornecedor',
    );
    expect(notas.length).toBeGreaterThan(500);
    const erradas = notas.filter((n) => {
      const r = validarChaveNfe(n.chave_nfe);
      return !r.ok || r.partes.cnpj !== n.cnpj;
    });
    expect(erradas).toEqual([]);
    expect(new Set(notas.map((n) => n.chave_nfe)).size).toBe(notas.length);
  });

  it('post their good units to the ledger at the order’s cost, which still replays to the position, average cost included', async () => {
    const porItem = await t.sql.todas(`
      SELECT i.id_pedido_compra, i.id_produto, i.recebido - i.avariado AS boas, i.custo_unitario, m.quantidade, m.custos
      FROM pedidos_compra_itens i
      LEFT JOIN (SELECT id_pedido_compra, id_produto, SUM(quantidade) AS quantidade, MIN(custo_unitario) AS custos FROM estoque_movimentos
                 WHERE tipo = 'entrada_compra' GROUP BY id_pedido_compra, id_produto) m ON m.id_pedido_compra = i.id_pedido_compra AND m.id_produto = i.id_produto
      WHERE COALESCE(m.quantidade, 0) <> i.recebido - i.avariado OR (m.quantidade IS NOT NULL AND m.custos <> i.custo_unitario)`);
    expect(porItem).toEqual([]);
    const lojaErrada = await t.sql.todas("SELECT m.id FROM estoque_movimentos m JOIN pedidos_compra pc ON pc.id = m.id_pedido_compra WHERE m.tipo = 'entrada_compra' AND m.id_seller <> pc.id_seller");
    expect(lojaErrada).toEqual([]);
    expect(await divergencias(t)).toEqual([]);

    // the average cost, replayed as estoque/regras/movimentar moves it, ends where the position says
    const movimentos = await t.sql.todas<{ id_seller: number; id_produto: number; quantidade: number; custo_unitario: number | null; tipo: string }>(
      "SELECT id_seller, id_produto, quantidade, custo_unitario, tipo FROM estoque_movimentos WHERE local = 'loja' ORDER BY id",
    );
    const medio = new Map<string, { emMaos: number; custo: number }>();
    for (const m of movimentos) {
      const chave = `${m.id_seller}:${m.id_produto}`;
      const s = medio.get(chave) ?? { emMaos: 0, custo: 0 };
      if (m.quantidade > 0 && m.custo_unitario !== null) {
        const q = m.quantidade;
        s.custo = s.emMaos > 0 ? Math.floor((s.emMaos * s.custo + q * m.custo_unitario + Math.floor((s.emMaos + q) / 2)) / (s.emMaos + q)) : m.custo_unitario;
      }
      s.emMaos += m.quantidade;
      medio.set(chave, s);
    }
    const saldos = await t.sql.todas<{ id_seller: number; id_produto: number; custo_medio: number }>('SELECT id_seller, id_produto, custo_medio FROM estoque_saldos WHERE ultima_movimentacao_em IS NOT NULL');
    const diferentes = saldos.filter((s) => medio.get(`${s.id_seller}:${s.id_produto}`)?.custo !== Number(s.custo_medio));
    expect(diferentes).toEqual([]);
  });

  it('show a few days of lead time, and a handful of suppliers usually late', async () => {
    const res = await pedir(t, admin, 'PUT', ROTAS_DESEMPENHO_FORNECEDORES.desempenho.caminho, { meses: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const fornecedores: DesempenhoFornecedor[] = res.json().RES.fornecedores;
    expect(fornecedores.length).toBeGreaterThan(50);
    const leads = fornecedores.map((f) => f.lead_time_dias).filter((d): d is number => d !== null).sort((a, b) => a - b);
    const mediana = leads[Math.floor(leads.length / 2)];
    expect(mediana).toBeGreaterThanOrEqual(2);
    expect(mediana).toBeLessThanOrEqual(10);
    // the usually late: many orders, rarely on time
    const atrasam = fornecedores.filter((f) => f.recebidos >= 10 && (f.pontualidade ?? 1) < 0.3);
    expect(atrasam.length).toBeGreaterThanOrEqual(2);
    expect(atrasam.length).toBeLessThanOrEqual(3);
    // the others mostly on time: the typical one at three deliveries in four or better
    const outros = fornecedores.filter((f) => !atrasam.includes(f) && f.pontualidade !== null).map((f) => Number(f.pontualidade)).sort((a, b) => a - b);
    expect(outros[Math.floor(outros.length / 2)]).toBeGreaterThanOrEqual(0.75);
  });
});
