import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_USUARIOS, type PedidoAcesso, type Perfil } from '@retaguarda/contrato/api/usuarios';
import { SELLERS_DEMO } from '../../../server/db/seed/cadastros';
import { createUsuariosTestApp, type UsuariosTestApp } from './helpers';

let t: UsuariosTestApp;
let admin: string;
let vendedor: Perfil;

const SENHA_NOVA = 'cafe-com-pao-de-queijo';
const cnpjDe = (idSeller: number): string => SELLERS_DEMO.find((s) => s.id === idSeller)?.cnpj ?? '';

/** A request for access to the seller, its e-mail confirmed from the outbox. */
async function pedirEConfirmar(email: string, idSeller: number): Promise<void> {
  expect((await t.post('/v1/login_erp/solicitar-acesso', { nome: `Pessoa ${email}`, email, telefone: '11987654321', cnpj: cnpjDe(idSeller) })).statusCode).toBe(200);
  const msg = (await t.outbox()).filter((m) => m.para === email).at(-1);
  const token = /\/auth\/confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(msg?.texto ?? '')?.[1] ?? '';
  expect((await t.post('/v1/login_erp/confirmar-email', { token })).statusCode).toBe(200);
}
const pendentes = async (): Promise<PedidoAcesso[]> => (await t.pedir(admin, 'GET', '/v1/login_erp/pedidos-acesso')).json().RES as PedidoAcesso[];

beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.login('admin@retaguarda.dev');
  vendedor = ((await t.pedir(admin, 'GET', '/v1/login_erp/perfis')).json().RES as Perfil[]).find((p) => p.nome === 'Vendedor') as Perfil;
});
afterAll(() => t.close());

describe('pending access requests', () => {
  it('lists only confirmed requests for sellers of the group', async () => {
    await pedirEConfirmar('paula@loja.com.br', 2);
    expect((await t.post('/v1/login_erp/solicitar-acesso', { nome: 'Sem Confirmar', email: 'sem@loja.com.br', telefone: '11987654321', cnpj: cnpjDe(1) })).statusCode).toBe(200);
    await pedirEConfirmar('parceiro@loja.com.br', 5);
    const lista = await pendentes();
    expect(lista.map((p) => [p.email, p.id_seller])).toEqual([['paula@loja.com.br', 2]]);
    expect(lista[0]?.verificado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('approves with a seller and a profile: the person sets a password from the e-mail and holds the profile', async () => {
    const [pedido] = await pendentes();
    const fora = await t.pedir(admin, 'POST', `/v1/login_erp/pedidos-acesso/${pedido?.id}/aprovar`, { id_seller: 5, id_perfil: vendedor.id });
    expect([fora.statusCode, fora.json()]).toEqual([403, { RES: MENSAGENS_USUARIOS.sellerForaDoGrupo }]);
    const res = await t.pedir(admin, 'POST', `/v1/login_erp/pedidos-acesso/${pedido?.id}/aprovar`, { id_seller: 1, id_perfil: vendedor.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ email: 'paula@loja.com.br', id_seller: 1, nome_perfil: 'Vendedor', ativo: true, ultimo_acesso: null });
    expect(await pendentes()).toEqual([]);
    const token = await t.tokenDefinir('paula@loja.com.br');
    expect((await t.post('/v1/login_erp/redefinir-senha', { token, nova_senha: SENHA_NOVA, confirmacao: SENHA_NOVA })).statusCode).toBe(200);
    const cookie = await t.login('paula@loja.com.br', SENHA_NOVA);
    const renovado = await t.pedir(cookie, 'POST', '/v1/login_erp/renovar-token');
    expect(renovado.json().RES.usuario.permissoes.permissions).toEqual(vendedor.chaves);
    const ev = await t.sql.uma<{ email: string; detalhe: string }>("SELECT email, detalhe FROM security_events WHERE tipo = 'acesso_aprovado'");
    expect(ev?.email).toBe('admin@retaguarda.dev');
    expect(JSON.parse(ev?.detalhe ?? '{}').alvo).toBe('paula@loja.com.br');
    const again = await t.pedir(admin, 'POST', `/v1/login_erp/pedidos-acesso/${pedido?.id}/aprovar`, { id_seller: 1, id_perfil: vendedor.id });
    expect([again.statusCode, again.json()]).toEqual([404, { RES: MENSAGENS_USUARIOS.pedidoNaoEncontrado }]);
  });

  it('rejects: the requester is told by e-mail, no user is made, and the log records it', async () => {
    await pedirEConfirmar('rui@loja.com.br', 3);
    const [pedido] = await pendentes();
    const res = await t.pedir(admin, 'POST', `/v1/login_erp/pedidos-acesso/${pedido?.id}/rejeitar`, { motivo: 'Não trabalha na loja' });
    expect([res.statusCode, res.json()]).toEqual([200, { RES: MENSAGENS_USUARIOS.rejeitado }]);
    const msg = (await t.outbox()).filter((m) => m.para === 'rui@loja.com.br').at(-1);
    expect(msg?.assunto).toBe('Seu pedido de acesso ao Retaguarda');
    expect(msg?.texto).toContain('Não trabalha na loja');
    expect(await t.sql.uma("SELECT id FROM users WHERE email = 'rui@loja.com.br'")).toBeUndefined();
    expect(await pendentes()).toEqual([]);
    const ev = await t.sql.uma<{ detalhe: string }>("SELECT detalhe FROM security_events WHERE tipo = 'acesso_rejeitado'");
    expect(JSON.parse(ev?.detalhe ?? '{}')).toMatchObject({ alvo: 'rui@loja.com.br', motivo: 'Não trabalha na loja' });
  });

  it("another group's request is not found for this group's manager", async () => {
    const { id } = (await t.sql.uma<{ id: number }>("SELECT id FROM access_requests WHERE email = 'parceiro@loja.com.br'")) ?? { id: 0 };
    const res = await t.pedir(admin, 'POST', `/v1/login_erp/pedidos-acesso/${id}/rejeitar`, {});
    expect(res.statusCode).toBe(404);
    expect(await t.sql.uma('SELECT resolvido_em FROM access_requests WHERE id = ?', id)).toEqual({ resolvido_em: null });
  });
});
