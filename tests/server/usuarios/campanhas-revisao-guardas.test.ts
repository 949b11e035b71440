import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_CAMPANHA, MENSAGENS_CAMPANHA, type CampanhaDetalhe, type ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { ALL_PERMISSION_KEYS, AREAS } from '@retaguarda/contrato/api/permissions';
import { MENSAGENS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import { dialetoDe } from '../../../server/db/dialeto';
import { registrarDecisao } from '../../../server/modulos/revisao-acessos/campanhas/decisao';
import { mudarAtivo } from '../../../server/modulos/usuarios/ativacao';
import { gestoresAtivos, usuarioDoGrupo } from '../../../server/modulos/usuarios/consultas';
import { criarUsuario } from '../usuarios-de-teste';
import { createUsuariosTestApp, type UsuariosTestApp } from './helpers';

/**
 * The review campaigns' guards: the group always keeps a manager, a decision is written
 * once, a confirmation cannot vouch for an access that already ended, the record is the opening's.
 */
let t: UsuariosTestApp;
let admin: string;

const BASE = '/v1/revisao-acessos/campanhas';
const abrir = async (cookie: string, id_seller: number | null = null): Promise<CampanhaDetalhe> => {
  const res = await t.pedir(cookie, 'POST', BASE, { id_seller });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES as CampanhaDetalhe;
};
function item(c: CampanhaDetalhe, email: string): ItemCampanha {
  const i = c.itens.find((x) => x.email === email);
  if (!i) throw new Error(`${email} não está na revisão ${c.id}`);
  return i;
}
const decidir = (cookie: string, c: CampanhaDetalhe, email: string, corpo: object) => t.pedir(cookie, 'POST', `${BASE}/${c.id}/itens/${item(c, email).id}`, corpo);
const erro = (res: { statusCode: number; json(): { RES?: unknown } }) => [res.statusCode, res.json().RES];
/** Resolves once some PostgreSQL session waits on a lock: an event, polled between turns of the loop. */
async function esperarUmaTrava(): Promise<void> {
  while (Number(await t.sql.valor('SELECT count(*) FROM pg_locks WHERE NOT granted')) === 0) await new Promise((r) => setImmediate(r));
}
const ativo = async (email: string) => Number(await t.sql.valor('SELECT ativo FROM users WHERE email = ?', email));

beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.login('admin@retaguarda.dev');
  // an auditor: the review's key alone, not the users register's
  await criarUsuario(t, { email: 'auditora@retaguarda.dev', idSeller: 1, permissions: [AREAS.torre_controle.parent, 'torre_de_controle_revisao_e_gestao_de_acessos'] });
});
afterAll(() => t.close());

