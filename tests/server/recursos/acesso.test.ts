import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { caminhoDe, rotasDoRecurso, type AcaoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const ROTAS = rotasDoRecurso(ferramentas);
let t: AppRecursos;
let id: number;
const sessoes: Record<'admin' | 'semChaves' | 'soLeitura' | 'outroGrupo', string> = { admin: '', semChaves: '', soLeitura: '', outroGrupo: '' };

/** Every route the engine serves for the resource, with a valid call of each on record `id`. */
const GERADAS: AcaoRecurso[] = ['consulta', 'opcoes', 'criar', 'obter', 'editar', 'inativar', 'reativar', 'historico', 'exportar', 'importar'];
const ESCRITAS = new Set(['criar', 'editar', 'inativar', 'reativar', 'importar']);
function chamada(acao: (typeof GERADAS)[number]): { url: string; payload?: object } {
  const rota = ROTAS[acao];
  const url = rota.caminho.includes(':id') ? caminhoDe(rota, { id }) : rota.caminho;
  const payload: Record<string, object | undefined> = {
    consulta: {},
    exportar: {},
    criar: { nome: 'Nova ferramenta' },
    editar: { version: 1, nome: 'Outro nome' },
    inativar: { version: 1 },
    reativar: { version: 1 },
  };
  return { url, payload: payload[acao] };
}
const chamar = (sessao: string, acao: (typeof GERADAS)[number]) => {
  const { url, payload } = chamada(acao);
  return t.chamar(sessao, ROTAS[acao].metodo, url, payload);
};

beforeAll(async () => {
  t = await criarAppRecursos();
  await criarUsuarioEm(t, { email: 'sem-chaves@retaguarda.dev', idSeller: 1, permissions: [] });
  await criarUsuarioEm(t, { email: 'leitura@retaguarda.dev', idSeller: 2, permissions: ['cadastros_produtos'] });
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  sessoes.admin = await t.login('admin@retaguarda.dev');
  sessoes.semChaves = await t.login('sem-chaves@retaguarda.dev');
  sessoes.soLeitura = await t.login('leitura@retaguarda.dev');
  sessoes.outroGrupo = await t.login('todas@parceira.dev');
  id = (await t.chamar(sessoes.admin, 'POST', ROTAS.criar.caminho, { nome: 'Furadeira' })).json().RES.id;
});
afterAll(() => t.close());

describe('every generated route', () => {
  it('answers 401 without a session', async () => {
    for (const acao of GERADAS) expect((await chamar('', acao)).statusCode, acao).toBe(401);
  });

  it('answers 403 to a user without any of its keys', async () => {
    for (const acao of GERADAS) {
      const res = await chamar(sessoes.semChaves, acao);
      expect(res.statusCode, acao).toBe(403);
      expect(res.json()).toEqual({ RES: 'Acesso negado' });
    }
  });

  it('lets a read key read (its group shares the record) and refuses it every write', async () => {
    for (const acao of GERADAS) {
      const res = await chamar(sessoes.soLeitura, acao);
      expect(res.statusCode, `${acao}: ${res.body}`).toBe(ESCRITAS.has(acao) ? 403 : 200);
    }
    expect(await t.sql.uma('SELECT nome, version FROM ferramentas WHERE id = ?', id)).toEqual({ nome: 'Furadeira', version: 1 });
  });

  it("answers 404 to another group's user for the record, exactly as for a missing one, and never shows it", async () => {
    for (const acao of ['obter', 'editar', 'inativar', 'reativar', 'historico'] as const) {
      const res = await chamar(sessoes.outroGrupo, acao);
      expect(res.statusCode, acao).toBe(404);
      const ausente = await t.chamar(sessoes.admin, ROTAS[acao].metodo, caminhoDe(ROTAS[acao], { id: 999_999 }), chamada(acao).payload);
      expect(res.json(), acao).toEqual(ausente.json());
    }
    expect((await chamar(sessoes.outroGrupo, 'consulta')).json().RES).toEqual([]);
    expect((await t.chamar(sessoes.outroGrupo, 'GET', `${ROTAS.opcoes.caminho}?ids=${id}`)).json().RES).toEqual([]);
    expect(await t.sql.uma('SELECT nome, ativo, version FROM ferramentas WHERE id = ?', id)).toEqual({ nome: 'Furadeira', ativo: 1, version: 1 });
  });

  it('lets whoever writes a resource that refers to clients search the clients options', async () => {
    // cadastros_fornecedores writes ferramentas, whose 'dono' refers to clientes
    await criarUsuarioEm(t, { email: 'fornecedores@retaguarda.dev', idSeller: 1, permissions: ['cadastros_fornecedores'] });
    const sessao = await t.login('fornecedores@retaguarda.dev');
    expect((await t.chamar(sessao, 'GET', '/v2/logins/opcoes?busca=a')).statusCode).toBe(200);
    expect((await t.chamar(sessao, 'PUT', '/v2/logins', {})).statusCode).toBe(403);
  });
});
