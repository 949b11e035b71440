import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj } from '../../../src/br/documents';
import { ativarUsuario } from '../../../server/conta/ativacao';
import { comTabelasConta } from '../../../server/conta/schema';
import { SELLERS_DEMO } from '../../../server/db/seed/cadastros';
import { gerarCnpj } from '../../../server/db/seed/documentos';
import { createContaTestApp, type ContaTestApp } from './helpers';

let t: ContaTestApp;
const NEUTRA = { RES: 'Solicitação recebida. Um administrador da loja vai analisar seu acesso.' };
const SENHA = 'minha-senha-de-loja';
const LOJA_CENTRO = SELLERS_DEMO[0];
const PARCEIRA = SELLERS_DEMO[4];
/** Valid check digits, but no seller has it. */
const CNPJ_SEM_LOJA = gerarCnpj('11222333', 1);

let ip = 0;
const pedido = (campos: Record<string, string>) =>
  t.post('/v1/login_erp/solicitar-acesso', { nome: 'Paula Pedido', telefone: '(11) 98765-4321', cnpj: formatCnpj(LOJA_CENTRO.cnpj), senha: SENHA, ...campos }, `10.6.0.${++ip}`);
const logar = (email: string, senha = SENHA) => t.post('/v1/login_erp/logar', { email, senha }, '10.9.9.9');
const agora = () => t.relogio.agora.getTime();

beforeAll(async () => {
  t = await createContaTestApp();
});
afterAll(() => t.close());

