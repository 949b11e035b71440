import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { documentoOpenApi } from '../../server/documentacao/openapi';
import { DIRETORIO_MODULOS } from '../../server/modulos/carregar';
import { ENDPOINTS_ETIQUETAS } from '../fixtures/modulo-descartavel/contrato/modulos/estoque/etiquetas-gondola.api';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { escoposDosModulos } from './matriz/escopos';
import { comChavesMinimas, deOutroGrupo, rotasDaMatriz, semChaves, semSessao, type AppDaMatriz, type RotaDaMatriz } from './matriz/varredura';
import { SELLER_OUTRO_GRUPO } from './pedido-fixtures';
import { criarUsuario } from './usuarios-de-teste';

/**
 * A module that is not a register, added as a developer adds one: its declaration and endpoints in
 * the contract, its server folder, its panel folder (tests/fixtures/modulo-descartavel), and no
 * other line anywhere. The server finds its folder, guards its routes from their declarations, the
 * authorisation matrix's sweeps cover them, and the OpenAPI document lists them.
 */
const PASTA_DO_MODULO = fileURLToPath(new URL('../fixtures/modulo-descartavel/server/modulos', import.meta.url));
const PASTA_ESCOPOS_DO_MODULO = fileURLToPath(new URL('../fixtures/modulo-descartavel/tests/server/matriz/escopos', import.meta.url));
const E = ENDPOINTS_ETIQUETAS;
const dele = (r: RotaDaMatriz): boolean => r.url.startsWith('/v2/estoque/etiquetas-gondola');

let t: TestApp;
let m: AppDaMatriz;

beforeAll(async () => {
  t = await createTestApp({ modulos: [DIRETORIO_MODULOS, PASTA_DO_MODULO] });
  m = { ...t, catalogo: {} };
});
afterAll(() => t.close());

async function entrarCom(email: string, permissions: readonly (typeof ALL_PERMISSION_KEYS)[number][], idSeller = 1): Promise<string> {
  await criarUsuario(t, { email, idSeller, permissions: [...permissions] });
  return t.login(email);
}

describe('a module declared in its own folders, with nothing else edited', () => {
  it('is served: each route registered with the endpoint it declares', () => {
    const rotas = rotasDaMatriz(m, dele);
    expect(rotas.map((r) => r.chave).sort()).toEqual(['GET /v2/estoque/etiquetas-gondola', 'POST /v2/estoque/etiquetas-gondola/imprimir']);
    expect(rotas.find((r) => r.metodo === 'GET')?.endpoint).toBe(E.lista);
    expect(rotas.find((r) => r.metodo === 'POST')?.endpoint).toBe(E.imprimir);
  });

  it('is guarded from its declaration: 401 without a session, 403 without the keys (logged), through with each key', async () => {
    const rotas = rotasDaMatriz(m, dele);
    expect(await semSessao(m, rotas, 1)).toEqual([]);
    const { falhas, registradas, varridas } = await semChaves(m, rotas, 1, await entrarCom('etiquetas-sem-chaves@retaguarda.dev', []));
    expect(falhas).toEqual([]);
    expect(registradas).toEqual(varridas);
    expect(await comChavesMinimas(m, rotas, { idSeller: 1, prefixo: 'etiquetas-minimas' })).toEqual([]);
  });

  it('lets each key open only its own endpoint: who adjusts stock lists the labels, but cannot print them', async () => {
    const cookie = await entrarCom('etiquetas-ajustes@retaguarda.dev', ['estoque_ajustes_e_movimentacoes']);
    const lista = await t.app.inject({ method: 'GET', url: E.lista.caminho, headers: { cookie } });
    expect(lista.statusCode).toBe(200);
    const etiquetas = lista.json<{ RES: { id_produto: number }[] }>().RES;
    expect(etiquetas.length).toBeGreaterThan(0);
    const imprimir = await t.app.inject({ method: 'POST', url: E.imprimir.caminho, headers: { cookie, ...VERSAO }, payload: { ids: [etiquetas[0]?.id_produto] } });
    expect(imprimir.statusCode).toBe(403);
  });

  it("keeps group 1's products out of another group's reach, probed by the module's own file as the matrix reads them", async () => {
    const outro = await entrarCom('etiquetas-outro-grupo@parceira.dev', ALL_PERMISSION_KEYS, SELLER_OUTRO_GRUPO);
    const entradas = await escoposDosModulos(m, { admin: await t.login('admin@retaguarda.dev') }, PASTA_ESCOPOS_DO_MODULO);
    expect(await deOutroGrupo(m, rotasDaMatriz(m, dele), 1, outro, entradas)).toEqual([]);
  });

  it('is in the OpenAPI document, with the key each operation needs', () => {
    const doc = documentoOpenApi(t.app.rotasRegistradas);
    const caminho = doc.paths['/v2/estoque/etiquetas-gondola'];
    expect(caminho?.get?.['x-permissoes']?.conjuntosMinimos).toEqual([['estoque_ajustes_e_movimentacoes']]);
    expect(caminho?.get?.summary).toBe('As etiquetas de gôndola do grupo');
    const imprimir = doc.paths['/v2/estoque/etiquetas-gondola/imprimir']?.post;
    expect(imprimir?.['x-permissoes']?.conjuntosMinimos).toEqual([['estoque_gestao_de_estoque']]);
    expect(JSON.stringify(imprimir?.requestBody)).toContain('"ids"');
  });
});
