import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { ACOES_RECURSO, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { seedDemo } from '../../../server/db';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { AGORA_TESTES } from '../agora';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarAppRecursos, ferramentas, type AppRecursos } from '../recursos/app-recursos';
import { criarUsuario } from '../usuarios-de-teste';
import { corposDeCriacao, escopoDosCadastros, grupoDoSeller, registrosDoGrupo } from './cadastros';
import { comChavesMinimas, deOutroGrupo, rotasDaMatriz, semChaves, semSessao, type AppDaMatriz, type RotaDaMatriz } from './varredura';

/**
 * A register declared after everything else (the engine's throwaway one, a field of every type),
 * handed to the app as a module's declaration would be and nothing else written for it: the
 * authorisation matrix sweeps its routes, and the demo seed runs again over its tables, on SQLite
 * and on PostgreSQL.
 */
let t: AppRecursos;
let m: AppDaMatriz;
const rotasDela = rotasDoRecurso(ferramentas);
const dela = (r: RotaDaMatriz) => Object.values(rotasDela).some((e) => `${e.metodo} ${e.caminho}` === r.chave);
/** Any id: the guard answers before the route reads it. */
const ID = 1;

beforeAll(async () => {
  t = await criarAppRecursos({ ferramentas });
  m = t;
});
afterAll(() => t.close());

describe('a register declared later, with no line of its own in the matrix or the seed', () => {
  it('has every route of a register, each with its declared endpoint', () => {
    const rotas = rotasDaMatriz(m, dela);
    expect(rotas.map((r) => r.chave).sort()).toEqual(Object.values(rotasDela).map((e) => `${e.metodo} ${e.caminho}`).sort());
    expect(rotas).toHaveLength(ACOES_RECURSO.length);
    expect(rotas.filter((r) => !r.endpoint)).toEqual([]);
  });

  it('answers 401 without a session, and 403 to a session without keys, logging each', async () => {
    const rotas = rotasDaMatriz(m, dela);
    expect(await semSessao(m, rotas, ID)).toEqual([]);
    await criarUsuario(t, { email: 'sem-chaves@retaguarda.dev', idSeller: 1, permissions: [] });
    const { falhas, registradas, varridas } = await semChaves(m, rotas, ID, await t.login('sem-chaves@retaguarda.dev'));
    expect(falhas).toEqual([]);
    expect(varridas).toHaveLength(ACOES_RECURSO.length);
    expect(registradas).toEqual(varridas);
  });

  it('lets each smallest key set its declaration names through', async () => {
    expect(await comChavesMinimas(m, rotasDaMatriz(m, dela), { idSeller: 1, prefixo: 'minimas-ferramentas' })).toEqual([]);
  });

  it("keeps group 1's record and custom field out of another group's reach, and lands that group's creations in its own", async () => {
    const admin = await t.login('admin@retaguarda.dev');
    const campo = await t.chamar(admin, 'POST', rotasDela.criarCampo.caminho, { rotulo: 'Voltagem', tipo: 'texto' });
    expect(campo.statusCode, campo.body).toBe(201);
    const doGrupo1 = await registrosDoGrupo(m, admin, await grupoDoSeller(m, 1));
    await criarUsuario(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
    const outroGrupo = await t.login('todas@parceira.dev');
    const idGrupoOutro = await grupoDoSeller(m, SELLER_OUTRO_GRUPO);
    const entradas = escopoDosCadastros(m, { cookie: outroGrupo, idGrupoOutro, doGrupo1, idCampo: campo.json().RES.id, criacao: await corposDeCriacao(m, idGrupoOutro) });
    expect(await deOutroGrupo(m, rotasDaMatriz(m, dela), ID, outroGrupo, entradas)).toEqual([]);
    expect(await t.sql.uma('SELECT ativo, version FROM ferramentas WHERE id = ?', doGrupo1.ferramentas)).toEqual({ ativo: 1, version: 1 });
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas WHERE id_grupo = ?', idGrupoOutro))).toBe(1);
  });

  it("is emptied with the rest by the demo seed run again, and served afterwards", async () => {
    const cliente = Number(await t.sql.valor('SELECT MIN(c.id) FROM clients c JOIN sellers s ON s.id_grupo = c.id_grupo WHERE s.id = 1'));
    const admin = await t.login('admin@retaguarda.dev');
    const comLigacao = await t.chamar(admin, 'POST', ferramentas.caminho, { nome: 'Serra', estado: 'nova', usuarios: [cliente] });
    expect(comLigacao.statusCode, comLigacao.body).toBe(201);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas__usuarios'))).toBeGreaterThan(0);
    const seed = await seedDemo(t.db, { orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
    expect(seed.products).toBeGreaterThan(0);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas'))).toBe(0);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas__usuarios'))).toBe(0);
    const cookie = await t.login('admin@retaguarda.dev');
    const lista = await t.chamar(cookie, rotasDela.consulta.metodo, rotasDela.consulta.caminho, { situacao: 'todos' });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().PAG.total).toBe(0);
  });
});
