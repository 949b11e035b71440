/**
 * A react-hook-form resolver from a shared zod schema, for the account forms (react-admin's
 * <Form resolver>). Asynchronous: with `senhas`, it first loads the common-password list so the
 * new password is checked with the server's full rule. Errors carry the schema's Portuguese
 * message on the first path segment, the same key the server names in validation.body.keys.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { MENSAGENS_SENHA } from '@retaguarda/contrato/api/senha';
import { carregarSenhasComuns } from './carregamentos';

export interface OpcoesResolver {
  /** Load the common-password list first (forms with a new password). */
  senhas?: boolean;
  /**
   * A confirmation field checked against the password on every pass, even while other fields
   * are still invalid (a schema's object-level refine waits for them).
   */
  confirmacao?: { campo: string; senha: string };
}

export function resolverConta(schema: z.ZodMiniType, opcoes: OpcoesResolver = {}): Resolver<FieldValues> {
  return async (valores) => {
    if (opcoes.senhas) await carregarSenhasComuns();
    const resultado = await schema.safeParseAsync(valores);
    const errors: FieldErrors<FieldValues> = {};
    for (const problema of resultado.error?.issues ?? []) {
      const campo = String(problema.path[0] ?? '');
      errors[campo] ??= { type: problema.code, message: problema.message };
    }
    const { confirmacao } = opcoes;
    if (confirmacao && valores[confirmacao.campo] !== valores[confirmacao.senha]) {
      errors[confirmacao.campo] ??= { type: 'custom', message: MENSAGENS_SENHA.naoConferem };
    }
    // The raw values: the submit handler parses them once more to get the typed, clean body.
    return Object.keys(errors).length === 0 ? { values: valores, errors: {} } : { values: {}, errors };
  };
}
