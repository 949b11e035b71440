import type { Kysely } from 'kysely';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { segundosDeEspera } from '../auth/limite-login';
import { registrarFalhaLogin } from '../consultas/sessoes';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';

/**
 * The login limiter (5 per e-mail and 5 per IP in 15 minutes, counted in login_attempts) reused
 * for the account endpoints. Each endpoint's rows carry its own prefix, so asking for a reset
 * link never counts against signing in, nor the other way round; the login's clean-up of old
 * rows sweeps these too.
 */
export type EscopoLimite = 'solicitar-acesso' | 'confirmar-email' | 'esqueci-senha' | 'redefinir-senha';

export interface ChavesLimite {
  /** Absent where the call names no e-mail (a reset token): then only the IP counts. */
  email?: string;
  ip: string;
}

function chaves(escopo: EscopoLimite, c: ChavesLimite): { email: string; ip: string } {
  const ip = `${escopo}:ip:${c.ip}`;
  return { email: c.email ? `${escopo}:${c.email.toLowerCase()}` : ip, ip };
}

/** 429 with Retry-After when the e-mail or the IP used up its attempts. */
export async function exigirDentroDoLimite(db: Kysely<DB>, escopo: EscopoLimite, c: ChavesLimite, agora: number): Promise<void> {
  const k = chaves(escopo, c);
  const espera = await segundosDeEspera(db, k.email, k.ip, agora);
  if (espera !== null) throw new ErroHttp(429, MENSAGENS_COMUNS.muitasTentativas, { 'retry-after': String(espera) });
}

export async function contarTentativa(db: Kysely<DB>, escopo: EscopoLimite, c: ChavesLimite, agora: number): Promise<void> {
  const k = chaves(escopo, c);
  await registrarFalhaLogin(db, k.email, k.ip, agora);
}
