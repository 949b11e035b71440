import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { apagarTentativa, falhasRecentes, inserirTentativa, tentativasAnteriores } from '../consultas/sessoes';

export const JANELA_FALHAS_MS = 15 * 60 * 1000;
/** The account endpoints' limit (server/modulos/sessao/conta/limite.ts): per e-mail and per IP. */
export const MAX_FALHAS = 5;

/**
 * Seconds until another login attempt is allowed, or null when it is allowed now. Counted in
 * the database (not in memory) so every instance behind a load balancer sees the same count.
 */
export async function segundosDeEspera(db: Kysely<DB>, email: string, ip: string, agora: number): Promise<number | null> {
  const falhas = await falhasRecentes(db, email, ip, agora - JANELA_FALHAS_MS);
  let espera: number | null = null;
  for (const lista of [falhas.email, falhas.ip]) {
    if (lista.length < MAX_FALHAS) continue;
    // The attempt that would bring the count back under the limit expires first.
    const libera = lista[lista.length - MAX_FALHAS] + JANELA_FALHAS_MS;
    const s = Math.max(1, Math.ceil((libera - agora) / 1000));
    espera = Math.max(espera ?? 0, s);
  }
  return espera;
}

/** Sign-in: failures (and attempts in flight) of one e-mail from one IP before 429. */
export const MAX_FALHAS_EMAIL_IP = 5;
/**
 * Sign-in: failures from one IP, whatever the e-mails, before 429. Higher than per e-mail: a whole
 * store's staff may sign in behind one address.
 */
export const MAX_FALHAS_IP = 20;
/** Failures of one e-mail (from any IP) after which each further attempt waits before its answer. */
export const ATRASO_A_PARTIR_DE = 5;
export const ATRASO_INICIAL_MS = 250;
export const ATRASO_MAX_MS = 4000;

export type ResultadoTentativa =
  | { permitida: true; id: number; atrasoMs: number }
  | { permitida: false; segundos: number };

function liberacao(lista: readonly number[], max: number, agora: number): number | null {
  if (lista.length < max) return null;
  // The attempt that would bring the count back under the limit expires first.
  const libera = lista[lista.length - max] + JANELA_FALHAS_MS;
  return Math.max(1, Math.ceil((libera - agora) / 1000));
}

/**
 * The slow-down of an e-mail under attack from many addresses: doubling from 250 ms, capped at
 * 4 s. Never a refusal: a stranger must not be able to lock someone else out.
 */
export function atrasoPorEmail(falhasDoEmail: number): number {
  if (falhasDoEmail < ATRASO_A_PARTIR_DE) return 0;
  const passos = Math.min(falhasDoEmail - ATRASO_A_PARTIR_DE, 10);
  return Math.min(ATRASO_MAX_MS, ATRASO_INICIAL_MS * 2 ** passos);
}

/**
 * Records a sign-in attempt BEFORE its password is checked, then counts the attempts recorded
 * before it: of 15 parallel attempts, the ones past the limit are refused even though none has
 * finished. Hard limits per e-mail+IP and per IP; per e-mail only a delay. A refused
 * attempt's row is deleted so hammering a closed door does not keep it closed.
 */
export async function iniciarTentativa(db: Kysely<DB>, email: string, ip: string, agora: number): Promise<ResultadoTentativa> {
  const id = await inserirTentativa(db, email, ip, agora);
  const antes = await tentativasAnteriores(db, email, ip, agora - JANELA_FALHAS_MS, id);
  const espera = Math.max(liberacao(antes.emailIp, MAX_FALHAS_EMAIL_IP, agora) ?? 0, liberacao(antes.ip, MAX_FALHAS_IP, agora) ?? 0);
  if (espera > 0) {
    await apagarTentativa(db, id);
    return { permitida: false, segundos: espera };
  }
  return { permitida: true, id, atrasoMs: atrasoPorEmail(antes.email) };
}
