import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { areaKeys } from '@retaguarda/contrato/api/permissions';
import { MENSAGENS_USUARIOS, PERFIS_PADRAO, type Perfil, type UsuarioDaLista } from '@retaguarda/contrato/api/usuarios';
import { createUsuariosTestApp, type UsuariosTestApp } from './helpers';

let t: UsuariosTestApp;
let admin: string;
let vendas: string;
let idAdmin: number;
let perfis: Perfil[];

const SENHA_NOVA = 'cafe-com-pao-de-queijo';
const perfil = (nome: string): Perfil => {
  const p = perfis.find((x) => x.nome === nome);
  if (!p) throw new Error(`perfil ${nome} ausente`);
  return p;
};
const lista = async (cookie: string, corpo: object = {}): Promise<UsuarioDaLista[]> => {
  const res = await t.pedir(cookie, 'PUT', '/v1/login_erp', corpo);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { RES: { usuarios: UsuarioDaLista[] } }).RES.usuarios;
};
const eventos = (tipo: string) => t.sql.todas<{ user_id: number; email: string; detalhe: string }>('SELECT user_id, email, detalhe FROM security_events WHERE tipo = ? ORDER BY id', tipo);
const historico = (id: number) =>
  t.sql.todas<{ acao: string; id_usuario: number; alteracoes: string }>("SELECT acao, id_usuario, alteracoes FROM historico_registros WHERE recurso = 'usuarios' AND id_registro = ? ORDER BY id", id);

/** Creates a user through the API and sets their password from the e-mailed link; returns id and cookie. */
async function novoUsuario(email: string, corpo: { id_perfil: number | null; chaves_extras?: string[]; id_seller?: number }): Promise<{ id: number; cookie: string }> {
  const res = await t.pedir(admin, 'POST', '/v1/login_erp/create', { nome: `Pessoa ${email}`, email, id_seller: 1, chaves_extras: [], ...corpo });
  expect(res.statusCode, res.body).toBe(200);
  const token = await t.tokenDefinir(email);
  expect((await t.post('/v1/login_erp/redefinir-senha', { token, nova_senha: SENHA_NOVA, confirmacao: SENHA_NOVA })).statusCode).toBe(200);
  return { id: (res.json() as { RES: UsuarioDaLista }).RES.id, cookie: await t.login(email, SENHA_NOVA) };
}

beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.login('admin@retaguarda.dev');
  vendas = await t.login('vendas@retaguarda.dev');
  idAdmin = (await t.sql.uma<{ id: number }>("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'"))?.id ?? 0;
  const res = await t.pedir(admin, 'GET', '/v1/login_erp/perfis');
  perfis = (res.json() as { RES: Perfil[] }).RES;
});
afterAll(() => t.close());

const ROTAS: ['GET' | 'POST' | 'PUT', string, object?][] = [
  ['PUT', '/v1/login_erp', {}],
  ['GET', '/v1/login_erp/usuario/1'],
  ['PUT', '/v1/login_erp/usuario/1', { nome: 'Outro nome' }],
  ['POST', '/v1/login_erp/create', { nome: 'Nova Pessoa', email: 'nova@loja.com.br', id_seller: 1, id_perfil: null }],
  ['POST', '/v1/login_erp/vincular-a-empresa', { id_usuario: 1, id_seller: 2 }],
  ['POST', '/v1/login_erp/ativa-inativa', { id_usuario: 1, ativo: false }],
  ['GET', '/v1/login_erp/perfis'],
  ['POST', '/v1/login_erp/perfis', { nome: 'Novo', chaves: [] }],
  ['PUT', '/v1/login_erp/perfis/1', { nome: 'Administrador', chaves: [] }],
  ['GET', '/v1/login_erp/pedidos-acesso'],
  ['POST', '/v1/login_erp/pedidos-acesso/1/aprovar', { id_seller: 1, id_perfil: 1 }],
  ['POST', '/v1/login_erp/pedidos-acesso/1/rejeitar', {}],
];

describe('the users register: keys', () => {
  it('answers 401 without a session and 403 without cadastros_usuarios_do_sistema, changing nothing', async () => {
    const antes = await t.sql.todas('SELECT id, nome, ativo, id_seller, permissions FROM users ORDER BY id');
    for (const [metodo, url, corpo] of ROTAS) {
      expect([url, (await t.pedir('', metodo, url, corpo)).statusCode]).toEqual([url, 401]);
      const res = await t.pedir(vendas, metodo, url, corpo);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { RES: MENSAGENS_COMUNS.acessoNegado }]);
    }
    expect(await t.sql.todas('SELECT id, nome, ativo, id_seller, permissions FROM users ORDER BY id')).toEqual(antes);
  });
});

