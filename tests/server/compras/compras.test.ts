import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_COMPRAS, ROTAS_COMPRAS, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { ROTAS_DESEMPENHO_FORNECEDORES } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { digitoVerificador } from '@retaguarda/contrato/br/chaveAcesso';
import { createTestApp, type TestApp } from '../helpers';
import { pedir } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { divergencias, saldo } from '../estoque/invariante';

const R = ROTAS_COMPRAS;
let t: TestApp;
let admin: string;
let fornecedor: number;
let cnpjFornecedor: string;
let seq = 0;

/** A supplier's NF-e key (model 55) with the right check digit, numbered `n`. */
function chaveNfe(n: number, modelo = '55'): string {
  const base = `352611${cnpjFornecedor}${modelo}001${String(n).padStart(9, '0')}1${String(10_000_000 + n * 7919).slice(-8)}`;
  return base + String(digitoVerificador(base));
}

async function produto(custo = 20): Promise<number> {
  const n = ++seq;
  const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Produto de compra ${n}`, sku: `CMP-${n}`, preco: 60, custo, ncm: '61091000', unidade: 'UN' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

async function rascunho(itens: { id_produto: number; quantidade: number; custo_unitario: number }[], cookie = admin) {
  return pedir(t, cookie, 'POST', R.criar.caminho, { id_fornecedor: fornecedor, id_seller: 1, previsao_entrega: '2026-12-10', condicoes_pagamento: '30/60 dias', itens });
}

async function enviado(itens: { id_produto: number; quantidade: number; custo_unitario: number }[]): Promise<PedidoCompra> {
  const criado = await rascunho(itens);
  expect(criado.statusCode, criado.body).toBe(200);
  const p: PedidoCompra = criado.json().RES;
  const res = await pedir(t, admin, 'POST', caminhoDe(R.enviar, { id: p.id }), { version: p.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  const f = (await t.sql.uma('SELECT id, cnpj FROM fornecedores WHERE id_grupo = 1 AND ativo = 1 ORDER BY id LIMIT 1')) as { id: number; cnpj: string };
  fornecedor = Number(f.id);
  cnpjFornecedor = f.cnpj;
});
afterAll(() => t.close());

describe('purchase orders', () => {
  it('writes a draft, edits it, sends it (then it no longer changes) and prints it for the supplier', async () => {
    const p1 = await produto();
    const p2 = await produto();
    const criado = await rascunho([{ id_produto: p1, quantidade: 10, custo_unitario: 12.5 }]);
    expect(criado.statusCode, criado.body).toBe(200);
    const p: PedidoCompra = criado.json().RES;
    expect(p).toMatchObject({ situacao: 'rascunho', loja: 'Loja Centro', total: 125, version: 1, criado_por: 'Ana Administradora', itens: [{ id_produto: p1, quantidade: 10, custo_unitario: 12.5, recebido: 0 }] });

    const editado = await pedir(t, admin, 'PUT', caminhoDe(R.editar, { id: p.id }), {
      version: 1, id_fornecedor: fornecedor, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: p1, quantidade: 10, custo_unitario: 12.5 }, { id_produto: p2, quantidade: 4, custo_unitario: 30 }],
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().RES).toMatchObject({ total: 245, version: 2, previsao_entrega: null });

    const velho = await pedir(t, admin, 'POST', caminhoDe(R.enviar, { id: p.id }), { version: 1 });
    expect(velho.statusCode).toBe(409);
    expect(velho.json().RES).toBe(MENSAGENS_COMPRAS.versaoConflitante);
    const env = await pedir(t, admin, 'POST', caminhoDe(R.enviar, { id: p.id }), { version: 2 });
    expect(env.json().RES).toMatchObject({ situacao: 'enviado', enviado_em: t.relogio.agora.getTime() });
    const depois = await pedir(t, admin, 'PUT', caminhoDe(R.editar, { id: p.id }), { version: 3, id_fornecedor: fornecedor, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: p1, quantidade: 1, custo_unitario: 1 }] });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().RES).toBe(MENSAGENS_COMPRAS.somenteRascunho);

    const pdf = await pedir(t, admin, 'GET', caminhoDe(R.pdf, { id: p.id }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const lista = (await pedir(t, admin, 'PUT', R.lista.caminho, { situacoes: ['enviado'], id_fornecedor: fornecedor })).json().RES;
    expect(lista.itens[0]).toMatchObject({ id: p.id, situacao: 'enviado', itens: 2, total: 245 });
  });

  it('refuses a supplier or product of another group, the same product twice, and a user without the key', async () => {
    const p1 = await produto();
    const outroFornecedor = Number(await t.sql.valor('SELECT id FROM fornecedores WHERE id_grupo <> 1 ORDER BY id LIMIT 1') ?? 0);
    if (outroFornecedor > 0) {
      const alheio = await pedir(t, admin, 'POST', R.criar.caminho, { id_fornecedor: outroFornecedor, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: p1, quantidade: 1, custo_unitario: 1 }] });
      expect(alheio.json().validation.body).toMatchObject({ keys: ['id_fornecedor'] });
    }
    const repetido = await rascunho([{ id_produto: p1, quantidade: 1, custo_unitario: 1 }, { id_produto: p1, quantidade: 2, custo_unitario: 1 }]);
    expect(repetido.json().validation.body).toMatchObject({ keys: ['itens.1.id_produto'], message: MENSAGENS_COMPRAS.produtoRepetido });
    const inexistente = await rascunho([{ id_produto: 99_999_999, quantidade: 1, custo_unitario: 1 }]);
    expect(inexistente.json().validation.body).toMatchObject({ keys: ['itens.0.id_produto'] });
    const vendas = await t.login('vendas@retaguarda.dev');
    expect((await rascunho([{ id_produto: p1, quantidade: 1, custo_unitario: 1 }], vendas)).statusCode).toBe(403);
  });
});

describe('receiving', () => {
  it('takes a shortage and damage with the NF-e: good units enter the stock and move the average cost; the rest closes it', async () => {
    const p1 = await produto(20);
    const p2 = await produto(8);
    // 10 on hand at R$ 20,00
    expect((await pedir(t, admin, 'POST', '/v2/estoque/ajustes', { id_seller: 1, id_produto: p1, direcao: 'entrada', quantidade: 10, motivo: 'Saldo anterior' })).statusCode).toBe(200);
    const p = await enviado([{ id_produto: p1, quantidade: 10, custo_unitario: 30 }, { id_produto: p2, quantidade: 5, custo_unitario: 8 }]);

    const semDv = chaveNfe(101).slice(0, 43) + '0';
    const ruim = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: p.version, chave_nfe: semDv === chaveNfe(101) ? `${semDv.slice(0, 43)}1` : semDv, itens: [{ id_produto: p1, recebido: 10 }] });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().validation.body).toMatchObject({ keys: ['chave_nfe'], message: 'O dígito verificador da chave de acesso não confere' });
    const nfce = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: p.version, chave_nfe: chaveNfe(102, '65'), itens: [{ id_produto: p1, recebido: 10 }] });
    expect(nfce.json().validation.body.message).toBe('A chave não é de uma NF-e (modelo 65)');
    const avaria = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: p.version, itens: [{ id_produto: p1, recebido: 2, avariado: 3 }] });
    expect(avaria.json().validation.body).toMatchObject({ keys: ['itens.0.avariado'], message: MENSAGENS_COMPRAS.avariaMaiorQueRecebido });

    const primeiro = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), {
      version: p.version, chave_nfe: chaveNfe(103), itens: [{ id_produto: p1, recebido: 10, avariado: 0 }, { id_produto: p2, recebido: 4, avariado: 1 }],
    });
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    const r1: PedidoCompra = primeiro.json().RES;
    expect(r1).toMatchObject({ situacao: 'parcial', itens: expect.arrayContaining([expect.objectContaining({ id_produto: p2, recebido: 4, avariado: 1 })]) });
    expect(r1.recebimentos[0]).toMatchObject({ chave_nfe: chaveNfe(103), usuario: 'Ana Administradora' });
    // (10 × 20,00 + 10 × 30,00) / 20 = 25,00; 3 good units of p2 at its own cost
    expect(await saldo(t, 1, p1)).toMatchObject({ em_maos: 20, custo_medio: 2500 });
    expect(await saldo(t, 1, p2)).toMatchObject({ em_maos: 3, custo_medio: 800 });

    const mesmaNota = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: r1.version, chave_nfe: chaveNfe(103), itens: [{ id_produto: p2, recebido: 1 }] });
    expect(mesmaNota.json().validation.body).toMatchObject({ keys: ['chave_nfe'], message: MENSAGENS_COMPRAS.chaveRepetida });
    const cancelar = await pedir(t, admin, 'POST', caminhoDe(R.cancelar, { id: p.id }), { version: r1.version, motivo: 'Desisti' });
    expect(cancelar.json().RES).toBe(MENSAGENS_COMPRAS.naoCancelavel);

    const resto = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: r1.version, itens: [{ id_produto: p2, recebido: 0 }], encerrar: true });
    expect(resto.statusCode).toBe(400);
    const fim = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), { version: r1.version, chave_nfe: chaveNfe(104), itens: [{ id_produto: p2, recebido: 1 }] });
    expect(fim.json().RES).toMatchObject({ situacao: 'recebido', recebido_em: t.relogio.agora.getTime() });
    expect(await saldo(t, 1, p2)).toMatchObject({ em_maos: 4 });
    const razao = (await pedir(t, admin, 'PUT', '/v2/estoque/movimentos/consulta', { id_seller: 1, id_produto: p1 })).json().RES;
    expect(razao.itens[0]).toMatchObject({ tipo: 'entrada_compra', quantidade: 10, custo_unitario: 30, motivo: `Pedido de compra nº ${p.id} · NF-e 103` });
    expect(await divergencias(t)).toEqual([]);
  });

  it('lets exactly one of two receipts of one order at once post its stock', async () => {
    const p1 = await produto();
    const p = await enviado([{ id_produto: p1, quantidade: 6, custo_unitario: 10 }]);
    const corpo = { version: p.version, itens: [{ id_produto: p1, recebido: 6 }] };
    const [a, b] = await Promise.all([pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), corpo), pedir(t, admin, 'POST', caminhoDe(R.receber, { id: p.id }), corpo)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await saldo(t, 1, p1)).toMatchObject({ em_maos: 6 });
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM recebimentos_compra WHERE id_pedido_compra = ?', p.id))).toBe(1);
  });

  it('lets a receiving clerk read and receive, not write orders; a draft is not received', async () => {
    const p1 = await produto();
    await criarUsuario(t, { email: 'recebimento@teste.dev', idSeller: 1, permissions: ['compras_recebimento_e_conferencia'] });
    const clerk = await t.login('recebimento@teste.dev');
    expect((await rascunho([{ id_produto: p1, quantidade: 1, custo_unitario: 1 }], clerk)).statusCode).toBe(403);
    const draft: PedidoCompra = (await rascunho([{ id_produto: p1, quantidade: 1, custo_unitario: 1 }])).json().RES;
    const cedo = await pedir(t, clerk, 'POST', caminhoDe(R.receber, { id: draft.id }), { version: draft.version, itens: [{ id_produto: p1, recebido: 1 }] });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().RES).toBe(MENSAGENS_COMPRAS.naoRecebivel);
    const p = await enviado([{ id_produto: p1, quantidade: 2, custo_unitario: 5 }]);
    expect((await pedir(t, clerk, 'GET', caminhoDe(R.ler, { id: p.id }))).statusCode).toBe(200);
    const ok = await pedir(t, clerk, 'POST', caminhoDe(R.receber, { id: p.id }), { version: p.version, itens: [{ id_produto: p1, recebido: 2 }] });
    expect(ok.json().RES.situacao).toBe('recebido');
  });
});

describe('supplier performance', () => {
  it('measures lead time, on-time rate, fill rate, price change and what is open or late, per supplier', async () => {
    // a supplier of its own: the demo's suppliers have a year of seeded orders
    const novo = await pedir(t, admin, 'POST', '/v2/fornecedores', { nome_fantasia: 'Têxtil Aurora', razao_social: 'Têxtil Aurora Indústria Ltda.', cnpj: '11222333000181' });
    expect(novo.statusCode, novo.body).toBe(201);
    const outro = { id: Number(novo.json().RES.id), nome_fantasia: 'Têxtil Aurora' };
    const x = await produto(10);
    const dia = (d: number) => diaChaveSP(new Date(t.relogio.agora.getTime() + d * 86_400_000));
    const enviar = async (custo: number, previsao: string): Promise<PedidoCompra> => {
      const criado = await pedir(t, admin, 'POST', R.criar.caminho, { id_fornecedor: Number(outro.id), id_seller: 1, previsao_entrega: previsao, itens: [{ id_produto: x, quantidade: 10, custo_unitario: custo }] });
      expect(criado.statusCode, criado.body).toBe(200);
      return (await pedir(t, admin, 'POST', caminhoDe(R.enviar, { id: criado.json().RES.id }), { version: 1 })).json().RES;
    };
    const noPrazo = await enviar(10, dia(5));
    const atrasado = await enviar(11, dia(5));
    await enviar(11, dia(2));
    t.relogio.avancar(3 * 86_400_000);
    admin = await t.login('admin@retaguarda.dev');
    expect((await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: noPrazo.id }), { version: noPrazo.version, itens: [{ id_produto: x, recebido: 10 }] })).statusCode).toBe(200);
    t.relogio.avancar(5 * 86_400_000);
    admin = await t.login('admin@retaguarda.dev');
    const curto = await pedir(t, admin, 'POST', caminhoDe(R.receber, { id: atrasado.id }), { version: atrasado.version, itens: [{ id_produto: x, recebido: 9 }], encerrar: true });
    expect(curto.json().RES.situacao).toBe('recebido');

    const res = await pedir(t, admin, 'PUT', ROTAS_DESEMPENHO_FORNECEDORES.desempenho.caminho, { meses: 3, id_fornecedor: Number(outro.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES.fornecedores).toEqual([
      {
        id_fornecedor: Number(outro.id), fornecedor: outro.nome_fantasia, pedidos: 3, recebidos: 2, abertos: 1, atrasados: 1, lead_time_dias: 5.5,
        pontualidade: 0.5, fill_rate: 0.95, variacao_preco: 0.1, valor_comprado: 320, ultima_entrega_em: t.relogio.agora.getTime(),
      },
    ]);
    const alheio = await pedir(t, admin, 'PUT', ROTAS_DESEMPENHO_FORNECEDORES.desempenho.caminho, { meses: 3, id_seller: 5 });
    expect(alheio.statusCode).toBe(403);
    const vendas = await t.login('vendas@retaguarda.dev');
    expect((await pedir(t, vendas, 'PUT', ROTAS_DESEMPENHO_FORNECEDORES.desempenho.caminho, {})).statusCode).toBe(403);
  });
});
