import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { falhasRecentes } from '../db/queries/sessoes';

export const JANELA_FALHAS_MS = 15 * 60 * 1000;
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
