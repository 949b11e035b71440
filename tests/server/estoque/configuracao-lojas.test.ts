import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { MENSAGENS_ESTOQUE, ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { MENSAGENS_CONFIGURACAO_ESTOQUE } from '@retaguarda/contrato/api/estoqueLojas';
import { createTestApp, type TestApp } from '../helpers';
import { abastecer, pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { divergencias, saldo } from './invariante';

const R = ROTAS_ESTOQUE;
let t: TestApp;
let admin: string;
/** Sees the position (and the settings) but holds no adjustments key. */
let gestor: string;
let semChaves: string;

const urlLoja = (id: number | string) => R.configurarLoja.caminho.replace(':id', String(id));
const configurar = (idSeller: number | string, corpo: object, cookie = admin) => pedir(t, cookie, 'PUT', urlLoja(idSeller), corpo);
const valorGuardado = async (idSeller: number) => Number(await t.sql.valor('SELECT estoque_negativo FROM sellers WHERE id = ?', idSeller));
const eventos = async () =>
  (await t.sql.todas<{ email: string; detalhe: string }>("SELECT email, detalhe FROM security_events WHERE tipo = 'loja_estoque_negativo_alterado' ORDER BY id")).map((e) => ({
    email: e.email,
    ...(JSON.parse(e.detalhe) as object),
  }));

async function produtoNovo(sku: string): Promise<number> {
  const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Produto ${sku}`, sku, preco: 50, custo: 20, ncm: '61091000', unidade: 'UN' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuario(t, { email: 'gestor-estoque@retaguarda.dev', idSeller: 1, permissions: ['menu_principal_estoque', 'estoque_gestao_de_estoque'] });
  await criarUsuario(t, { email: 'nenhuma-chave@retaguarda.dev', idSeller: 1, permissions: [] });
  gestor = await t.login('gestor-estoque@retaguarda.dev');
  semChaves = await t.login('nenhuma-chave@retaguarda.dev');
});
afterAll(() => t.close());

describe('GET /v2/estoque/lojas/configuracao', () => {
  it("lists the group's stores by name with their setting, to the position's key as well", async () => {
    const nomes = await t.sql.todas<{ id: number; nome: string }>('SELECT id, nome FROM sellers WHERE id_grupo = 1 ORDER BY nome, id');
    for (const cookie of [admin, gestor]) {
      const res = await pedir(t, cookie, 'GET', R.configuracoesLojas.caminho);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().RES).toEqual(nomes.map((n) => ({ id_seller: n.id, loja: n.nome, estoque_negativo: false })));
    }
    expect((await pedir(t, semChaves, 'GET', R.configuracoesLojas.caminho)).statusCode).toBe(403);
  });
});

describe('PUT /v2/estoque/lojas/:id/configuracao', () => {
  it('turns selling without stock on and off with the adjustments key, each change in the security log', async () => {
    const on = await configurar(3, { estoque_negativo: true, estoque_negativo_anterior: false });
    expect(on.statusCode, on.body).toBe(200);
    const nome = String(await t.sql.valor('SELECT nome FROM sellers WHERE id = 3'));
    expect(on.json().RES).toEqual({ id_seller: 3, loja: nome, estoque_negativo: true });
    expect(await valorGuardado(3)).toBe(1);
    const lista = (await pedir(t, admin, 'GET', R.configuracoesLojas.caminho)).json().RES as { id_seller: number; estoque_negativo: boolean }[];
    expect(lista.filter((l) => l.estoque_negativo).map((l) => l.id_seller)).toEqual([3]);

    // asking for the value it already has: nothing changes and nothing is logged
    expect((await configurar(3, { estoque_negativo: true, estoque_negativo_anterior: true })).statusCode).toBe(200);
    const off = await configurar(3, { estoque_negativo: false, estoque_negativo_anterior: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(await valorGuardado(3)).toBe(0);
    expect(await eventos()).toEqual([
      { email: 'admin@retaguarda.dev', id_seller: 3, loja: nome, antes: false, depois: true },
      { email: 'admin@retaguarda.dev', id_seller: 3, loja: nome, antes: true, depois: false },
    ]);
  });

  it('refuses a user without the adjustments key (403, logged) and leaves the store as it was', async () => {
    const antes = (await eventos()).length;
    for (const cookie of [gestor, semChaves]) {
      const res = await configurar(2, { estoque_negativo: true, estoque_negativo_anterior: false }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ RES: MENSAGENS_COMUNS.acessoNegado });
    }
    expect(await valorGuardado(2)).toBe(0);
    expect(await eventos()).toHaveLength(antes);
    const negados = await t.sql.coluna<string>("SELECT detalhe FROM security_events WHERE tipo = 'acesso_negado' AND email = 'gestor-estoque@retaguarda.dev'");
    expect(negados.map((d) => JSON.parse(d))).toContainEqual({ metodo: 'PUT', caminho: R.configurarLoja.caminho, chave: 'estoque_ajustes_e_movimentacoes' });
  });

  it("answers another group's store, and one that does not exist, as not found", async () => {
    for (const id of [SELLER_OUTRO_GRUPO, 999_999]) {
      const res = await configurar(id, { estoque_negativo: true, estoque_negativo_anterior: false });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ RES: MENSAGENS_ESTOQUE.lojaInvalida });
    }
    expect(await valorGuardado(SELLER_OUTRO_GRUPO)).toBe(0);
  });

  it('refuses an invalid body or store id, naming the fields', async () => {
    const semCorpo = await configurar(1, {});
    expect(semCorpo.statusCode).toBe(400);
    expect(semCorpo.json().validation.body).toMatchObject({ source: 'body', keys: ['estoque_negativo', 'estoque_negativo_anterior'] });
    const texto = await configurar(1, { estoque_negativo: 'sim', estoque_negativo_anterior: false });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().validation.body).toEqual({ source: 'body', keys: ['estoque_negativo'], message: MENSAGENS_CONFIGURACAO_ESTOQUE.informeValor });
    const id = await configurar('abc', { estoque_negativo: true, estoque_negativo_anterior: false });
    expect(id.statusCode).toBe(400);
    expect(id.json().validation.body).toMatchObject({ source: 'params', keys: ['id'], message: 'Loja inválida' });
    expect(await valorGuardado(1)).toBe(0);
  });

  it('answers 409 when the value seen is no longer the value kept (someone changed it meanwhile)', async () => {
    expect((await configurar(4, { estoque_negativo: true, estoque_negativo_anterior: false })).statusCode).toBe(200);
    const velho = await configurar(4, { estoque_negativo: true, estoque_negativo_anterior: false });
    expect(velho.statusCode).toBe(409);
    expect(velho.json()).toEqual({ RES: MENSAGENS_CONFIGURACAO_ESTOQUE.mudou });
    const desfazerSemVer = await configurar(4, { estoque_negativo: false, estoque_negativo_anterior: false });
    expect(desfazerSemVer.statusCode).toBe(409);
    expect(await valorGuardado(4)).toBe(1);
    expect((await configurar(4, { estoque_negativo: false, estoque_negativo_anterior: true })).statusCode).toBe(200);
  });

  it('of two people changing it at once, exactly one wins and the other hears of it', async () => {
    const corpo = { estoque_negativo: true, estoque_negativo_anterior: false };
    const outraSessao = await t.login('admin@retaguarda.dev');
    const [a, b] = await Promise.all([configurar(2, corpo), configurar(2, corpo, outraSessao)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await eventos()).filter((e) => 'id_seller' in e && e.id_seller === 2)).toHaveLength(1);
    expect((await configurar(2, { estoque_negativo: false, estoque_negativo_anterior: true })).statusCode).toBe(200);
  });

  it('an adjustment below zero is refused before the switch and accepted after it', async () => {
    const p = await produtoNovo('CFG-NEG-1');
    await abastecer(t, 1, [p], 1);
    const saida = { id_seller: 1, id_produto: p, direcao: 'saida', quantidade: 3, motivo: 'Vendido no balcão sem sistema' };
    const antes = await pedir(t, admin, 'POST', R.ajuste.caminho, saida);
    expect(antes.statusCode).toBe(409);
    expect(antes.json()).toEqual({ RES: MENSAGENS_ESTOQUE.insuficiente('Produto CFG-NEG-1', 1, 3) });
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 1 });

    expect((await configurar(1, { estoque_negativo: true, estoque_negativo_anterior: false })).statusCode).toBe(200);
    const depois = await pedir(t, admin, 'POST', R.ajuste.caminho, saida);
    expect(depois.statusCode, depois.body).toBe(200);
    expect(depois.json().RES).toMatchObject({ tipo: 'ajuste_saida', quantidade: -3, saldo_apos: -2 });
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: -2 });

    // switched off again, the store refuses going further below zero
    expect((await configurar(1, { estoque_negativo: false, estoque_negativo_anterior: true })).statusCode).toBe(200);
    const deNovo = await pedir(t, admin, 'POST', R.ajuste.caminho, { ...saida, quantidade: 1 });
    expect(deNovo.statusCode).toBe(409);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: -2 });
    expect(await divergencias(t)).toEqual([]);
  });
});
