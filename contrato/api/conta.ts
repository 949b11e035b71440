/**
 * Account endpoints without a session: request access, confirm its e-mail,
 * forgot password, reset or first set a password. Bodies and answers, shared by the account
 * pages, the server and the mocks.
 * SenhaNova refuses common passwords once ./senhasComuns is loaded (see ./senha).
 */
import { z } from 'zod/mini';
import { zCnpj, zPhone } from '../br/zod';
import { LoginBody } from './sessao';
import { MENSAGENS_SENHA, SenhaNova } from './senha';

/** The fixed answers; every one of them is the same whatever the e-mail, by design. */
export const MENSAGENS_CONTA = {
  solicitacaoRecebida:
    'Pedido recebido. Enviamos um link de confirmação para o e-mail informado: abra-o em até 24 horas para que o pedido chegue a um administrador da loja.',
  emailConfirmado: 'E-mail confirmado. Um administrador da loja vai analisar seu pedido; quando o acesso for liberado, você recebe um e-mail para definir sua senha.',
  confirmacaoExpirada: 'Este link de confirmação expirou. Peça o acesso novamente.',
  confirmacaoInvalida: 'Link de confirmação inválido. Confira se copiou o endereço completo do e-mail.',
  linkEnviado: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  senhaRedefinida: 'Senha redefinida. Entre com a nova senha.',
  senhaDefinida: 'Senha definida. Entre com o seu e-mail e a senha que acabou de escolher.',
  linkInvalido: 'Link inválido ou expirado. Peça um novo.',
} as const;

/** The same e-mail rule as the login (trimmed, at most 254 characters). */
const email = LoginBody.shape.email;

/** The reset token as it travels in the link: 32 random bytes in base64url. */
const token = z
  .string({ error: MENSAGENS_CONTA.linkInvalido })
  .check(z.trim(), z.minLength(1, { error: MENSAGENS_CONTA.linkInvalido }), z.maxLength(256, { error: MENSAGENS_CONTA.linkInvalido }));

export const SolicitarAcessoBody = z.object({
  nome: z
    .string({ error: 'Informe o nome' })
    .check(z.trim(), z.minLength(1, { error: 'Informe o nome' }), z.maxLength(120, { error: 'Nome longo demais (até 120 caracteres)' })),
  email,
  /** Output: the digits only. */
  telefone: zPhone,
  /** CNPJ of the store (seller) the person works for; output: 14 upper-case characters. */
  cnpj: zCnpj,
  // No password: whoever asks might not own the e-mail. One sent by an older panel is
  // dropped like any unknown key; the person sets a password from a link after activation.
});
export type SolicitarAcessoBody = z.infer<typeof SolicitarAcessoBody>;

export const ConfirmarEmailBody = z.object({
  token: z
    .string({ error: MENSAGENS_CONTA.confirmacaoInvalida })
    .check(z.trim(), z.minLength(1, { error: MENSAGENS_CONTA.confirmacaoInvalida }), z.maxLength(256, { error: MENSAGENS_CONTA.confirmacaoInvalida })),
});
export type ConfirmarEmailBody = z.infer<typeof ConfirmarEmailBody>;

export const EsqueciSenhaBody = z.object({ email });
export type EsqueciSenhaBody = z.infer<typeof EsqueciSenhaBody>;

export const ValidarTokenBody = z.object({ token });
export type ValidarTokenBody = z.infer<typeof ValidarTokenBody>;

/** What the reset page may show before asking for the new password. */
export const ValidarTokenResposta = z.object({
  /** Whose password is being reset (the page gives it to password managers as the username). */
  email: z.string(),
  /** ISO 8601 with the São Paulo offset. */
  expira_em: z.string(),
  /** 'definir': the first password, after activation; 'redefinir': a forgotten one. */
  finalidade: z.enum(['redefinir', 'definir']),
});
export type ValidarTokenResposta = z.infer<typeof ValidarTokenResposta>;

export const RedefinirSenhaBody = z
  .object({
    token,
    nova_senha: SenhaNova,
    confirmacao: z.string({ error: 'Repita a nova senha' }),
  })
  .check(
    z.refine((b) => typeof b.nova_senha !== 'string' || b.confirmacao === b.nova_senha, {
      path: ['confirmacao'],
      error: MENSAGENS_SENHA.naoConferem,
    }),
  );
export type RedefinirSenhaBody = z.infer<typeof RedefinirSenhaBody>;

/** The answer of solicitar-acesso, confirmar-email, esqueci-senha and redefinir-senha: one of MENSAGENS_CONTA. */
export const MensagemConta = z.string();
