/** How long a failed job waits before its next run. */
export interface Espera {
  baseMs: number;
  tetoMs: number;
}

export const ESPERA_PADRAO: Espera = { baseMs: 1_000, tetoMs: 60 * 60_000 };

/**
 * Exponential backoff with jitter after the `tentativa`-th failed run (1 = the first): doubling
 * from `baseMs` up to `tetoMs`, then half of it fixed and half drawn, so jobs that failed together
 * (a SEFAZ outage) do not all come back in the same instant, and none comes back at once.
 */
export function esperaAposFalha(tentativa: number, aleatorio: () => number, espera: Espera = ESPERA_PADRAO): number {
  const cheia = Math.min(espera.tetoMs, espera.baseMs * 2 ** Math.max(0, tentativa - 1));
  return Math.round(cheia / 2 + aleatorio() * (cheia / 2));
}
