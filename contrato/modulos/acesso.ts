/**
 * Who may call an endpoint, declared beside it: one rule the server's guard and the panel's
 * `usePodeChamar` both answer from, so a button and the route behind it cannot disagree.
 */
import type { PermissionKey } from '../api/permissions';

/** One requirement of `todas`: a key, or any one of several. */
export type Requisito = PermissionKey | { qualquer: readonly PermissionKey[] };

/**
 * The schemes of the calls that carry no session: the credential is in the request itself and the
 * handler verifies it. The PSP's 5-minute window is not repeated here: it stays with its verifier
 * (JANELA_NOTIFICACAO_MS in the server's venda-manual/pagamentos/psp.ts), which the contract
 * cannot import, until it moves into the contract as one constant.
 */
export const ESQUEMAS_ASSINATURA = {
  psp: { tipo: 'hmac-sha256', assinatura: 'x-psp-assinatura', instante: 'x-psp-timestamp' },
  // The single-use token of an e-mailed link travels in the body; the server keeps only its hash.
  'link-email': { tipo: 'token-uso-unico', campo: 'token' },
} as const;
export type EsquemaAssinatura = keyof typeof ESQUEMAS_ASSINATURA;

export type Acesso =
  | 'publico'
  | 'sessao'
  | { chave: PermissionKey }
  | { qualquer: readonly PermissionKey[] }
  | { todas: readonly Requisito[] }
  | { assinado: EsquemaAssinatura };

function cumpre(requisito: Requisito, chaves: readonly string[]): boolean {
  if (typeof requisito === 'string') return chaves.includes(requisito);
  // Any one of no keys is nobody, as the server's exigirAlguma: a read-only register refuses writes.
  return requisito.qualquer.some((chave) => chaves.includes(chave));
}

/** The first requirement these keys fail, as an Acesso of its own (null when the call may go). */
export function requisitoNegado(acesso: Acesso, chaves: readonly string[] | null): Acesso | null {
  if (podeChamar(acesso, chaves)) return null;
  if (typeof acesso === 'string' || !('todas' in acesso) || chaves === null) return acesso;
  const falho = acesso.todas.find((requisito) => !cumpre(requisito, chaves));
  if (falho === undefined) return acesso;
  return typeof falho === 'string' ? { chave: falho } : falho;
}

/**
 * Whether a caller holding `chaves` (null: no session) may call. A signed endpoint answers false
 * to a session: its credential is the signature, which no session carries.
 */
export function podeChamar(acesso: Acesso, chaves: readonly string[] | null): boolean {
  if (acesso === 'publico') return true;
  if (chaves === null) return false;
  if (acesso === 'sessao') return true;
  if ('assinado' in acesso) return false;
  if ('chave' in acesso) return chaves.includes(acesso.chave);
  if ('qualquer' in acesso) return cumpre(acesso, chaves);
  // All of nothing is a declaration mistake: refuse rather than open the endpoint to any session.
  return acesso.todas.length > 0 && acesso.todas.every((requisito) => cumpre(requisito, chaves));
}

const mesmoConjunto = (a: readonly PermissionKey[], b: readonly PermissionKey[]): boolean =>
  a.length === b.length && a.every((chave) => b.includes(chave));
const contem = (maior: readonly PermissionKey[], menor: readonly PermissionKey[]): boolean =>
  menor.every((chave) => maior.includes(chave));

/** Drops repeated sets and every set that holds a smaller one (it passes, but is not minimal). */
function minimos(conjuntos: readonly PermissionKey[][]): PermissionKey[][] {
  const unicos = conjuntos.filter((c, i) => conjuntos.findIndex((outro) => mesmoConjunto(c, outro)) === i);
  return unicos.filter((c) => !unicos.some((outro) => outro !== c && outro.length < c.length && contem(c, outro)));
}

/**
 * The smallest key sets that pass, one per alternative: `[[]]` when no key is needed, `[]` when no
 * key set passes (a signed endpoint, an empty list). The authorisation matrix probes each.
 */
export function chavesMinimas(acesso: Acesso): PermissionKey[][] {
  if (acesso === 'publico' || acesso === 'sessao') return [[]];
  if ('assinado' in acesso) return [];
  if ('chave' in acesso) return [[acesso.chave]];
  if ('qualquer' in acesso) return minimos(acesso.qualquer.map((chave) => [chave]));
  if (acesso.todas.length === 0) return [];
  const produto = acesso.todas.reduce<PermissionKey[][]>(
    (parciais, requisito) => {
      const opcoes = typeof requisito === 'string' ? [requisito] : requisito.qualquer;
      return parciais.flatMap((parcial) => opcoes.map((chave) => (parcial.includes(chave) ? parcial : [...parcial, chave])));
    },
    [[]],
  );
  return minimos(produto);
}

/**
 * The `chave` the server writes in an `acesso_negado` entry: the keys asked for, `a | b` as the
 * guard joins them; '' where the entry carries no key. For `todas` the guard logs the first
 * failing requirement (requisitoNegado); the whole rule reads `a + (b | c)`.
 */
export function rotuloDoAcesso(acesso: Acesso): string {
  if (typeof acesso === 'string' || 'assinado' in acesso) return '';
  if ('chave' in acesso) return acesso.chave;
  if ('qualquer' in acesso) return acesso.qualquer.join(' | ');
  return acesso.todas
    .map((requisito) => (typeof requisito === 'string' ? requisito : requisito.qualquer.length > 1 ? `(${requisito.qualquer.join(' | ')})` : requisito.qualquer.join('')))
    .join(' + ');
}