describe('profiles', () => {
  it('every group starts with the six default profiles, each parent key with its children', () => {
    expect(perfis.map((p) => p.nome)).toEqual(PERFIS_PADRAO.map((p) => p.nome));
    expect(perfil('Vendedor').chaves).toEqual(['menu_principal_vendas', 'vendas_gestao_de_pedidos', 'vendas_catalogo_de_produtos', 'vendas_gestao_de_clientes']);
  });

  it('creates one: a child grants its parent, a parent alone is dropped, unknown keys are dropped; names are unique per group', async () => {
    const res = await t.pedir(admin, 'POST', '/v1/login_erp/perfis', { nome: 'Caixa', chaves: ['vendas_gestao_de_pedidos', 'menu_principal_estoque', 'chave_inventada'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ nome: 'Caixa', chaves: ['menu_principal_vendas', 'vendas_gestao_de_pedidos'], usuarios: 0 });
    const repetido = await t.pedir(admin, 'POST', '/v1/login_erp/perfis', { nome: 'caixa', chaves: [] });
    expect([repetido.statusCode, repetido.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.perfilNomeEmUso }]);
    expect((await eventos('perfil_criado')).at(-1)).toMatchObject({ email: 'admin@retaguarda.dev' });
  });

  it('changing a profile changes what its users hold on their next call', async () => {
    const criado = await t.pedir(admin, 'POST', '/v1/login_erp/perfis', { nome: 'Supervisor', chaves: ['cadastros_usuarios_do_sistema'] });
    const sup = criado.json().RES as Perfil;
    const { cookie } = await novoUsuario('supervisor@loja.com.br', { id_perfil: sup.id });
    expect((await t.pedir(cookie, 'GET', '/v1/login_erp/perfis')).statusCode).toBe(200);
    const editado = await t.pedir(admin, 'PUT', `/v1/login_erp/perfis/${sup.id}`, { nome: 'Supervisor', chaves: ['vendas_gestao_de_pedidos'] });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await t.pedir(cookie, 'GET', '/v1/login_erp/perfis')).statusCode).toBe(403);
    const renovado = await t.pedir(cookie, 'POST', '/v1/login_erp/renovar-token');
    expect(renovado.json().RES.usuario.permissoes.permissions).toEqual(['menu_principal_vendas', 'vendas_gestao_de_pedidos']);
    const ev = (await eventos('perfil_alterado')).at(-1);
    expect(JSON.parse(ev?.detalhe ?? '{}')).toMatchObject({ id_perfil: sup.id, alvo: 'Supervisor' });
    expect(JSON.parse(JSON.parse(ev?.detalhe ?? '{}').alteracoes as string)).toEqual([
      { campo: 'chaves', antes: 'menu_principal_cadastros, cadastros_usuarios_do_sistema', depois: 'menu_principal_vendas, vendas_gestao_de_pedidos' },
    ]);
  });
});

