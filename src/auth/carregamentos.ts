/**
 * The heavy parts of the account pages, loaded on demand so the sign-in page never pays for
 * them: the common-password list (arms SenhaNova) and the zxcvbn-ts strength hint. A failed
 * load (offline, new deploy) is forgotten so the next attempt retries; meanwhile the lengths are
 * still checked here and the server checks the rest.
 */
import type { ForcaSenha } from '@retaguarda/contrato/api/forcaSenha';

export type AvaliarSenha = (senha: string, dadosDoUsuario?: string[]) => ForcaSenha;

let senhasComuns: Promise<boolean> | null = null;
let avaliador: Promise<AvaliarSenha> | null = null;

/** Resolves true once SenhaNova knows the common passwords, false when the list could not load. */
export function carregarSenhasComuns(): Promise<boolean> {
  senhasComuns ??= import('@retaguarda/contrato/api/senhasComuns').then(
    () => true,
    () => {
      senhasComuns = null;
      return false;
    },
  );
  return senhasComuns;
}

/** The strength hint's function (also arms the common-password check). */
export function carregarAvaliador(): Promise<AvaliarSenha> {
  avaliador ??= import('@retaguarda/contrato/api/forcaSenha').then(
    (m) => m.avaliarSenha,
    (erro: unknown) => {
      avaliador = null;
      throw erro;
    },
  );
  return avaliador;
}
