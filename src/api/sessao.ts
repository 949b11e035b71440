import { z } from 'zod/mini';

const email = z.pipe(
  z.string({ error: 'Informe o e-mail' }).check(
    z.trim(),
    z.minLength(1, { error: 'Informe o e-mail' }),
    z.maxLength(254, { error: 'E-mail longo demais' }),
  ),
  z.email({ error: 'E-mail inválido' }),
);

export const SENHA_MIN = 8;
export const SENHA_MAX = 128;

const senhaNova = z.string({ error: 'Informe a nova senha' }).check(
  z.minLength(SENHA_MIN, { error: `A senha deve ter pelo menos ${SENHA_MIN} caracteres` }),
  z.maxLength(SENHA_MAX, { error: `A senha deve ter no máximo ${SENHA_MAX} caracteres` }),
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
  id_sellers_mesmo_grupo: z.array(z.int().check(z.positive())),
  permissoes: z.object({ permissions: z.array(z.string()) }),
});
export type Usuario = z.infer<typeof Usuario>;

/** Answer of logar and renovar-token. */
export const SessaoResposta = z.object({ usuario: Usuario });
export type SessaoResposta = z.infer<typeof SessaoResposta>;

export const AlterarSenhaBody = z
  .object({
    senha_atual: z.string({ error: 'Informe a senha atual' }).check(z.minLength(1, { error: 'Informe a senha atual' }), z.maxLength(SENHA_MAX)),
    nova_senha: senhaNova,
  })
  .check(
    z.refine((b) => b.senha_atual !== b.nova_senha, {
      path: ['nova_senha'],
      error: 'A nova senha deve ser diferente da atual',
    }),
  );
export type AlterarSenhaBody = z.infer<typeof AlterarSenhaBody>;
