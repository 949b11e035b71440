import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import type { LinhaRevisao, MatrizAcessos } from '@retaguarda/contrato/api/revisaoAcessos';
import type { Perfil } from '@retaguarda/contrato/api/usuarios';
import { createUsuariosTestApp, type UsuariosTestApp } from './helpers';

let t: UsuariosTestApp;
let admin: string;

const DIA = 24 * 60 * 60 * 1000;
const matriz = async (cookie = admin): Promise<MatrizAcessos> => {
  const res = await t.pedir(cookie, 'GET', '/v1/revisao-acessos/matriz');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES as MatrizAcessos;
};
const linha = (m: MatrizAcessos, email: string): LinhaRevisao | undefined => m.usuarios.find((u) => u.email === email);

beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('GET /v1/revisao-acessos/matriz', () => {
  it('answers 401 without a session and 403 without torre_de_controle_revisao_e_gestao_de_acessos', async () => {
    expect((await t.pedir('', 'GET', '/v1/revisao-acessos/matriz')).statusCode).toBe(401);
    const vendas = await t.login('vendas@retaguarda.dev');
    const res = await t.pedir(vendas, 'GET', '/v1/revisao-acessos/matriz');
    expect([res.statusCode, res.json()]).toEqual([403, { RES: MENSAGENS_COMUNS.acessoNegado }]);
  });

  it('lists every user of the group with their keys and the signs: never signed in, keys beyond the profile', async () => {
    const m = await matriz();
    expect(m.usuarios.map((u) => u.email).sort()).toEqual(['admin@retaguarda.dev', 'financeiro@retaguarda.dev', 'inativo@retaguarda.dev', 'vendas@retaguarda.dev']);
    expect(linha(m, 'financeiro@retaguarda.dev')?.sinais).toEqual(['nunca_entrou', 'chaves_alem_do_perfil']);
    // The demo users start on profiles: the admin holds exactly Administrador's keys, the seller
    // Vendedor's plus the rest of Vendas, and the finance user (no profile) only extra keys.
    expect(linha(m, 'admin@retaguarda.dev')).toMatchObject({ ativo: true, sessoes_abertas: 1, nome_perfil: 'Administrador', chaves_alem_do_perfil: [], sinais: [] });
    expect(linha(m, 'vendas@retaguarda.dev')).toMatchObject({ nome_perfil: 'Vendedor', chaves_alem_do_perfil: ['vendas_relatorios_de_vendas', 'vendas_integracao_e_commerce_e_marketplaces'] });
    expect(linha(m, 'financeiro@retaguarda.dev')).toMatchObject({ nome_perfil: null });
  });

  it('flags a sign-in older than 90 days, and shows the access changes made in the group', async () => {
    const perfis = (await t.pedir(admin, 'GET', '/v1/login_erp/perfis')).json().RES as Perfil[];
    const vendedor = perfis.find((p) => p.nome === 'Vendedor');
    const vendas = await t.sql.uma<{ id: number }>("SELECT id FROM users WHERE email = 'vendas@retaguarda.dev'");
    expect((await t.pedir(admin, 'PUT', `/v1/login_erp/usuario/${vendas?.id}`, { id_perfil: vendedor?.id, chaves_extras: [] })).statusCode).toBe(200);
    expect((await t.pedir(admin, 'POST', '/v1/login_erp/ativa-inativa', { id_usuario: vendas?.id, ativo: false })).statusCode).toBe(200);
    // 91 days on: vendas@ last signed in at the start; the admin signs in again now
    t.relogio.avancar(91 * DIA);
    admin = await t.login('admin@retaguarda.dev');
    const m = await matriz();
    expect(linha(m, 'vendas@retaguarda.dev')).toMatchObject({ ativo: false, nome_perfil: 'Vendedor', chaves_alem_do_perfil: [], sessoes_abertas: 0 });
    expect(linha(m, 'vendas@retaguarda.dev')?.sinais).toEqual(['sem_acesso_90_dias']);
    expect(linha(m, 'admin@retaguarda.dev')?.sinais).toEqual([]);
    expect(m.eventos.slice(0, 2).map((e) => [e.tipo, e.email, e.alvo])).toEqual([
      ['usuario_inativado', 'admin@retaguarda.dev', 'vendas@retaguarda.dev'],
      ['usuario_alterado', 'admin@retaguarda.dev', 'vendas@retaguarda.dev'],
    ]);
  });

  it('flags an inactive user who still has an open session (none should, the register ends them)', async () => {
    await t.db.kysely.updateTable('users').set({ ativo: 0 }).where('email', '=', 'financeiro@retaguarda.dev').execute();
    expect(linha(await matriz(), 'financeiro@retaguarda.dev')?.sinais).not.toContain('inativo_com_sessao');
    await t.db.kysely.updateTable('users').set({ ativo: 1 }).where('email', '=', 'financeiro@retaguarda.dev').execute();
    await t.login('financeiro@retaguarda.dev');
    // switched off behind the register's back: the review shows the left-over session
    await t.db.kysely.updateTable('users').set({ ativo: 0 }).where('email', '=', 'financeiro@retaguarda.dev').execute();
    expect(linha(await matriz(), 'financeiro@retaguarda.dev')?.sinais).toContain('inativo_com_sessao');
  });
});