describe('create, list and edit', () => {
  it('creates a user without a password who sets one from the e-mailed link, with the profile and extra keys', async () => {
    const { id, cookie } = await novoUsuario('caixa@loja.com.br', { id_perfil: perfil('Vendedor').id, chaves_extras: ['estoque_gestao_de_estoque'] });
    const renovado = await t.pedir(cookie, 'POST', '/v1/login_erp/renovar-token');
    expect(renovado.json().RES.usuario.permissoes.permissions).toEqual([
      'menu_principal_estoque', 'estoque_gestao_de_estoque', 'menu_principal_vendas', 'vendas_gestao_de_pedidos', 'vendas_catalogo_de_produtos', 'vendas_gestao_de_clientes',
    ]);
    const [u] = await lista(admin, { busca: 'caixa@' });
    expect(u).toMatchObject({ id, email: 'caixa@loja.com.br', nome_perfil: 'Vendedor', nome_seller: expect.any(String), ativo: true, sessoes_abertas: 1, chaves_extras: ['menu_principal_estoque', 'estoque_gestao_de_estoque'] });
    expect(u?.ultimo_acesso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const h = await historico(id);
    expect(h.map((e) => e.acao)).toEqual(['criacao']);
    expect(h[0]?.id_usuario).toBe(idAdmin);
    expect((await eventos('usuario_criado')).some((e) => JSON.parse(e.detalhe).alvo === 'caixa@loja.com.br')).toBe(true);
  });

  it('refuses a taken e-mail, a seller of another group and a profile of another group', async () => {
    const dup = await t.pedir(admin, 'POST', '/v1/login_erp/create', { nome: 'Vitor 2', email: 'VENDAS@retaguarda.dev', id_seller: 1, id_perfil: null });
    expect([dup.statusCode, dup.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.emailEmUso }]);
    const fora = await t.pedir(admin, 'POST', '/v1/login_erp/create', { nome: 'Fora', email: 'fora@loja.com.br', id_seller: 5, id_perfil: null });
    expect([fora.statusCode, fora.json()]).toEqual([403, { RES: MENSAGENS_USUARIOS.sellerForaDoGrupo }]);
    const invalido = await t.pedir(admin, 'POST', '/v1/login_erp/create', { nome: 'X', email: 'nao-e-email', id_seller: 1, id_perfil: null });
    expect(invalido.statusCode).toBe(400);
    expect(await t.sql.uma("SELECT id FROM users WHERE email IN ('fora@loja.com.br', 'nao-e-email')")).toBeUndefined();
  });

  it('lists only the group, with filters and search', async () => {
    const todos = await lista(admin, { situacao: 'todos', limit: 100 });
    expect(todos.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@retaguarda.dev', 'vendas@retaguarda.dev', 'inativo@retaguarda.dev']));
    expect(todos.every((u) => u.id_seller !== 5)).toBe(true);
    expect((await lista(admin, { situacao: 'inativos' })).map((u) => u.email)).toEqual(['inativo@retaguarda.dev']);
    expect((await lista(admin, { busca: 'fernanda' })).map((u) => u.email)).toEqual(['financeiro@retaguarda.dev']);
    // vendas@ of the demo holds Vendedor too (inativo@ as well, but the list starts on the active)
    expect((await lista(admin, { id_perfil: perfil('Vendedor').id })).map((u) => u.email).sort()).toEqual(['caixa@loja.com.br', 'vendas@retaguarda.dev']);
    expect((await lista(admin, { busca: '100%_' }))).toEqual([]);
    const pagina = await t.pedir(admin, 'PUT', '/v1/login_erp', { limit: 2 });
    expect(pagina.json().RES.paginacao).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect((await t.pedir(admin, 'PUT', '/v1/login_erp', { limit: 101 })).statusCode).toBe(400);
  });

  it('a user of another group is not found, and a request for it changes nothing', async () => {
    const k = t.db.kysely;
    const { senha_hash } = await k.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
    const { id } = await k
      .insertInto('users')
      .values({ email: 'outro@parceiro.com.br', nome: 'Outro Grupo', senha_hash, ativo: 1, permissions: JSON.stringify(areaKeys('cadastros')), id_seller: 5, criado_em: 0, atualizado_em: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [metodo, url, corpo] of [
      ['GET', `/v1/login_erp/usuario/${id}`],
      ['PUT', `/v1/login_erp/usuario/${id}`, { nome: 'Mudado' }],
      ['POST', '/v1/login_erp/ativa-inativa', { id_usuario: id, ativo: false }],
      ['POST', '/v1/login_erp/vincular-a-empresa', { id_usuario: id, id_seller: 1 }],
    ] as const) {
      const res = await t.pedir(admin, metodo, url, corpo);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await t.sql.uma('SELECT nome, ativo, id_seller FROM users WHERE id = ?', id)).toEqual({ nome: 'Outro Grupo', ativo: 1, id_seller: 5 });
    // and that group's manager does not see this group's users
    const outro = await t.login('outro@parceiro.com.br');
    expect((await lista(outro, { situacao: 'todos' })).map((u) => u.email)).toEqual(['outro@parceiro.com.br']);
  });

  it('edits profile, extras and name, links to another seller of the group, each change in the history and the log', async () => {
    const [u] = await lista(admin, { busca: 'caixa@' });
    const id = u?.id ?? 0;
    const res = await t.pedir(admin, 'PUT', `/v1/login_erp/usuario/${id}`, { nome: 'Carla Caixa', id_perfil: perfil('Estoquista').id, chaves_extras: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ nome: 'Carla Caixa', nome_perfil: 'Estoquista', chaves_extras: [] });
    const vinc = await t.pedir(admin, 'POST', '/v1/login_erp/vincular-a-empresa', { id_usuario: id, id_seller: 2 });
    expect(vinc.statusCode, vinc.body).toBe(200);
    expect(vinc.json().RES.id_seller).toBe(2);
    const fora = await t.pedir(admin, 'POST', '/v1/login_erp/vincular-a-empresa', { id_usuario: id, id_seller: 5 });
    expect([fora.statusCode, fora.json()]).toEqual([403, { RES: MENSAGENS_USUARIOS.sellerForaDoGrupo }]);
    const detalhe = await t.pedir(admin, 'GET', `/v1/login_erp/usuario/${id}`);
    const [vinculo, edicao] = detalhe.json().RES.historico as { acao: string; usuario: { id: number }; alteracoes: { campo: string; antes: string; depois: string }[] }[];
    expect(vinculo?.alteracoes.map((a) => a.campo)).toEqual(['loja']);
    expect(edicao?.usuario.id).toBe(idAdmin);
    expect(edicao?.alteracoes).toEqual([
      { campo: 'nome', rotulo: 'Nome', antes: 'Pessoa caixa@loja.com.br', depois: 'Carla Caixa' },
      { campo: 'perfil', rotulo: 'Perfil', antes: 'Vendedor', depois: 'Estoquista' },
      { campo: 'chaves_extras', rotulo: 'Permissões extras', antes: 'menu_principal_estoque, estoque_gestao_de_estoque', depois: '(nenhuma)' },
    ]);
    expect((await eventos('usuario_alterado')).filter((e) => JSON.parse(e.detalhe).id_usuario === id)).toHaveLength(2);
  });
});

describe('activate and inactivate', () => {
  it('inactivating ends every session at once: the next call answers 401; reactivating lets them sign in again', async () => {
    const { id, cookie } = await novoUsuario('sai@loja.com.br', { id_perfil: perfil('Administrador').id });
    expect((await t.pedir(cookie, 'PUT', '/v1/login_erp', {})).statusCode).toBe(200);
    const res = await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: id, ativo: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ ativo: false, sessoes_abertas: 0 });
    expect((await t.pedir(cookie, 'PUT', '/v1/login_erp', {})).statusCode).toBe(401);
    expect((await t.pedir(cookie, 'POST', '/v1/login_erp/renovar-token')).statusCode).toBe(401);
    expect((await t.post('/v1/login_erp/logar', { email: 'sai@loja.com.br', senha: SENHA_NOVA })).statusCode).toBe(403);
    const volta = await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: id, ativo: true });
    expect(volta.json().RES.ativo).toBe(true);
    await t.login('sai@loja.com.br', SENHA_NOVA);
    expect((await historico(id)).map((e) => e.acao)).toEqual(['criacao', 'inativacao', 'reativacao']);
    expect((await eventos('usuario_inativado')).at(-1)?.email).toBe('admin@retaguarda.dev');
    expect((await eventos('usuario_ativado')).length).toBeGreaterThan(0);
  });
});

