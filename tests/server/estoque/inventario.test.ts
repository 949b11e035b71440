import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_INVENTARIO, ROTAS_INVENTARIO, type Inventario, type ItemInventario, type ListaItensInventario, type ResultadoLeituras } from '@retaguarda/contrato/api/inventario';
import { ROTAS_ESTOQUE, type ListaMovimentos } from '@retaguarda/contrato/api/estoque';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { createTestApp, type TestApp } from '../helpers';
import { abastecer, pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { divergencias, saldo } from './invariante';

const R = ROTAS_INVENTARIO;
const LOJA = 2;
const MINUTO = 60_000;
let t: TestApp;
let admin: string;
let contador: string;
let seq = 0;

const caminho = (rota: Parameters<typeof caminhoDe>[0], id: number, extra: Record<string, number> = {}) => caminhoDe(rota, { id, ...extra });

async function familia(nome: string): Promise<number> {
  const r = await pedir(t, admin, 'POST', '/produto-base', { nome, ncm: '61091000', unidade: 'UN' });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().RES.id;
}

async function produto(idFamilia: number, extra: Record<string, unknown> = {}): Promise<{ id: number; sku: string; ean: string }> {
  const n = ++seq;
  // a valid EAN-13 per product: twelve digits and their check digit
  const doze = `789${String(4_000_000 + n).padStart(9, '0')}`;
  const soma = [...doze].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  const ean = `${doze}${(10 - (soma % 10)) % 10}`;
  const sku = `INV-${n}`;
  const r = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Inventariado ${n}`, sku, ean, preco: 30, custo: 10, ncm: '61091000', unidade: 'UN', produto_base: idFamilia, ...extra });
  expect(r.statusCode, r.body).toBe(201);
  return { id: r.json().RES.id, sku, ean };
}

async function abrir(corpo: object, cookie = admin): Promise<Inventario> {
  const r = await pedir(t, cookie, 'POST', R.criar.caminho, corpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().RES;
}

async function ler(id: number, codigos: string[], cookie = contador) {
  return pedir(t, cookie, 'POST', caminho(R.leituras, id), { leituras: codigos.map((codigo) => ({ codigo, quantidade: 1 })) });
}

async function itens(id: number, corpo: object = {}): Promise<ItemInventario[]> {
  const r = await pedir(t, admin, 'PUT', caminho(R.itens, id), { por_pagina: 100, ...corpo });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().RES as ListaItensInventario).itens;
}

async function passo(rota: Parameters<typeof caminhoDe>[0], id: number, corpo?: object, cookie = admin) {
  return pedir(t, cookie, 'POST', caminho(rota, id), corpo);
}

const lerSessao = async (id: number): Promise<Inventario> => (await pedir(t, admin, 'GET', caminho(R.ler, id))).json().RES;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuario(t, { email: 'contador@retaguarda.dev', idSeller: LOJA, permissions: ['estoque_controle_de_inventario'] });
  contador = await t.login('contador@retaguarda.dev');
});
afterAll(() => t.close());

describe('a count session', () => {
  it('lists the scope’s products, counts reads of several counters at once, hides the expected figures of a blind count until it is closed', async () => {
    const f = await familia('Família contada');
    const [a, b] = [await produto(f), await produto(f)];
    const fora = await produto(await familia('Outra família'));
    await abastecer(t, LOJA, [a.id, b.id], 6);
    const s = await abrir({ id_seller: LOJA, escopo: 'familia', id_produto_base: f, cega: true, descricao: 'Família contada, às cegas' });
    expect(s).toMatchObject({ situacao: 'contando', escopo_descricao: 'Família Família contada', cega: true, resumo: { itens: 2, contados: 0, divergentes: null, valor_diferenca: null } });

    // two counters scanning at once: 5 reads of A each (one with the EAN's padding zero, one by SKU in lower case)
    const lotes = await Promise.all([
      ler(s.id, [a.ean, a.ean, `0${a.ean}`, a.ean, a.ean]),
      ler(s.id, [a.sku.toLowerCase(), a.ean, a.ean, a.ean, a.ean, fora.ean, '0000000000000']),
    ]);
    for (const r of lotes) expect(r.statusCode, r.body).toBe(200);
    const recusados = lotes.flatMap((r) => (r.json().RES as ResultadoLeituras).recusados);
    expect(recusados).toEqual([
      { codigo: fora.ean, quantidade: 1, motivo: MENSAGENS_INVENTARIO.foraDoEscopo },
      { codigo: '0000000000000', quantidade: 1, motivo: MENSAGENS_INVENTARIO.codigoDesconhecido },
    ]);
    const contados = await itens(s.id);
    expect(contados.map((i) => [i.id_produto, i.contado, i.esperado, i.diferenca])).toEqual([
      [a.id, 10, null, null],
      [b.id, null, null, null],
    ]);
    // a blind count does not tell which products differ either
    expect((await itens(s.id, { filtro: 'divergentes' })).length).toBe(2);

    expect((await passo(R.encerrar, s.id, undefined, contador)).statusCode).toBe(200);
    const fechado = await lerSessao(s.id);
    expect(fechado.resumo).toMatchObject({ itens: 2, contados: 1, divergentes: 1, unidades_sobra: 4, unidades_falta: 0, valor_diferenca: 40 });
    expect((await itens(s.id, { filtro: 'divergentes' })).map((i) => [i.id_produto, i.contado, i.esperado, i.diferenca, i.valor_diferenca])).toEqual([[a.id, 10, 6, 4, 40]]);
    // closed: reads are refused and nothing is added
    const tarde = await ler(s.id, [a.ean]);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().RES).toBe(MENSAGENS_INVENTARIO.naoContando);
  });

  it('compares each product with its on hand when it was counted, so sales during the count are neither missed nor found twice', async () => {
    const f = await familia('Família com vendas');
    const [a, b] = [await produto(f), await produto(f)];
    await abastecer(t, LOJA, [a.id, b.id], 10);
    const s = await abrir({ id_seller: LOJA, escopo: 'familia', id_produto_base: f });
    t.relogio.avancar(MINUTO);
    // 2 of A are sold before A is counted: 8 on the shelf, 8 counted, no difference
    expect((await pedir(t, admin, 'POST', ROTAS_ESTOQUE.ajuste.caminho, { id_seller: LOJA, id_produto: a.id, direcao: 'saida', quantidade: 2, motivo: 'Venda de balcão' })).statusCode).toBe(200);
    t.relogio.avancar(MINUTO);
    expect((await pedir(t, contador, 'PUT', caminho(R.contagem, s.id, { id_produto: a.id }), { quantidade: 8 })).statusCode).toBe(200);
    // B: 9 found of 10 (one missing), then 3 sold after it was counted
    expect((await ler(s.id, Array.from({ length: 9 }, () => b.ean))).statusCode).toBe(200);
    t.relogio.avancar(MINUTO);
    expect((await pedir(t, admin, 'POST', ROTAS_ESTOQUE.ajuste.caminho, { id_seller: LOJA, id_produto: b.id, direcao: 'saida', quantidade: 3, motivo: 'Venda de balcão' })).statusCode).toBe(200);

    expect((await passo(R.encerrar, s.id)).statusCode).toBe(200);
    expect((await itens(s.id)).map((i) => [i.id_produto, i.contado, i.esperado, i.diferenca])).toEqual([
      [a.id, 8, 8, 0],
      [b.id, 9, 10, -1],
    ]);
    const { version } = await lerSessao(s.id);
    t.relogio.avancar(MINUTO);
    const aprovado = await passo(R.aprovar, s.id, { version });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(aprovado.json().RES).toMatchObject({ situacao: 'aprovado', resumo: { divergentes: 1, unidades_falta: 1, valor_diferenca: -10 } });
    // B: 10 − 3 sold − 1 missing = 6; A untouched at 8
    expect(await saldo(t, LOJA, a.id)).toMatchObject({ em_maos: 8 });
    expect(await saldo(t, LOJA, b.id)).toMatchObject({ em_maos: 6 });
    const razao: ListaMovimentos = (await pedir(t, admin, 'PUT', ROTAS_ESTOQUE.movimentos.caminho, { id_seller: LOJA, id_produto: b.id })).json().RES;
    expect(razao.itens[0]).toMatchObject({ tipo: 'inventario', quantidade: -1, saldo_apos: 6, motivo: `Inventário nº ${s.id}` });
    expect((await pedir(t, admin, 'PUT', ROTAS_ESTOQUE.movimentos.caminho, { id_seller: LOJA, id_produto: a.id, tipos: ['inventario'] })).json().RES.itens).toEqual([]);
    // once approved, the figures are the posted ones, whatever moves later
    await abastecer(t, LOJA, [b.id], 5);
    expect((await itens(s.id)).map((i) => [i.id_produto, i.contado, i.esperado, i.diferenca])).toEqual([
      [a.id, 8, 8, 0],
      [b.id, 9, 10, -1],
    ]);
    expect(await divergencias(t)).toEqual([]);
  });

  it('takes a typed count as the whole count, clears it with null, and counts a scope of one shelf', async () => {
    const f = await familia('Família da prateleira');
    const [a, b] = [await produto(f, { localizacao: 'A3' }), await produto(f, { localizacao: 'B1' })];
    const s = await abrir({ id_seller: LOJA, escopo: 'prateleira', prateleira: 'a3' });
    expect(s.escopo_descricao).toBe('Prateleira a3');
    expect((await itens(s.id)).map((i) => [i.id_produto, i.localizacao])).toEqual([[a.id, 'A3']]);
    expect((await ler(s.id, [b.ean])).json().RES.recusados).toEqual([{ codigo: b.ean, quantidade: 1, motivo: MENSAGENS_INVENTARIO.foraDoEscopo }]);
    await ler(s.id, [a.ean, a.ean]);
    const digitado = await pedir(t, contador, 'PUT', caminho(R.contagem, s.id, { id_produto: a.id }), { quantidade: 5 });
    expect(digitado.json().RES).toMatchObject({ id_produto: a.id, contado: 5 });
    const limpo = await pedir(t, contador, 'PUT', caminho(R.contagem, s.id, { id_produto: a.id }), { quantidade: null });
    expect(limpo.json().RES).toMatchObject({ contado: null, contado_em: null });
    expect((await pedir(t, contador, 'PUT', caminho(R.contagem, s.id, { id_produto: b.id }), { quantidade: 1 })).statusCode).toBe(404);
  });
});

describe('its steps and who may take them', () => {
  it('refuses what the situation does not allow, an approval of an older version, a second approval, and one with nothing counted', async () => {
    const f = await familia('Família dos passos');
    const a = await produto(f);
    await abastecer(t, LOJA, [a.id], 3);
    const s = await abrir({ id_seller: LOJA, escopo: 'familia', id_produto_base: f });
    const cedo = await passo(R.aprovar, s.id, { version: s.version });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().RES).toBe(MENSAGENS_INVENTARIO.naoEmConferencia);
    await passo(R.encerrar, s.id);
    expect((await passo(R.aprovar, s.id, { version: (await lerSessao(s.id)).version })).json().RES).toBe(MENSAGENS_INVENTARIO.nadaContado);
    // reopened and counted again after someone read it: that reader's approval is stale
    const visto = await lerSessao(s.id);
    await passo(R.reabrir, s.id);
    await ler(s.id, [a.ean]);
    await passo(R.encerrar, s.id);
    const velho = await passo(R.aprovar, s.id, { version: visto.version });
    expect(velho.statusCode).toBe(409);
    expect(velho.json().RES).toBe(MENSAGENS_INVENTARIO.alteradoPorOutro);
    // two approvals at once: one posts, the other is refused
    const { version } = await lerSessao(s.id);
    const duas = await Promise.all([passo(R.aprovar, s.id, { version }), passo(R.aprovar, s.id, { version })]);
    expect(duas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await saldo(t, LOJA, a.id)).toMatchObject({ em_maos: 1 });
    expect((await passo(R.cancelar, s.id)).json().RES).toBe(MENSAGENS_INVENTARIO.jaEncerrado);
    expect(await divergencias(t)).toEqual([]);
  });

  it('lets a counter count and close but not approve; another group sees nothing; the scope must be named', async () => {
    const f = await familia('Família do contador');
    const a = await produto(f);
    const s = await abrir({ id_seller: LOJA, escopo: 'familia', id_produto_base: f }, contador);
    await ler(s.id, [a.ean]);
    await passo(R.encerrar, s.id, undefined, contador);
    expect((await passo(R.aprovar, s.id, { version: (await lerSessao(s.id)).version }, contador)).statusCode).toBe(403);
    expect((await passo(R.cancelar, s.id, undefined, contador)).json().RES.situacao).toBe('cancelado');

    await criarUsuario(t, { email: 'inventario-outro@retaguarda.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['estoque_controle_de_inventario', 'estoque_ajustes_e_movimentacoes'] });
    const outro = await t.login('inventario-outro@retaguarda.dev');
    expect((await pedir(t, outro, 'GET', caminho(R.ler, s.id))).statusCode).toBe(404);
    expect((await ler(s.id, [a.ean], outro)).statusCode).toBe(404);
    expect((await pedir(t, outro, 'PUT', R.consultar.caminho, {})).json().RES.itens.map((i: Inventario) => i.id)).not.toContain(s.id);
    expect((await pedir(t, outro, 'POST', R.criar.caminho, { id_seller: LOJA })).statusCode).toBe(404);

    const semFamilia = await pedir(t, admin, 'POST', R.criar.caminho, { id_seller: LOJA, escopo: 'familia' });
    expect(semFamilia.statusCode).toBe(400);
    expect(semFamilia.body).toContain(MENSAGENS_INVENTARIO.familiaObrigatoria);
    const prateleiraVazia = await pedir(t, admin, 'POST', R.criar.caminho, { id_seller: LOJA, escopo: 'prateleira', prateleira: 'ZZ-nada' });
    expect(prateleiraVazia.statusCode).toBe(422);
    expect(prateleiraVazia.json().RES).toBe(MENSAGENS_INVENTARIO.escopoVazio);
    const muitas = await ler(s.id, Array.from({ length: 201 }, () => a.ean), admin);
    expect(muitas.statusCode).toBe(400);
  });
});
