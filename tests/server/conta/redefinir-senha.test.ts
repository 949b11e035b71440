import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { comTabelasConta } from '../../../server/modulos/sessao/conta/schema';
import { cookiesDe, createContaTestApp, tokenDoUltimoLink, URL_PUBLICA, VERSAO, type ContaTestApp } from './helpers';

let t: ContaTestApp;
const MIN = 60 * 1000;
const NOVA = 'cafe-com-pao-de-queijo';
/** financeiro's password after the logging test (the revocation test signs in with it). */
const SENHA_DO_LOG = 'senha-secreta-de-log';
const esqueci = (email: string, ip?: string) => t.post('/v1/login_erp/esqueci-senha', { email }, ip);
const validar = (token: string, ip?: string) => t.post('/v1/login_erp/redefinir-senha/validar', { token }, ip);
const redefinir = (token: string, nova_senha = NOVA, confirmacao = nova_senha, ip?: string) =>
  t.post('/v1/login_erp/redefinir-senha', { token, nova_senha, confirmacao }, ip);
const logar = (email: string, senha: string) => t.post('/v1/login_erp/logar', { email, senha }, '10.9.9.9');
/** A fresh reset link for the user, asked from its own IP so the limit never interferes. */
async function novoToken(email: string, ip: string): Promise<string> {
  expect((await esqueci(email, ip)).statusCode).toBe(200);
  return tokenDoUltimoLink(t, email);
}

beforeAll(async () => {
  t = await createContaTestApp();
});
afterAll(() => t.close());

