/**
 * The account forms' bodies. Their endpoints do not exist yet (issue 8 designs them and moves
 * these schemas into src/api); until then the pages show the server's answer as it comes.
 */
import { z } from 'zod';
import { SENHA_MAX, SENHA_MIN } from '../api';

const email = z.string().trim().min(1, { error: 'Informe o e-mail' }).pipe(z.email({ error: 'E-mail inválido' }));
const senha = z
  .string()
  .min(SENHA_MIN, { error: `A senha deve ter pelo menos ${SENHA_MIN} caracteres` })
  .max(SENHA_MAX, { error: `A senha deve ter no máximo ${SENHA_MAX} caracteres` });

export const SolicitarAcessoBody = z
  .object({
    nome: z.string().trim().min(3, { error: 'Informe o nome completo' }).max(120),
    email,
    telefone: z
      .string()
      .trim()
      .regex(/^(\(?\d{2}\)?\s?)?\d{4,5}-\d{4}$/, { error: 'Telefone inválido. Use (11) 91234-5678' }),
    senha,
    confirmacao: z.string(),
  })
  .refine((b) => b.senha === b.confirmacao, { path: ['confirmacao'], error: 'As senhas não conferem' });

export const EsqueciSenhaBody = z.object({ email });

export const RedefinirSenhaBody = z
  .object({
    token: z.string().min(1, { error: 'O link de redefinição está incompleto. Peça um novo.' }),
    nova_senha: senha,
    confirmacao: z.string(),
  })
  .refine((b) => b.nova_senha === b.confirmacao, { path: ['confirmacao'], error: 'As senhas não conferem' });
