import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITES_PAINEIS_PESSOAIS, MENSAGENS_PAINEIS_PESSOAIS, ROTAS_PAINEIS_PESSOAIS } from '@retaguarda/contrato/api/paineisPessoais';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';

const R = ROTAS_PAINEIS_PESSOAIS;
const CORPO = { periodo: 'ultimos_30', comparacao: 'nenhuma', por: 'dia', filtros: {} };

let t: TestApp;
let admin: string;
let caixa: string;
let outroCaixa: string;
let outroGrupo: string;
let idAdmin: number;
let idPerfilCaixa: number;

type Metodo = 'GET' | 'POST' | 'PUT';
const chamar = (cookie: string, e: { metodo: Metodo; caminho: string }, params: Record<string, number> = {}, payload?: object) =>
  t.app.inject({ method: e.metodo, url: caminhoDe(e, params), headers: { ...VERSAO, cookie }, ...(payload ? { payload } : {}) });

async function salvarConsulta(userId: number, nome: string, compartilhado: boolean, relatorio = 'vendas.resumo'): Promise<number> {
  const agora = t.relogio.agora.getTime();
  const r = await t.db.kysely
    .insertInto('relatorios_salvos')
    .values({ id_grupo: 1, user_id: userId, relatorio, nome, corpo: JSON.stringify(CORPO), compartilhado: compartilhado ? 1 : 0, version: 1, criado_em: agora, atualizado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

async function novoPainel(cookie: string, nome: string, idPerfil?: number): Promise<{ id: number; version: number }> {
  const res = await chamar(cookie, R.criar, {}, { nome, ...(idPerfil ? { id_perfil: idPerfil } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES;
}

const historico = (idPainel: number) => t.db.kysely.selectFrom('paineis_pessoais_historico').select(['acao', 'user_id']).where('id_painel', '=', idPainel).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
  const agora = t.relogio.agora.getTime();
  idPerfilCaixa = (await t.db.kysely.insertInto('perfis').values({ id_grupo: 1, nome: 'Caixa de teste', chaves: JSON.stringify(['menu_principal_dashboard']), criado_em: agora, atualizado_em: agora }).returning('id').executeTakeFirstOrThrow()).id;
  const idCaixa = await criarUsuario(t, { email: 'caixa.paineis@exemplo.com', idSeller: 1, permissions: [] });
  await t.db.kysely.updateTable('users').set({ id_perfil: idPerfilCaixa }).where('id', '=', idCaixa).execute();
  await criarUsuario(t, { email: 'outro.caixa.paineis@exemplo.com', idSeller: 2, permissions: ['menu_principal_dashboard'] });
  await criarUsuario(t, { email: 'outro.grupo.paineis@exemplo.com', idSeller: SELLER_OUTRO_GRUPO, permissions: ['menu_principal_vendas', 'vendas_relatorios_de_vendas', 'cadastros_usuarios_do_sistema'] });
  idAdmin = (await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow()).id;
  admin = await t.login('admin@retaguarda.dev');
  caixa = await t.login('caixa.paineis@exemplo.com');
  outroCaixa = await t.login('outro.caixa.paineis@exemplo.com');
  outroGrupo = await t.login('outro.grupo.paineis@exemplo.com');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('paineis_pessoais_widgets').execute();
  await t.db.kysely.deleteFrom('paineis_pessoais').execute();
  await t.db.kysely.deleteFrom('paineis_pessoais_historico').execute();
  await t.db.kysely.deleteFrom('relatorios_salvos').execute();
});

describe('a dashboard of my own', () => {
  it('is created, pinned with a saved view as a KPI, renamed, its widgets moved, resized and unpinned, then removed, each change in its history', async () => {
    const idSalvo = await salvarConsulta(idAdmin, 'Vendas do mês por dia', true);
    const painel = await novoPainel(admin, '  Minha manhã  ');
    expect(painel).toMatchObject({ nome: 'Minha manhã', dono: 'usuario', editavel: true, version: 1, widgets: [] });

    const kpi = await chamar(admin, R.fixar, { id: painel.id }, { version: 1, id_salvo: idSalvo, tipo: 'kpi', colunas: ['faturamento'] });
    expect(kpi.statusCode, kpi.body).toBe(201);
    expect(kpi.json().RES.widgets).toEqual([
      expect.objectContaining({ id_salvo: idSalvo, tipo: 'kpi', colunas: ['faturamento'], titulo: 'Vendas do mês por dia', largura: 4, posicao: 0, estado: 'ok', relatorio: 'vendas.resumo', corpo: CORPO }),
    ]);
    const barras = await chamar(admin, R.fixar, { id: painel.id }, { version: 2, id_salvo: idSalvo, tipo: 'barras', colunas: ['faturamento', 'pedidos'], titulo: 'Por dia', largura: 8 });
    expect(barras.statusCode, barras.body).toBe(201);
    const [w1, w2] = barras.json().RES.widgets;

    const movido = await chamar(admin, R.mover, { id: painel.id, id_widget: w2.id }, { version: 3, posicao: 0, largura: 12 });
    expect(movido.statusCode, movido.body).toBe(200);
    expect(movido.json().RES.widgets.map((w: { id: number; posicao: number; largura: number }) => [w.id, w.posicao, w.largura])).toEqual([[w2.id, 0, 12], [w1.id, 1, 4]]);

    const renomeado = await chamar(admin, R.renomear, { id: painel.id }, { version: 4, nome: 'Manhã' });
    expect(renomeado.json().RES).toMatchObject({ nome: 'Manhã', version: 5 });

    const desafixado = await chamar(admin, R.desafixar, { id: painel.id, id_widget: w2.id }, { version: 5 });
    expect(desafixado.json().RES.widgets.map((w: { id: number; posicao: number }) => [w.id, w.posicao])).toEqual([[w1.id, 0]]);

    const lista = await chamar(admin, R.lista);
    expect(lista.json().RES.map((p: { nome: string }) => p.nome)).toEqual(['Manhã']);

    expect((await chamar(admin, R.remover, { id: painel.id }, { version: 6 })).statusCode).toBe(200);
    expect((await chamar(admin, R.obter, { id: painel.id })).statusCode).toBe(404);
    expect((await historico(painel.id)).map((h) => h.acao)).toEqual(['criacao', 'fixacao', 'fixacao', 'movimento', 'renomeacao', 'desafixacao', 'remocao']);
  });

  it('answers 409 to a change made on a stale version, and keeps the other change', async () => {
    const painel = await novoPainel(admin, 'Duas abas');
    expect((await chamar(admin, R.renomear, { id: painel.id }, { version: 1, nome: 'Aba A' })).statusCode).toBe(200);
    const tarde = await chamar(admin, R.renomear, { id: painel.id }, { version: 1, nome: 'Aba B' });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.versaoDesatualizada);
    expect((await chamar(admin, R.obter, { id: painel.id })).json().RES).toMatchObject({ nome: 'Aba A', version: 2 });
  });

  it('refuses a kind that does not fit the report with a 400 naming the field', async () => {
    const idSalvo = await salvarConsulta(idAdmin, 'Vendas', true);
    const painel = await novoPainel(admin, 'Testes de tipo');
    const fixar = (tipo: string, colunas: string[]) => chamar(admin, R.fixar, { id: painel.id }, { version: 1, id_salvo: idSalvo, tipo, colunas });
    const casos: [string, string[], string, RegExp][] = [
      ['kpi', ['ticket_medio'], 'colunas', /coluna de total/],
      ['pizza', ['faturamento', 'pedidos'], 'colunas', /uma coluna só/],
      ['linha', ['grupo'], 'colunas', /não é um número/],
      ['ranking', ['inexistente'], 'colunas', /não tem a coluna "inexistente"/],
      ['mapa', ['faturamento'], 'tipo', /tipo/],
    ];
    for (const [tipo, colunas, campo, mensagem] of casos) {
      const res = await fixar(tipo, colunas);
      expect(res.statusCode, `${tipo} ${res.body}`).toBe(400);
      expect(res.json().validation.body.keys).toEqual([campo]);
      expect(res.json().validation.body.message).toMatch(mensagem);
    }
    expect((await chamar(admin, R.obter, { id: painel.id })).json().RES).toMatchObject({ version: 1, widgets: [] });
  });

  it('keeps at most 20 dashboards per user and 24 widgets per dashboard', async () => {
    const agora = t.relogio.agora.getTime();
    const linhas = Array.from({ length: LIMITES_PAINEIS_PESSOAIS.porUsuario }, (_, i) => ({ id_grupo: 1, user_id: idAdmin, id_perfil: null, nome: `P${i}`, version: 1, criado_por: idAdmin, criado_em: agora, atualizado_em: agora }));
    await t.db.kysely.insertInto('paineis_pessoais').values(linhas).execute();
    const demais = await chamar(admin, R.criar, {}, { nome: 'Mais um' });
    expect(demais.statusCode).toBe(409);
    expect(demais.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.limiteUsuario);

    const idSalvo = await salvarConsulta(idAdmin, 'Vendas', true);
    const cheio = (await t.db.kysely.selectFrom('paineis_pessoais').select('id').where('nome', '=', 'P0').executeTakeFirstOrThrow()).id;
    const widgets = Array.from({ length: LIMITES_PAINEIS_PESSOAIS.widgetsPorPainel }, (_, i) => ({ id_painel: cheio, id_salvo: idSalvo, tipo: 'kpi', colunas: '["pedidos"]', titulo: `W${i}`, posicao: i, largura: 3, criado_em: agora }));
    await t.db.kysely.insertInto('paineis_pessoais_widgets').values(widgets).execute();
    const outro = await chamar(admin, R.fixar, { id: cheio }, { version: 1, id_salvo: idSalvo, tipo: 'kpi', colunas: ['pedidos'] });
    expect(outro.statusCode).toBe(409);
    expect(outro.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.limiteWidgets);
  });

  it('is invisible to another seller group and to another user of my group', async () => {
    const painel = await novoPainel(admin, 'Só meu');
    for (const cookie of [outroGrupo, outroCaixa]) {
      expect((await chamar(cookie, R.obter, { id: painel.id })).statusCode).toBe(404);
      expect((await chamar(cookie, R.renomear, { id: painel.id }, { version: 1, nome: 'Meu agora' })).statusCode).toBe(404);
      expect((await chamar(cookie, R.lista)).json().RES).toEqual([]);
    }
  });

  it("refuses to pin a view of a report whose key the user lacks, and a view another user kept private", async () => {
    const compartilhada = await salvarConsulta(idAdmin, 'Vendas do grupo', true);
    const privada = await salvarConsulta(idAdmin, 'Minhas vendas', false);
    const meu = await novoPainel(caixa, 'Painel do caixa');
    const semChave = await chamar(caixa, R.fixar, { id: meu.id }, { version: 1, id_salvo: compartilhada, tipo: 'kpi', colunas: ['faturamento'] });
    expect(semChave.statusCode).toBe(403);
    expect(semChave.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.semChaveRelatorio);
    expect((await chamar(caixa, R.fixar, { id: meu.id }, { version: 1, id_salvo: privada, tipo: 'kpi', colunas: ['faturamento'] })).statusCode).toBe(404);
    expect((await chamar(caixa, R.obter, { id: meu.id })).json().RES).toMatchObject({ version: 1, widgets: [] });
  });
});

describe("a profile's dashboard", () => {
  it("is created by an admin, seen by the profile's users only, read-only to them, and a widget of a report they cannot open says 'sem acesso' without its body", async () => {
    const idSalvo = await salvarConsulta(idAdmin, 'Vendas do grupo', true);
    const painel = await novoPainel(admin, 'Painel dos caixas', idPerfilCaixa);
    const fixado = await chamar(admin, R.fixar, { id: painel.id }, { version: 1, id_salvo: idSalvo, tipo: 'pizza', colunas: ['faturamento'] });
    expect(fixado.statusCode, fixado.body).toBe(201);

    const doCaixa = (await chamar(caixa, R.lista)).json().RES;
    expect(doCaixa).toEqual([expect.objectContaining({ id: painel.id, dono: 'perfil', perfil: 'Caixa de teste', editavel: false })]);
    expect(doCaixa[0].widgets).toEqual([expect.objectContaining({ titulo: 'Vendas do grupo', estado: 'sem_acesso', relatorio: null, corpo: null })]);
    expect((await chamar(admin, R.obter, { id: painel.id })).json().RES.widgets[0]).toMatchObject({ estado: 'ok', corpo: CORPO });

    const renomear = await chamar(caixa, R.renomear, { id: painel.id }, { version: 2, nome: 'Meu' });
    expect(renomear.statusCode).toBe(403);
    expect(renomear.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.somenteLeitura);
    expect((await chamar(outroCaixa, R.obter, { id: painel.id })).statusCode).toBe(404);
    expect((await chamar(outroCaixa, R.lista)).json().RES).toEqual([]);
    expect((await chamar(outroGrupo, R.obter, { id: painel.id })).statusCode).toBe(404);
  });

  it('is created by an admin of users only, for a profile of their group, and takes only shared views', async () => {
    const semAdmin = await chamar(caixa, R.criar, {}, { nome: 'Do perfil', id_perfil: idPerfilCaixa });
    expect(semAdmin.statusCode).toBe(403);
    expect(semAdmin.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.soAdminPerfil);
    expect((await chamar(outroGrupo, R.criar, {}, { nome: 'De outro grupo', id_perfil: idPerfilCaixa })).statusCode).toBe(404);

    const privada = await salvarConsulta(idAdmin, 'Só minha', false);
    const painel = await novoPainel(admin, 'Painel dos caixas', idPerfilCaixa);
    const res = await chamar(admin, R.fixar, { id: painel.id }, { version: 1, id_salvo: privada, tipo: 'kpi', colunas: ['faturamento'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().RES).toBe(MENSAGENS_PAINEIS_PESSOAIS.consultaNaoCompartilhada);
    expect((await historico(painel.id)).map((h) => h.acao)).toEqual(['criacao']);
  });
});
