import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { formatCnpj } from '@retaguarda/contrato/br/documents';
import { hashSenha, SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { ativarEConvidar, ativarUsuario } from '../../../server/modulos/sessao/conta/ativacao';
import { comTabelasConta } from '../../../server/modulos/sessao/conta/schema';
import { SELLERS_DEMO } from '../../../server/db/seed/cadastros';
import { gerarCnpj } from '../../../server/db/seed/documentos';
import { criarCorreio } from '../../../server/mail';
import { createContaTestApp, tokenDoUltimoLink, URL_PUBLICA, type ContaTestApp } from './helpers';

let t: ContaTestApp;
const NEUTRA = { RES: MENSAGENS_CONTA.solicitacaoRecebida };
const HORA = 60 * 60 * 1000;
const LOJA_CENTRO = SELLERS_DEMO[0];
const PARCEIRA = SELLERS_DEMO[4];
/** Valid check digits, but no seller has it. */
const CNPJ_SEM_LOJA = gerarCnpj('11222333', 1);
const ASSUNTO_CONFIRMACAO = 'Confirme seu e-mail no Retaguarda';

let ip = 0;
const pedido = (campos: Record<string, string>) =>
  t.post('/v1/login_erp/solicitar-acesso', { nome: 'Paula Pedido', telefone: '(11) 98765-4321', cnpj: formatCnpj(LOJA_CENTRO.cnpj), ...campos }, `10.6.0.${++ip}`);
const confirmar = (token: string, ipOrigem = '10.7.0.1') => t.post('/v1/login_erp/confirmar-email', { token }, ipOrigem);
const logar = (email: string, senha: string) => t.post('/v1/login_erp/logar', { email, senha }, '10.9.9.9');
const agora = () => t.relogio.agora.getTime();
const usuario = (email: string) => t.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const pedidos = (email: string) => comTabelasConta(t.db.kysely).selectFrom('access_requests').selectAll().where('email', '=', email).execute();
const mensagensPara = async (para: string) => (await t.outbox()).filter((m) => m.para === para);
const eventos = (tipo: string) => t.db.kysely.selectFrom('security_events').selectAll().where('tipo', '=', tipo).execute();

/** The token of the newest confirmation link e-mailed to `para`. */
async function tokenDeConfirmacao(para: string): Promise<string> {
  const msg = (await mensagensPara(para)).filter((m) => m.assunto === ASSUNTO_CONFIRMACAO).at(-1);
  const token = msg ? /\/auth\/confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(msg.texto)?.[1] : undefined;
  if (!token) throw new Error(`nenhum link de confirmação para ${para}`);
  return token;
}

/** Activation as the command does it, e-mailing into the test app's outbox. */
const ativar = (email: string, idSeller?: number) =>
  ativarEConvidar(t.db.kysely, email, {
    idSeller,
    agora: agora(),
    origem: URL_PUBLICA,
    correio: criarCorreio({ outboxDir: t.outboxDir, log: { info() {}, error() {} } }),
  });

beforeAll(async () => {
  t = await createContaTestApp();
});
afterAll(() => t.close());

describe('POST /v1/login_erp/solicitar-acesso', () => {
  it('creates no user and tells no administrator: it only e-mails a confirmation link to the address given', async () => {
    const res = await pedido({ email: 'Paula@Loja.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NEUTRA);
    expect(await usuario('paula@loja.com.br')).toBeUndefined();
    const [req] = await pedidos('paula@loja.com.br');
    expect(req).toMatchObject({ telefone: '11987654321', cnpj: LOJA_CENTRO.cnpj, user_id: null, senha_hash: null, verificado_em: null, resolvido_em: null });
    expect(req.verificacao_expira_em).toBe(agora() + 24 * HORA);

    const caixa = await t.outbox();
    expect(caixa.some((m) => m.texto.includes('paula@loja.com.br') && m.para !== 'paula@loja.com.br')).toBe(false);
    const token = await tokenDeConfirmacao('paula@loja.com.br');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await mensagensPara('paula@loja.com.br')).at(-1)?.texto).toContain(`${URL_PUBLICA}/auth/confirmar-email?token=${token}`);
    // Only the token's SHA-256 is kept.
    expect(req.verificacao_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await eventos('acesso_solicitado')).some((e) => e.email === 'paula@loja.com.br')).toBe(true);
  });

  it('on confirmation notifies the seller administrators once; opening the link again changes nothing', async () => {
    await pedido({ email: 'rui@loja.com.br', nome: 'Rui Recém-chegado' });
    const token = await tokenDeConfirmacao('rui@loja.com.br');
    const paraAdmin = async () => (await t.outbox()).filter((m) => m.para === 'admin@retaguarda.dev' && m.texto.includes('rui@loja.com.br'));
    expect(await paraAdmin()).toHaveLength(0);

    const res = await confirmar(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RES: MENSAGENS_CONTA.emailConfirmado });
    const [msg] = await paraAdmin();
    expect(msg).toMatchObject({ para: 'admin@retaguarda.dev', assunto: 'Pedido de acesso ao Retaguarda: Loja Centro' });
    expect(msg.texto).toContain('Telefone: (11) 98765-4321');
    expect(msg.texto).toContain(`CNPJ informado: ${formatCnpj(LOJA_CENTRO.cnpj)}`);
    expect(await usuario('rui@loja.com.br')).toBeUndefined();
    expect((await eventos('email_verificado')).filter((e) => e.email === 'rui@loja.com.br')).toHaveLength(1);

    expect((await confirmar(token)).json()).toEqual({ RES: MENSAGENS_CONTA.emailConfirmado });
    expect(await paraAdmin()).toHaveLength(1);
  });

  it("a stranger's request for someone else's e-mail, never confirmed, creates nothing and keeps no one from asking", async () => {
    const vitima = 'vitima@loja.com.br';
    expect((await pedido({ email: vitima, nome: 'Atacante', senha: 'senha-do-atacante-1' })).json()).toEqual(NEUTRA);
    const doAtacante = await tokenDeConfirmacao(vitima);
    t.relogio.avancar(25 * HORA);
    expect(await usuario(vitima)).toBeUndefined();
    expect(await ativarUsuario(t.db.kysely, vitima, { agora: agora() })).toEqual({ ok: false, motivo: expect.stringContaining('não teve o e-mail confirmado') });
    expect(await usuario(vitima)).toBeUndefined();
    expect((await t.outbox()).some((m) => m.texto.includes(vitima) && m.para !== vitima)).toBe(false);
    const expirado = await confirmar(doAtacante);
    expect(expirado.statusCode).toBe(400);
    expect(expirado.json()).toEqual({ RES: MENSAGENS_CONTA.confirmacaoExpirada });

    // The owner asks, confirms and is activated: the stranger's request and password play no part.
    expect((await pedido({ email: vitima, nome: 'Vitória Dona' })).json()).toEqual(NEUTRA);
    expect((await confirmar(await tokenDeConfirmacao(vitima))).statusCode).toBe(200);
    expect(await ativar(vitima)).toMatchObject({ ok: true, criado: true });
    expect(await usuario(vitima)).toMatchObject({ nome: 'Vitória Dona' });
    expect((await logar(vitima, 'senha-do-atacante-1')).statusCode).toBe(401);
  });

  it('activation creates the user with no usable password and e-mails a link; the person sets a password and signs in', async () => {
    const email = 'nova.pessoa@loja.com.br';
    await pedido({ email, nome: 'Nova Pessoa' });
    await confirmar(await tokenDeConfirmacao(email));
    const r = await ativar(email);
    expect(r).toMatchObject({ ok: true, criado: true, semPermissoes: true });
    expect(await usuario(email)).toMatchObject({ ativo: 1, permissions: '[]', id_seller: LOJA_CENTRO.id, senha_hash: '!definir' });
    for (const tentativa of ['', '!definir', 'retaguarda']) expect((await logar(email, tentativa)).statusCode).not.toBe(200);

    const convite = (await mensagensPara(email)).at(-1);
    expect(convite?.assunto).toBe('Seu acesso ao Retaguarda foi liberado');
    expect(convite?.texto).toContain('definir a sua senha');
    const token = await tokenDoUltimoLink(t, email);
    const validado = await t.post('/v1/login_erp/redefinir-senha/validar', { token }, '10.8.0.1');
    expect(validado.json().RES).toMatchObject({ email, finalidade: 'definir' });
    const definida = await t.post('/v1/login_erp/redefinir-senha', { token, nova_senha: 'cafezinho-das-dez', confirmacao: 'cafezinho-das-dez' }, '10.8.0.1');
    expect(definida.json()).toEqual({ RES: MENSAGENS_CONTA.senhaDefinida });
    const entrou = await logar(email, 'cafezinho-das-dez');
    expect(entrou.statusCode).toBe(200);
    expect(entrou.json().RES.usuario).toMatchObject({ id_seller: LOJA_CENTRO.id, permissoes: { permissions: [] } });
    expect((await eventos('senha_redefinida')).some((e) => e.email === email)).toBe(true);
  });

  it('ignores a password sent in the body by an older panel: it is stored nowhere and never signs in', async () => {
    const email = 'painel.antigo@loja.com.br';
    const SENHA_ANTIGA = 'senha-de-painel-antigo';
    expect((await pedido({ email, senha: SENHA_ANTIGA, confirmacao: SENHA_ANTIGA })).json()).toEqual(NEUTRA);
    await confirmar(await tokenDeConfirmacao(email));
    await ativar(email);
    expect((await logar(email, SENHA_ANTIGA)).statusCode).toBe(401);
    expect((await pedidos(email)).every((p) => p.senha_hash === null)).toBe(true);
    expect(t.logs.join('\n')).not.toContain(SENHA_ANTIGA);
  });

  it('discards the password of a user left inactive by a request made before the fix, and sends the owner a link', async () => {
    const email = 'legado@loja.com.br';
    const criado = await t.db.kysely
      .insertInto('users')
      .values({ email, nome: 'Legado', senha_hash: await hashSenha('senha-de-quem-pediu', SCRYPT_TESTES), ativo: 0, permissions: '[]', id_seller: LOJA_CENTRO.id, criado_em: agora(), atualizado_em: agora() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await comTabelasConta(t.db.kysely)
      .insertInto('access_requests')
      .values({ email, nome: 'Legado', telefone: '11987654321', cnpj: LOJA_CENTRO.cnpj, id_seller: LOJA_CENTRO.id, user_id: criado.id, senha_hash: null, criado_em: agora(), resolvido_em: null, verificacao_hash: null, verificacao_expira_em: null, verificado_em: null })
      .execute();
    expect(await ativar(email)).toMatchObject({ ok: true, criado: false, tokenDefinirSenha: expect.any(String) });
    expect((await logar(email, 'senha-de-quem-pediu')).statusCode).toBe(401);
    expect((await mensagensPara(email)).at(-1)?.assunto).toBe('Seu acesso ao Retaguarda foi liberado');
  });

  it('re-activating a user deactivated for another reason keeps their password and sends no link', async () => {
    const r = await ativar('inativo@retaguarda.dev');
    expect(r).toMatchObject({ ok: true, criado: false, tokenDefinirSenha: null });
    expect((await logar('inativo@retaguarda.dev', 'retaguarda')).statusCode).toBe(200);
  });

  it('warns of a user without keys only when neither the profile nor the extras give one', async () => {
    // the demo's financeiro@ holds only extra keys; vendas@ holds the Vendedor profile
    const sem = (email: string, perfilFica: boolean) =>
      t.db.kysely
        .updateTable('users')
        .set(perfilFica ? { ativo: 0, permissions: '[]' } : { ativo: 0, permissions: '[]', id_perfil: null })
        .where('email', '=', email)
        .execute();
    await sem('vendas@retaguarda.dev', true);
    expect(await ativarUsuario(t.db.kysely, 'vendas@retaguarda.dev', { agora: agora() })).toMatchObject({ ok: true, criado: false, semPermissoes: false });
    await sem('financeiro@retaguarda.dev', false);
    expect(await ativarUsuario(t.db.kysely, 'financeiro@retaguarda.dev', { agora: agora() })).toMatchObject({ ok: true, criado: false, semPermissoes: true });
  });

  it('answers the same for an e-mail already registered, changes nothing and tells the owner', async () => {
    const existente = await pedido({ email: 'vendas@retaguarda.dev', senha: 'tentativa-de-troca' });
    const novo = await pedido({ email: 'outra.pessoa@loja.com.br' });
    expect(existente.statusCode).toBe(novo.statusCode);
    expect(existente.body).toBe(novo.body);
    expect((await logar('vendas@retaguarda.dev', 'retaguarda')).statusCode).toBe(200);
    expect((await logar('vendas@retaguarda.dev', 'tentativa-de-troca')).statusCode).toBe(401);
    const aviso = (await mensagensPara('vendas@retaguarda.dev')).at(-1);
    expect(aviso?.assunto).toBe('Pedido de acesso ao Retaguarda');
    expect(aviso?.texto).toContain(`${URL_PUBLICA}/auth/forgot-password`);
    expect(await pedidos('vendas@retaguarda.dev')).toEqual([]);
  });

  it('keeps a confirmed request whose CNPJ matches no seller until an operator places it', async () => {
    const email = 'sem.loja@exemplo.com';
    expect((await pedido({ email, cnpj: CNPJ_SEM_LOJA })).json()).toEqual(NEUTRA);
    await confirmar(await tokenDeConfirmacao(email));
    expect(t.logs.join('\n')).toContain('pedido de acesso com CNPJ de nenhuma loja');
    expect(await ativarUsuario(t.db.kysely, email, { agora: agora() })).toEqual({ ok: false, motivo: expect.stringContaining('--seller') });
    expect(await ativar(email, PARCEIRA.id)).toMatchObject({ ok: true, criado: true });
    expect(await usuario(email)).toMatchObject({ id_seller: PARCEIRA.id });
    expect(await ativarUsuario(t.db.kysely, 'ninguem@exemplo.com', { agora: agora() })).toMatchObject({ ok: false });
  });

  it('logs when the seller has no administrator to notify', async () => {
    await pedido({ email: 'campinas@exemplo.com', cnpj: PARCEIRA.cnpj });
    await confirmar(await tokenDeConfirmacao('campinas@exemplo.com'));
    expect(t.logs.join('\n')).toContain('pedido de acesso sem administrador para avisar');
    expect((await t.outbox()).some((m) => m.texto.includes('campinas@exemplo.com') && m.para !== 'campinas@exemplo.com')).toBe(false);
  });

  it('validates every field, naming the keys: CNPJ check digits, phone; no password is asked', async () => {
    const chaves = async (campos: Record<string, string>) => (await pedido({ email: 'valida@exemplo.com', ...campos })).json().validation.body;
    expect(await chaves({ cnpj: '12.345.678/0001-00' })).toEqual({ source: 'body', keys: ['cnpj'], message: 'CNPJ inválido' });
    // The Receita Federal's own example of an alphanumeric CNPJ is accepted (no seller has it).
    expect((await pedido({ email: 'alfa@exemplo.com', cnpj: '12.ABC.345/01DE-35' })).statusCode).toBe(200);
    expect(await chaves({ telefone: '1234' })).toMatchObject({ keys: ['telefone'] });
    const vazio = await t.post('/v1/login_erp/solicitar-acesso', {}, '10.6.9.9');
    expect(vazio.json().validation.body.keys).toEqual(['nome', 'email', 'telefone', 'cnpj']);
  });

  it('answers 429 with Retry-After on the 6th request for one e-mail in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await pedido({ email: 'insistente@exemplo.com' })).statusCode).toBe(200);
    const res = await pedido({ email: 'insistente@exemplo.com' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after 5 requests from one IP, whatever the e-mails', async () => {
    const deUmIp = (n: number) =>
      t.post('/v1/login_erp/solicitar-acesso', { nome: 'Rajada', email: `rajada${n}@exemplo.com`, telefone: '11987654321', cnpj: LOJA_CENTRO.cnpj }, '10.6.200.1');
    for (let i = 0; i < 5; i++) expect((await deUmIp(i)).statusCode).toBe(200);
    expect((await deUmIp(9)).statusCode).toBe(429);
  });
});

describe('POST /v1/login_erp/confirmar-email', () => {
  it('answers one 400 for an unknown token and names the key when it is missing', async () => {
    const res = await confirmar('x'.repeat(43), '10.7.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: MENSAGENS_CONTA.confirmacaoInvalida });
    expect((await t.post('/v1/login_erp/confirmar-email', {}, '10.7.1.1')).json()).toEqual({
      validation: { body: { source: 'body', keys: ['token'], message: MENSAGENS_CONTA.confirmacaoInvalida } },
    });
  });

  it('answers 429 after 5 wrong tokens from one IP, even for a right one', async () => {
    await pedido({ email: 'adivinho@exemplo.com' });
    const certo = await tokenDeConfirmacao('adivinho@exemplo.com');
    for (let i = 0; i < 5; i++) expect((await confirmar(`errado-${i}`, '10.7.2.1')).statusCode).toBe(400);
    const res = await confirmar(certo, '10.7.2.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await confirmar(certo, '10.7.2.2')).statusCode).toBe(200);
  });

});