describe('access review campaigns: guards', () => {
  it("never revokes the group's last manager: 409, the access stays pending and active", async () => {
    const auditora = await t.login('auditora@retaguarda.dev');
    const c = await abrir(auditora);
    expect(erro(await decidir(auditora, c, 'admin@retaguarda.dev', { decisao: 'revogado', nota: 'Teste do último gestor' }))).toEqual([409, MENSAGENS_USUARIOS.ultimoGestor]);
    const depois = (await t.pedir(admin, 'GET', `${BASE}/${c.id}`)).json().RES as CampanhaDetalhe;
    expect(item(depois, 'admin@retaguarda.dev').decisao).toBe('pendente');
    expect(await ativo('admin@retaguarda.dev')).toBe(1);
    expect(Number(await t.sql.valor("SELECT count(*) FROM security_events WHERE tipo IN ('revisao_acesso_confirmado', 'revisao_acesso_revogado')"))).toBe(0);
  });

  it("a confirmation cannot vouch for an access that ended after the opening: it is recorded as revoked instead", async () => {
    const c = (await t.pedir(admin, 'PUT', BASE, {})).json().RES.campanhas[0] as CampanhaDetalhe;
    const aberta = (await t.pedir(admin, 'GET', `${BASE}/${c.id}`)).json().RES as CampanhaDetalhe;
    const idFin = item(aberta, 'financeiro@retaguarda.dev').id_usuario;
    expect((await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: idFin, ativo: false })).statusCode).toBe(200);
    expect(erro(await decidir(admin, aberta, 'financeiro@retaguarda.dev', { decisao: 'confirmado' }))).toEqual([409, MENSAGENS_CAMPANHA.acessoEncerrado]);
    const revogado = await decidir(admin, aberta, 'financeiro@retaguarda.dev', { decisao: 'revogado', nota: 'Já inativada no cadastro' });
    expect(revogado.statusCode, revogado.body).toBe(200);
    expect(await ativo('financeiro@retaguarda.dev')).toBe(0);
    expect((await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: idFin, ativo: true })).statusCode).toBe(200);
  });

  it("marks a reviewer's confirmation of their own access, in the answer and the record", async () => {
    const c = (await t.pedir(admin, 'PUT', BASE, {})).json().RES.campanhas[0] as CampanhaDetalhe;
    const aberta = (await t.pedir(admin, 'GET', `${BASE}/${c.id}`)).json().RES as CampanhaDetalhe;
    const res = await decidir(admin, aberta, 'admin@retaguarda.dev', { decisao: 'confirmado', nota: 'Única administradora da loja' });
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json().RES as CampanhaDetalhe;
    expect(item(depois, 'admin@retaguarda.dev')).toMatchObject({ decisao: 'confirmado', autoavaliacao: true });
    expect(item(depois, 'financeiro@retaguarda.dev')).toMatchObject({ decisao: 'revogado', autoavaliacao: false });
  });

  it('keeps the record of the opening: a later change to the user does not rewrite it', async () => {
    const c = (await t.pedir(admin, 'PUT', BASE, {})).json().RES.campanhas[0] as CampanhaDetalhe;
    const idVendas = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'vendas@retaguarda.dev'"));
    expect((await t.pedir(admin, 'PUT', `/v1/login_erp/usuario/${idVendas}`, { nome: 'Vitor Vendas Júnior', chaves_extras: [] })).statusCode).toBe(200);
    const depois = (await t.pedir(admin, 'GET', `${BASE}/${c.id}`)).json().RES as CampanhaDetalhe;
    expect(item(depois, 'vendas@retaguarda.dev')).toMatchObject({ nome: 'Vitor Vendas', nome_perfil: 'Vendedor' });
    expect(item(depois, 'vendas@retaguarda.dev').chaves).toContain('vendas_relatorios_de_vendas');
  });

  it("answers 404 for an item of another review, and writes a decision once however it is asked", async () => {
    const grupo = (await t.pedir(admin, 'PUT', BASE, {})).json().RES.campanhas[0] as CampanhaDetalhe;
    const loja = await abrir(admin, 1);
    const deOutra = (await t.pedir(admin, 'GET', `${BASE}/${grupo.id}`)).json().RES as CampanhaDetalhe;
    const res = await t.pedir(admin, 'POST', `${BASE}/${loja.id}/itens/${item(deOutra, 'vendas@retaguarda.dev').id}`, { decisao: 'confirmado' });
    expect(erro(res)).toEqual([404, MENSAGENS_CAMPANHA.itemNaoEncontrado]);
    // the guarded write itself: the second of two decisions on one item writes nothing
    const idItem = item(loja, 'vendas@retaguarda.dev').id;
    const escrever = (decisao: 'confirmado' | 'revogado') =>
      t.db.kysely.transaction().execute((trx) => registrarDecisao(trx, { idRevisao: loja.id, idItem, decisao, nota: 'x', idAutor: 1, em: t.relogio.agora.getTime() }));
    expect([await escrever('confirmado'), await escrever('revogado')]).toEqual([true, false]);
    expect(await t.sql.uma('SELECT decisao FROM revisoes_acesso_itens WHERE id = ?', idItem)).toEqual({ decisao: 'confirmado' });
  });

  it('lists the reviews newest first, a page at a time, and says when older ones remain', async () => {
    const agora = t.relogio.agora.getTime();
    const antigas = Array.from({ length: LIMITES_CAMPANHA.lista }, (_, i) => ({
      id_grupo: 1, id_seller: 4, escopo: 'Loja Autônoma Vila Madalena', aberta_por: 1, aberta_em: agora - (i + 1) * 60_000, concluida_por: 1, concluida_em: agora,
    }));
    await t.db.kysely.insertInto('revisoes_acesso').values(antigas).execute();
    const total = Number(await t.sql.valor('SELECT count(*) FROM revisoes_acesso WHERE id_grupo = 1'));
    const primeira = (await t.pedir(admin, 'PUT', BASE, {})).json().RES as { campanhas: { id: number }[]; mais: boolean };
    expect([primeira.campanhas.length, primeira.mais]).toEqual([LIMITES_CAMPANHA.lista, true]);
    const ids = primeira.campanhas.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const segunda = (await t.pedir(admin, 'PUT', BASE, { antes: ids.at(-1) })).json().RES as { campanhas: { id: number }[]; mais: boolean };
    expect([segunda.campanhas.length, segunda.mais]).toEqual([total - LIMITES_CAMPANHA.lista, false]);
    expect(Math.max(...segunda.campanhas.map((c) => c.id))).toBeLessThan(Math.min(...ids));
  });

  it(`refuses a review of more than ${LIMITES_CAMPANHA.usuarios} active users (422) and suggests one per store`, async () => {
    const agora = t.relogio.agora.getTime();
    const linhas = Array.from({ length: LIMITES_CAMPANHA.usuarios + 1 }, (_, i) => ({
      email: `massa${i}@retaguarda.dev`, nome: `Massa ${i}`, senha_hash: 'x', ativo: 1, permissions: '[]', id_seller: 3, criado_em: agora, atualizado_em: agora,
    }));
    for (let i = 0; i < linhas.length; i += 200) await t.db.kysely.insertInto('users').values(linhas.slice(i, i + 200)).execute();
    expect(erro(await t.pedir(admin, 'POST', BASE, { id_seller: 3 }))).toEqual([422, MENSAGENS_CAMPANHA.usuariosDemais(LIMITES_CAMPANHA.usuarios + 1)]);
  });

  it('of two managers taking each other away at once, the second waits for the first and is refused: the group keeps a manager', async () => {
    await criarUsuario(t, { email: 'gestora2@retaguarda.dev', idSeller: 2, permissions: ALL_PERMISSION_KEYS });
    const escopo = { idGrupo: 1, agora: t.relogio.agora.getTime() };
    const [adminU, gestora2] = await Promise.all(['admin@retaguarda.dev', 'gestora2@retaguarda.dev'].map(async (email) => {
      const id = Number(await t.sql.valor('SELECT id FROM users WHERE email = ?', email));
      const u = await usuarioDoGrupo(t.db.kysely, escopo, id);
      if (!u) throw new Error(email);
      return u;
    }));
    // The first change holds its transaction open until the second has started; on PostgreSQL the
    // second then waits on the group's row lock (SQLite: on its one writer), so it counts managers
    // only after the first commits. Without the lock both would count the other as still active.
    let liberar = () => {};
    const portao = new Promise<void>((r) => (liberar = r));
    let primeiraFez = () => {};
    const feita = new Promise<void>((r) => (primeiraFez = r));
    const primeira = t.db.kysely.transaction().execute(async (trx) => {
      await mudarAtivo(trx, { usuario: gestora2, ativo: false, escopo, autor: { id: adminU.id, email: adminU.email }, ip: '127.0.0.1' });
      primeiraFez();
      await portao;
    });
    await feita;
    const segunda = t.db.kysely.transaction().execute((trx) => mudarAtivo(trx, { usuario: adminU, ativo: false, escopo, autor: { id: gestora2.id, email: gestora2.email }, ip: '127.0.0.1' }));
    // PostgreSQL: let the second run until it waits on a lock (or, were there none, to its end)
    if (dialetoDe(t.db.kysely).travaLinhas) await Promise.race([segunda.then(() => undefined, () => undefined), esperarUmaTrava()]);
    liberar();
    await primeira;
    await expect(segunda).rejects.toMatchObject({ statusCode: 409, message: MENSAGENS_USUARIOS.ultimoGestor });
    expect([await ativo('admin@retaguarda.dev'), await ativo('gestora2@retaguarda.dev')]).toEqual([1, 0]);
    expect(await gestoresAtivos(t.db.kysely, 1)).toEqual([adminU.id]);
  });
});
