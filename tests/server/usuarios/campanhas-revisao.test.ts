import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCOPO_GRUPO, MENSAGENS_CAMPANHA, type CampanhaDetalhe, type CampanhaResumo, type ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { MENSAGENS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import { createUsuariosTestApp, type UsuariosTestApp } from './helpers';

let t: UsuariosTestApp;
let admin: string;
let vendas: string;

const BASE = '/v1/revisao-acessos/campanhas';
const abrir = (id_seller: number | null, cookie = admin) => t.pedir(cookie, 'POST', BASE, { id_seller });
const decidir = (c: CampanhaDetalhe, email: string, corpo: object) => t.pedir(admin, 'POST', `${BASE}/${c.id}/itens/${item(c, email).id}`, corpo);
const obter = async (id: number): Promise<CampanhaDetalhe> => {
  const res = await t.pedir(admin, 'GET', `${BASE}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES as CampanhaDetalhe;
};
function item(c: CampanhaDetalhe, email: string): ItemCampanha {
  const i = c.itens.find((x) => x.email === email);
  if (!i) throw new Error(`${email} não está na revisão ${c.id}`);
  return i;
}
const erro = (res: { statusCode: number; json(): { RES?: unknown } }) => [res.statusCode, res.json().RES];

beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.login('admin@retaguarda.dev');
  vendas = await t.login('vendas@retaguarda.dev');
});
afterAll(() => t.close());

describe('access review campaigns', () => {
  let c: CampanhaDetalhe;

  it('answers 401 without a session and 403 without the access review key', async () => {
    expect((await t.pedir('', 'PUT', BASE, {})).statusCode).toBe(401);
    expect(erro(await abrir(null, vendas))).toEqual([403, MENSAGENS_COMUNS.acessoNegado]);
    expect(Number(await t.sql.valor('SELECT count(*) AS n FROM revisoes_acesso'))).toBe(0);
  });

  it("opens a review of the group with each active user's access as it stands, and lists it open", async () => {
    const res = await abrir(null);
    expect(res.statusCode, res.body).toBe(201);
    c = res.json().RES as CampanhaDetalhe;
    expect(c).toMatchObject({ escopo: ESCOPO_GRUPO, id_seller: null, aberta_por: 'admin@retaguarda.dev', concluida_em: null, total: 3, pendentes: 3, confirmados: 0, revogados: 0 });
    // inativo@ cannot sign in: no access to confirm
    expect(c.itens.map((i) => i.email)).toEqual(['admin@retaguarda.dev', 'financeiro@retaguarda.dev', 'vendas@retaguarda.dev']);
    expect(item(c, 'vendas@retaguarda.dev')).toMatchObject({ nome: 'Vitor Vendas', nome_seller: 'Loja Centro', nome_perfil: 'Vendedor', decisao: 'pendente', nota: null, decidido_por: null });
    expect(item(c, 'vendas@retaguarda.dev').chaves).toContain('vendas_gestao_de_pedidos');
    expect(item(c, 'financeiro@retaguarda.dev').sinais).toEqual(['nunca_entrou', 'chaves_alem_do_perfil']);
    const lista = (await t.pedir(admin, 'PUT', BASE, {})).json().RES as { campanhas: CampanhaResumo[]; mais: boolean };
    expect(lista).toEqual({ campanhas: [expect.objectContaining({ id: c.id, escopo: ESCOPO_GRUPO, pendentes: 3 })], mais: false });
  });

  it('refuses a second open review of the same scope, a store without active users and a store of another group', async () => {
    expect(erro(await abrir(null))).toEqual([409, MENSAGENS_CAMPANHA.jaAberta]);
    expect(erro(await abrir(2))).toEqual([409, MENSAGENS_CAMPANHA.semUsuarios]);
    expect(erro(await abrir(5))).toEqual([403, MENSAGENS_USUARIOS.sellerForaDoGrupo]);
    // a store's review is another scope: it may run beside the group's
    const loja = await abrir(1);
    expect(loja.statusCode, loja.body).toBe(201);
    expect(loja.json().RES).toMatchObject({ escopo: 'Loja Centro', id_seller: 1, total: 3 });
  });

  it('asks for a note to revoke, and keeps notes to 500 characters', async () => {
    const semNota = await decidir(c, 'vendas@retaguarda.dev', { decisao: 'revogado', nota: '  ' });
    expect(semNota.statusCode).toBe(400);
    expect(semNota.json().validation.body).toMatchObject({ keys: ['nota'], message: MENSAGENS_CAMPANHA.notaObrigatoria });
    expect((await decidir(c, 'vendas@retaguarda.dev', { decisao: 'confirmado', nota: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await decidir(c, 'vendas@retaguarda.dev', { decisao: 'talvez' })).statusCode).toBe(400);
    expect(item(await obter(c.id), 'vendas@retaguarda.dev').decisao).toBe('pendente');
  });

  it("confirms an access with an optional note; nobody revokes their own access", async () => {
    expect(erro(await decidir(c, 'admin@retaguarda.dev', { decisao: 'revogado', nota: 'Teste de autorrevogação' }))).toEqual([409, MENSAGENS_CAMPANHA.proprioRevogado]);
    const res = await decidir(c, 'admin@retaguarda.dev', { decisao: 'confirmado' });
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json().RES as CampanhaDetalhe;
    expect(item(depois, 'admin@retaguarda.dev')).toMatchObject({ decisao: 'confirmado', nota: null, decidido_por: 'admin@retaguarda.dev', decidido_em: expect.any(String) });
    expect(depois).toMatchObject({ confirmados: 1, pendentes: 2 });
    expect(erro(await decidir(c, 'admin@retaguarda.dev', { decisao: 'confirmado' }))).toEqual([409, MENSAGENS_CAMPANHA.jaDecidido]);
  });

  it("revoking inactivates the user at once: their open session answers 401, and history and log say who and why", async () => {
    expect((await t.pedir(vendas, 'GET', '/v2/config/erp/dados-start')).statusCode).toBe(200);
    const res = await decidir(c, 'vendas@retaguarda.dev', { decisao: 'revogado', nota: 'Saiu da empresa em novembro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(item(res.json().RES as CampanhaDetalhe, 'vendas@retaguarda.dev')).toMatchObject({ decisao: 'revogado', nota: 'Saiu da empresa em novembro', decidido_por: 'admin@retaguarda.dev' });
    expect((await t.pedir(vendas, 'GET', '/v2/config/erp/dados-start')).statusCode).toBe(401);
    const idVendas = item(c, 'vendas@retaguarda.dev').id_usuario;
    expect(Number(await t.sql.valor('SELECT ativo FROM users WHERE id = ?', idVendas))).toBe(0);
    expect(await t.sql.valor("SELECT acao FROM historico_registros WHERE recurso = 'usuarios' AND id_registro = ? ORDER BY id DESC", idVendas)).toBe('inativacao');
    const eventos = await t.sql.coluna<string>("SELECT tipo FROM security_events WHERE tipo IN ('usuario_inativado', 'revisao_acesso_revogado') ORDER BY id");
    expect(eventos).toEqual(['usuario_inativado', 'revisao_acesso_revogado']);
    const detalhe = JSON.parse(String(await t.sql.valor("SELECT detalhe FROM security_events WHERE tipo = 'revisao_acesso_revogado'"))) as Record<string, unknown>;
    expect(detalhe).toMatchObject({ id_revisao: c.id, alvo: 'vendas@retaguarda.dev', nota: 'Saiu da empresa em novembro' });
  });

  it('concludes only when nothing is pending; then nothing more is decided and the record is final', async () => {
    expect(erro(await t.pedir(admin, 'POST', `${BASE}/${c.id}/concluir`))).toEqual([409, MENSAGENS_CAMPANHA.pendentes(1)]);
    expect(erro(await t.pedir(admin, 'GET', `${BASE}/${c.id}/xlsx`))).toEqual([409, MENSAGENS_CAMPANHA.naoConcluida]);
    expect((await decidir(c, 'financeiro@retaguarda.dev', { decisao: 'confirmado', nota: 'Conferido com a gerente' })).statusCode).toBe(200);
    const res = await t.pedir(admin, 'POST', `${BASE}/${c.id}/concluir`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ concluida_por: 'admin@retaguarda.dev', concluida_em: expect.any(String), confirmados: 2, revogados: 1, pendentes: 0 });
    expect(erro(await t.pedir(admin, 'POST', `${BASE}/${c.id}/concluir`))).toEqual([409, MENSAGENS_CAMPANHA.concluida]);
    expect(erro(await decidir(c, 'financeiro@retaguarda.dev', { decisao: 'revogado', nota: 'Tarde demais' }))).toEqual([409, MENSAGENS_CAMPANHA.concluida]);
  });

  it('exports the concluded record as an .xlsx an auditor can read: the summary and one row per access', async () => {
    const res = await t.pedir(admin, 'GET', `${BASE}/${c.id}/xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="revisao-acessos-${c.id}.xlsx"`);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const resumo = livro.getWorksheet('Resumo');
    const valores = (n: number) => (resumo?.getRow(n).values as unknown[]).slice(1);
    expect(valores(1)).toEqual([`Revisão de acessos nº ${c.id}`]);
    expect([valores(2), valores(6), valores(7)]).toEqual([['Escopo', ESCOPO_GRUPO], ['Confirmados', '2'], ['Revogados', '1']]);
    const acessos = livro.getWorksheet('Acessos');
    const linhas = [1, 2, 3, 4].map((n) => (acessos?.getRow(n).values as unknown[]).slice(1));
    expect(linhas[0]?.slice(0, 4)).toEqual(['Usuário', 'E-mail', 'Loja', 'Perfil']);
    const vendasLinha = linhas.find((l) => l[1] === 'vendas@retaguarda.dev');
    expect(vendasLinha?.slice(7, 10)).toEqual(['Revogado', 'Saiu da empresa em novembro', 'admin@retaguarda.dev']);
    expect(vendasLinha?.[4]).toBe('Vendas 5/5');
    expect(acessos?.rowCount).toBe(4);
  });

  it('exports the same record as a PDF, and logs who took each file', async () => {
    const res = await t.pedir(admin, 'GET', `${BASE}/${c.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const exportacoes = await t.sql.coluna<string>("SELECT detalhe FROM security_events WHERE tipo = 'exportacao' ORDER BY id");
    expect(exportacoes.map((d) => JSON.parse(d) as Record<string, unknown>)).toEqual([
      { recurso: 'revisao_acessos', id_revisao: c.id, formato: 'xlsx', linhas: 3 },
      { recurso: 'revisao_acessos', id_revisao: c.id, formato: 'pdf', linhas: 3 },
    ]);
  });

  it('of two reviewers deciding the same access at once, exactly one decision is written', async () => {
    const nova = await abrir(null);
    expect(nova.statusCode, nova.body).toBe(201);
    const c2 = nova.json().RES as CampanhaDetalhe;
    // vendas@ was revoked: the new review holds only who can still sign in
    expect(c2.itens.map((i) => i.email)).toEqual(['admin@retaguarda.dev', 'financeiro@retaguarda.dev']);
    const respostas = await Promise.all([
      decidir(c2, 'financeiro@retaguarda.dev', { decisao: 'confirmado' }),
      decidir(c2, 'financeiro@retaguarda.dev', { decisao: 'revogado', nota: 'Acesso não é mais necessário' }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const venceu = respostas.find((r) => r.statusCode === 200)?.json().RES as CampanhaDetalhe;
    expect(Number(await t.sql.valor("SELECT ativo FROM users WHERE email = 'financeiro@retaguarda.dev'"))).toBe(item(venceu, 'financeiro@retaguarda.dev').decisao === 'revogado' ? 0 : 1);
  });

  it("answers 404 for a review that does not exist, and reads ids strictly", async () => {
    expect(erro(await t.pedir(admin, 'GET', `${BASE}/99999`))).toEqual([404, MENSAGENS_CAMPANHA.naoEncontrada]);
    expect(erro(await t.pedir(admin, 'POST', `${BASE}/${c.id}/itens/99999`, { decisao: 'confirmado' }))).toEqual([409, MENSAGENS_CAMPANHA.concluida]);
    expect((await t.pedir(admin, 'GET', `${BASE}/abc`)).statusCode).toBe(400);
  });
});