describe('guards', () => {
  it('nobody inactivates themselves or removes their own user-management key', async () => {
    const inativar = await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: idAdmin, ativo: false });
    expect([inativar.statusCode, inativar.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.proprioInativo }]);
    const semChave = await t.pedir(admin, 'PUT', `/v1/login_erp/usuario/${idAdmin}`, { id_perfil: null, chaves_extras: areaKeys('vendas') });
    expect([semChave.statusCode, semChave.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.propriaChave }]);
    expect(await t.sql.uma('SELECT ativo, permissions FROM users WHERE id = ?', idAdmin)).toMatchObject({ ativo: 1 });
    // nor through the profile they hold; the demo admin holds Administrador too, so here she keeps
    // the key through an extra one and the group still has a manager after the change
    await t.db.kysely.updateTable('users').set({ permissions: JSON.stringify(areaKeys('cadastros')) }).where('id', '=', idAdmin).execute();
    const { cookie } = await novoUsuario('gestora@loja.com.br', { id_perfil: perfil('Administrador').id });
    const perfilSemChave = await t.pedir(cookie, 'PUT', `/v1/login_erp/perfis/${perfil('Administrador').id}`, { nome: 'Administrador', chaves: areaKeys('vendas') });
    expect([perfilSemChave.statusCode, perfilSemChave.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.propriaChave }]);
  });

  it('the last active holder of cadastros_usuarios_do_sistema in the group cannot lose it, whether through the extras or the profile', async () => {
    // every other user of group 1 loses the key, straight in the database, leaving the admin alone
    await t.db.kysely.updateTable('users').set({ id_perfil: null, permissions: '[]' }).where('id', '!=', idAdmin).where('id_seller', 'in', [1, 2, 3, 4]).execute();
    const semChave = await t.pedir(admin, 'PUT', `/v1/login_erp/usuario/${idAdmin}`, { id_perfil: null, chaves_extras: areaKeys('vendas') });
    expect([semChave.statusCode, semChave.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.ultimoGestor }]);
    const adm = perfil('Administrador');
    await t.db.kysely.updateTable('users').set({ id_perfil: adm.id, permissions: '[]' }).where('id', '=', idAdmin).execute();
    const peloPerfil = await t.pedir(admin, 'PUT', `/v1/login_erp/perfis/${adm.id}`, { nome: adm.nome, chaves: areaKeys('vendas') });
    expect([peloPerfil.statusCode, peloPerfil.json()]).toEqual([409, { RES: MENSAGENS_USUARIOS.ultimoGestor }]);
    expect(JSON.parse((await t.sql.uma<{ chaves: string }>('SELECT chaves FROM perfis WHERE id = ?', adm.id))?.chaves ?? '[]')).toContain('cadastros_usuarios_do_sistema');
    const renovado = await t.pedir(admin, 'POST', '/v1/login_erp/renovar-token');
    expect(renovado.json().RES.usuario.permissoes.permissions).toContain('cadastros_usuarios_do_sistema');
  });
});