describe('POST /v1/login_erp/esqueci-senha', () => {
  it('answers the same 200 and text for a registered, an unknown and an inactive e-mail', async () => {
    const respostas = await Promise.all(
      ['vendas@retaguarda.dev', 'ninguem@retaguarda.dev', 'inativo@retaguarda.dev'].map((email, i) => esqueci(email, `10.0.0.${i}`)),
    );
    for (const r of respostas) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ RES: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.' });
    }
    const destinos = (await t.outbox()).map((m) => m.para);
    expect(destinos).toContain('vendas@retaguarda.dev');
    expect(destinos).not.toContain('ninguem@retaguarda.dev');
    expect(destinos).not.toContain('inativo@retaguarda.dev');
  });

  it('e-mails a link to PUBLIC_URL/auth/reset-password with a 256-bit token, stored only as its SHA-256', async () => {
    await esqueci('financeiro@retaguarda.dev', '10.0.1.1');
    const msg = (await t.outbox()).filter((m) => m.para === 'financeiro@retaguarda.dev').at(-1);
    expect(msg?.assunto).toBe('Redefinição de senha do Retaguarda');
    const token = await tokenDoUltimoLink(t, 'financeiro@retaguarda.dev');
    expect(msg?.texto).toContain(`${URL_PUBLICA}/auth/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const linhas = await comTabelasConta(t.db.kysely).selectFrom('password_reset_tokens').select('token_hash').execute();
    const hash = createHash('sha256').update(token).digest('hex');
    expect(linhas.map((l) => l.token_hash)).toContain(hash);
    expect(linhas.map((l) => l.token_hash)).not.toContain(token);
  });

  it('logs the subject and the .eml file, never the token, the link or a password', async () => {
    const token = await novoToken('financeiro@retaguarda.dev', '10.0.1.2');
    await redefinir(token, SENHA_DO_LOG, SENHA_DO_LOG, '10.0.1.2');
    const linhas = t.logs.join('\n');
    expect(linhas).toMatch(/"assunto":"Redefinição de senha do Retaguarda","arquivo":"[^"]+\.eml"/);
    expect(linhas).not.toContain(token);
    expect(linhas).not.toContain('reset-password');
    expect(linhas).not.toContain(SENHA_DO_LOG);
  });

});

describe('POST /v1/login_erp/redefinir-senha/validar', () => {
  it('answers the e-mail and the expiry (30 minutes, São Paulo offset) for a valid link', async () => {
    const token = await novoToken('vendas@retaguarda.dev', '10.1.0.1');
    const res = await validar(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RES: { email: 'vendas@retaguarda.dev', expira_em: '2026-11-21T12:30:00-03:00', finalidade: 'redefinir' } });
  });

  it('answers 400 Link inválido ou expirado for an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'nao-existe']) {
      const res = await validar(token, '10.1.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ RES: MENSAGENS_CONTA.linkInvalido });
    }
    expect((await t.post('/v1/login_erp/redefinir-senha/validar', {}, '10.1.0.3')).json()).toEqual({
      validation: { body: { source: 'body', keys: ['token'], message: 'Link inválido ou expirado. Peça um novo.' } },
    });
  });
});

describe('POST /v1/login_erp/redefinir-senha', () => {
  it('sets the password: the new one signs in, the old one fails, and the link works only once', async () => {
    const token = await novoToken('vendas@retaguarda.dev', '10.2.0.1');
    const res = await redefinir(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RES: 'Senha redefinida. Entre com a nova senha.' });
    expect((await logar('vendas@retaguarda.dev', NOVA)).statusCode).toBe(200);
    expect((await logar('vendas@retaguarda.dev', 'retaguarda')).statusCode).toBe(401);
    const denovo = await redefinir(token, 'outra-senha-qualquer-1');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json()).toEqual({ RES: 'Link inválido ou expirado. Peça um novo.' });
    expect((await validar(token)).statusCode).toBe(400);
    expect((await logar('vendas@retaguarda.dev', NOVA)).statusCode).toBe(200);
  });

  it('voids the other links of the user once one is used', async () => {
    const primeiro = await novoToken('vendas@retaguarda.dev', '10.2.1.1');
    const segundo = await novoToken('vendas@retaguarda.dev', '10.2.1.2');
    expect(primeiro).not.toBe(segundo);
    expect((await redefinir(segundo, 'segunda-senha-nova')).statusCode).toBe(200);
    expect((await redefinir(primeiro, 'primeira-senha-nova')).statusCode).toBe(400);
  });

  it('revokes every session of the user: an old refresh cookie gets 401', async () => {
    const sessao = cookiesDe(await logar('financeiro@retaguarda.dev', SENHA_DO_LOG));
    const renovar = () => t.app.inject({ method: 'POST', url: '/v1/login_erp/renovar-token', headers: { cookie: sessao, ...VERSAO } });
    expect((await renovar()).statusCode).toBe(200);
    const token = await novoToken('financeiro@retaguarda.dev', '10.2.2.1');
    expect((await redefinir(token, 'financeiro-nova-senha')).statusCode).toBe(200);
    t.relogio.avancar(11 * 1000);
    expect((await renovar()).statusCode).toBe(401);
  });

  it('refuses a link 30 minutes after it was sent, in validar and in redefinir', async () => {
    const token = await novoToken('admin@retaguarda.dev', '10.2.3.1');
    t.relogio.avancar(29 * MIN);
    expect((await validar(token)).statusCode).toBe(200);
    t.relogio.avancar(MIN + 1000);
    expect((await validar(token)).json()).toEqual({ RES: MENSAGENS_CONTA.linkInvalido });
    const res = await redefinir(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ RES: MENSAGENS_CONTA.linkInvalido });
    expect((await logar('admin@retaguarda.dev', 'retaguarda')).statusCode).toBe(200);
  });

  it('applies the password rules, naming the offending keys', async () => {
    const token = 'qualquer';
    const erro = async (nova: string, confirmacao = nova) => (await redefinir(token, nova, confirmacao, '10.2.4.1')).json();
    expect(await erro('curta')).toEqual({ validation: { body: { source: 'body', keys: ['nova_senha'], message: 'A senha deve ter pelo menos 8 caracteres' } } });
    expect(await erro('x'.repeat(129))).toEqual({ validation: { body: { source: 'body', keys: ['nova_senha'], message: 'A senha deve ter no máximo 128 caracteres' } } });
    for (const comum of ['password', '12345678', 'iloveyou', 'PassWord']) {
      expect(await erro(comum), comum).toEqual({ validation: { body: { source: 'body', keys: ['nova_senha'], message: 'Esta senha está entre as mais usadas. Escolha outra.' } } });
    }
    expect(await erro(NOVA, `${NOVA}!`)).toEqual({ validation: { body: { source: 'body', keys: ['confirmacao'], message: 'As senhas não conferem' } } });
    expect((await erro('curta', 'outra')).validation.body.keys).toEqual(['nova_senha', 'confirmacao']);
    expect((await t.post('/v1/login_erp/redefinir-senha', {}, '10.2.4.2')).json().validation.body.keys).toEqual(['token', 'nova_senha', 'confirmacao']);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After on the 6th reset request for one e-mail in 15 minutes, registered or not', async () => {
    for (const email of ['admin@retaguarda.dev', 'desconhecido@retaguarda.dev']) {
      for (let i = 0; i < 5; i++) expect((await esqueci(email, `10.3.${i}.1`)).statusCode).toBe(200);
      const bloqueado = await esqueci(email, '10.3.9.1');
      expect(bloqueado.statusCode).toBe(429);
      expect(bloqueado.json()).toEqual({ RES: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
      expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(bloqueado.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // Reset requests do not count against signing in.
    expect((await logar('admin@retaguarda.dev', 'retaguarda')).statusCode).toBe(200);
    t.relogio.avancar(15 * MIN + 1000);
    expect((await esqueci('admin@retaguarda.dev', '10.3.9.1')).statusCode).toBe(200);
  });

  it('answers 429 after 5 reset requests from one IP whatever the e-mails', async () => {
    for (let i = 0; i < 5; i++) await esqueci(`pessoa${i}@exemplo.com`, '10.4.0.1');
    const res = await esqueci('pessoa9@exemplo.com', '10.4.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers 429 after 5 wrong tokens from one IP, even for a right one', async () => {
    const certo = await novoToken('admin@retaguarda.dev', '10.5.0.9');
    for (let i = 0; i < 5; i++) expect((await validar(`errado-${i}`, '10.5.0.1')).statusCode).toBe(400);
    const res = await redefinir(certo, NOVA, NOVA, '10.5.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await validar(certo, '10.5.0.2')).statusCode).toBe(200);
  });
});
