/**
 * The rules of a new password, shared by the account pages and the server. Light on purpose:
 * the list of common passwords is not imported here but registered by ./senhasComuns, which
 * the server loads at start and the panel loads lazily (it weighs ~400 kB, the whole
 * zxcvbn-ts password dictionary, of which only the head is used).
 */
import { z } from 'zod/mini';
import { SENHA_MAX, SENHA_MIN } from './senhaLimites';

export { SENHA_MAX, SENHA_MIN };

/** How many of the most frequent passwords (dictionary order = frequency order) are refused. */
export const QUANTIDADE_SENHAS_COMUNS = 3000;

export const MENSAGENS_SENHA = {
  informe: 'Informe a nova senha',
  curta: `A senha deve ter pelo menos ${SENHA_MIN} caracteres`,
  longa: `A senha deve ter no máximo ${SENHA_MAX} caracteres`,
  comum: 'Esta senha está entre as mais usadas. Escolha outra.',
  naoConferem: 'As senhas não conferem',
} as const;

let senhasComuns: ReadonlySet<string> = new Set();

/** Called once by ./senhasComuns with the head of the frequency-ordered dictionary. */
export function registrarSenhasComuns(lista: readonly string[]): void {
  senhasComuns = new Set(lista.map((s) => s.toLowerCase()));
}

/** Whether the common-password list is loaded: the server refuses to start without it. */
export function senhasComunsCarregadas(): boolean {
  return senhasComuns.size > 0;
}

/** Case-insensitive: "Password" is guessed as early as "password". */
export function ehSenhaComum(senha: string): boolean {
  return senhasComuns.has(senha.toLowerCase());
}

/**
 * A new password: 8 to 128 characters and not among the most common ones (once the list is
 * loaded). Not trimmed: spaces are legitimate password characters.
 */
export const SenhaNova = z.string({ error: MENSAGENS_SENHA.informe }).check(
  z.minLength(SENHA_MIN, { error: MENSAGENS_SENHA.curta }),
  z.maxLength(SENHA_MAX, { error: MENSAGENS_SENHA.longa }),
  z.refine((s) => !ehSenhaComum(s), { error: MENSAGENS_SENHA.comum }),
);