describe('POST /v1/login_erp/solicitar-acesso', () => {
  it('creates an inactive user with no keys in the seller of the CNPJ, who cannot sign in until activated', async () => {
    const res = await pedido({ email: 'Paula@Loja.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NEUTRA);
    const u = await t.db.kysely.selectFrom('users').selectAll().where('email', '=', 'paula@loja.com.br').executeTakeFirstOrThrow();
    expect(u).toMatchObject({ nome: 'Paula Pedido', ativo: 0, permissions: '[]', id_seller: LOJA_CENTRO.id });
    const req = await comTabelasConta(t.db.kysely).selectFrom('access_requests').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(req).toMatchObject({ telefone: '11987654321', cnpj: LOJA_CENTRO.cnpj, id_seller: LOJA_CENTRO.id, senha_hash: null, resolvido_em: null });

    expect((await logar('paula@loja.com.br')).json()).toEqual({ RES: 'Usuário inativo' });
    expect(await ativarUsuario(t.db.kysely, 'paula@loja.com.br', { agora: agora() })).toMatchObject({ ok: true, criado: false, semPermissoes: true });
    const entrou = await logar('paula@loja.com.br');
    expect(entrou.statusCode).toBe(200);
    expect(entrou.json().RES.usuario).toMatchObject({ id_seller: LOJA_CENTRO.id, permissoes: { permissions: [] } });
  });

  it('notifies the seller administrator (holder of cadastros_usuarios_do_sistema) through the outbox', async () => {
    await pedido({ email: 'rui@loja.com.br', nome: 'Rui Recém-chegado' });
    const msg = (await t.outbox()).find((m) => m.texto.includes('rui@loja.com.br'));
    expect(msg).toMatchObject({ para: 'admin@retaguarda.dev', assunto: 'Pedido de acesso ao Retaguarda: Loja Centro' });
    expect(msg?.texto).toContain('Telefone: (11) 98765-4321');
    expect(msg?.texto).toContain(`CNPJ informado: ${formatCnpj(LOJA_CENTRO.cnpj)}`);
    expect(msg?.texto).not.toContain(SENHA);
  });

  it('answers the same for an e-mail already registered, changes nothing and tells the owner', async () => {
    const existente = await pedido({ email: 'vendas@retaguarda.dev', senha: 'tentativa-de-troca' });
    const novo = await pedido({ email: 'outra.pessoa@loja.com.br' });
    expect(existente.statusCode).toBe(novo.statusCode);
    expect(existente.json()).toEqual(novo.json());
    expect(existente.body).toBe(novo.body);
    expect((await logar('vendas@retaguarda.dev', 'retaguarda')).statusCode).toBe(200);
    expect((await logar('vendas@retaguarda.dev', 'tentativa-de-troca')).statusCode).toBe(401);
    const aviso = (await t.outbox()).filter((m) => m.para === 'vendas@retaguarda.dev').at(-1);
    expect(aviso?.assunto).toBe('Pedido de acesso ao Retaguarda');
    expect(aviso?.texto).toContain('https://painel.retaguarda.test/auth/forgot-password');
  });

  it('keeps a request whose CNPJ matches no seller, with no user, until an operator places it', async () => {
    expect((await pedido({ email: 'sem.loja@exemplo.com', cnpj: CNPJ_SEM_LOJA })).json()).toEqual(NEUTRA);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'sem.loja@exemplo.com').executeTakeFirst()).toBeUndefined();
    const req = await comTabelasConta(t.db.kysely).selectFrom('access_requests').selectAll().where('email', '=', 'sem.loja@exemplo.com').executeTakeFirstOrThrow();
    expect(req).toMatchObject({ cnpj: CNPJ_SEM_LOJA, id_seller: null, user_id: null });
    expect(req.senha_hash).toMatch(/^scrypt\$/);
    expect(t.logs.join('\n')).toContain('pedido de acesso com CNPJ de nenhuma loja');
    // A second request with that e-mail is answered alike and creates nothing new.
    expect((await pedido({ email: 'sem.loja@exemplo.com', cnpj: CNPJ_SEM_LOJA })).json()).toEqual(NEUTRA);

    const semLoja = await ativarUsuario(t.db.kysely, 'sem.loja@exemplo.com', { agora: agora() });
    expect(semLoja).toEqual({ ok: false, motivo: expect.stringContaining('--seller') });
    expect(await ativarUsuario(t.db.kysely, 'sem.loja@exemplo.com', { idSeller: PARCEIRA.id, agora: agora() })).toMatchObject({ ok: true, criado: true });
    expect((await logar('sem.loja@exemplo.com')).json().RES.usuario).toMatchObject({ id_seller: PARCEIRA.id });
    expect(await ativarUsuario(t.db.kysely, 'ninguem@exemplo.com', { agora: agora() })).toMatchObject({ ok: false });
  });

  it('logs when the seller has no administrator to notify', async () => {
    await pedido({ email: 'campinas@exemplo.com', cnpj: PARCEIRA.cnpj });
    expect(t.logs.join('\n')).toContain('pedido de acesso sem administrador para avisar');
    expect((await t.outbox()).some((m) => m.texto.includes('campinas@exemplo.com'))).toBe(false);
  });

  it('validates every field, naming the keys: CNPJ check digits, phone, password rules', async () => {
    const chaves = async (campos: Record<string, string>) => (await pedido({ email: 'valida@exemplo.com', ...campos })).json().validation.body;
    expect(await chaves({ cnpj: '12.345.678/0001-00' })).toEqual({ source: 'body', keys: ['cnpj'], message: 'CNPJ inválido' });
    // The Receita Federal's own example of an alphanumeric CNPJ is accepted (no seller has it).
    expect((await pedido({ email: 'alfa@exemplo.com', cnpj: '12.ABC.345/01DE-35' })).statusCode).toBe(200);
    expect(await chaves({ telefone: '1234' })).toMatchObject({ keys: ['telefone'] });
    expect(await chaves({ senha: 'curta' })).toMatchObject({ keys: ['senha'], message: 'A senha deve ter pelo menos 8 caracteres' });
    expect(await chaves({ senha: 'y'.repeat(129) })).toMatchObject({ keys: ['senha'], message: 'A senha deve ter no máximo 128 caracteres' });
    expect(await chaves({ senha: 'qwertyuiop' })).toMatchObject({ keys: ['senha'], message: 'Esta senha está entre as mais usadas. Escolha outra.' });
    const vazio = await t.post('/v1/login_erp/solicitar-acesso', {}, '10.6.9.9');
    expect(vazio.json().validation.body.keys).toEqual(['nome', 'email', 'telefone', 'cnpj', 'senha']);
  });

  it('answers 429 with Retry-After on the 6th request for one e-mail in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await pedido({ email: 'insistente@exemplo.com' })).statusCode).toBe(200);
    const res = await pedido({ email: 'insistente@exemplo.com' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
