import { z } from 'zod/mini';
import { LIMITES_LISTA, listaLimitada } from './listas';
import { SenhaNova } from './senha';
import { SENHA_MAX } from './senhaLimites';

export { SENHA_MAX, SENHA_MIN } from './senhaLimites';

const email = z.pipe(
  z.string({ error: 'Informe o e-mail' }).check(
    z.trim(),
    z.minLength(1, { error: 'Informe o e-mail' }),
    z.maxLength(254, { error: 'E-mail longo demais' }),
  ),
  z.email({ error: 'E-mail inválido' }),
);

export const LoginBody = z.object({
  email,
  senha: z.string({ error: 'Informe a senha' }).check(z.minLength(1, { error: 'Informe a senha' }), z.maxLength(SENHA_MAX)),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const Usuario = z.object({
  id: z.int().check(z.positive()),
  nome: z.string(),
  email: z.string(),
  nome_seller: z.string(),
  id_seller: z.int().check(z.positive()),
  id_sellers_mesmo_grupo: listaLimitada(z.int().check(z.positive()), LIMITES_LISTA.sellers),
  permissoes: z.object({ permissions: listaLimitada(z.string(), LIMITES_LISTA.catalogo * 5) }),
});
export type Usuario = z.infer<typeof Usuario>;

/** Answer of logar and renovar-token. */
export const SessaoResposta = z.object({ usuario: Usuario });
export type SessaoResposta = z.infer<typeof SessaoResposta>;

export const AlterarSenhaBody = z
  .object({
    senha_atual: z.string({ error: 'Informe a senha atual' }).check(z.minLength(1, { error: 'Informe a senha atual' }), z.maxLength(SENHA_MAX)),
    // The reset's rule: 8-128 characters and not among the common passwords.
    nova_senha: SenhaNova,
  })
  .check(
    z.refine((b) => b.senha_atual !== b.nova_senha, {
      path: ['nova_senha'],
      error: 'A nova senha deve ser diferente da atual',
    }),
  );
export type AlterarSenhaBody = z.infer<typeof AlterarSenhaBody>;

/** Texts of the session endpoints that are not in MENSAGENS_COMUNS (contrato/api/envelope.ts). */
export const MENSAGENS_SESSAO = {
  /** 503 while too many sign-ins wait for the password check. */
  muitosLogins: 'Muitas pessoas estão entrando ao mesmo tempo. Tente novamente em alguns segundos.',
  /** After a password change, on the panel. */
  senhaAlteradaSessoes: 'Senha alterada. As outras sessões abertas foram encerradas; esta continua conectada.',
} as const;
