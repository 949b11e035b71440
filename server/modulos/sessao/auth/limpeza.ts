import type { Kysely } from 'kysely';
import { comTabelasConta } from '../conta/schema';
import type { DB } from '../../../db/schema';
import { limparEventosAntigos } from '../seguranca/log';
import { JANELA_FALHAS_MS } from './limite-login';

/** How long a revoked or expired refresh token and a used reset link are kept (for an investigation of the day). */
export const GUARDA_APOS_FIM_MS = 24 * 60 * 60 * 1000;

export interface Limpos {
  refreshTokens: number;
  tentativas: number;
  linksRedefinicao: number;
  eventos: number;
}

/**
 * Deletes what no check reads any more: refresh tokens a day after they expired or were revoked,
 * sign-in attempts out of the limiter's window, reset links a day after they expired or were
 * used, and security events past their retention. Run every hour by the job in ../tarefas.ts.
 */
export async function limparExpirados(db: Kysely<DB>, agora: number): Promise<Limpos> {
  const limite = agora - GUARDA_APOS_FIM_MS;
  const refresh = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expira_em', '<', limite), eb('revogado_em', '<', limite)]))
    .executeTakeFirst();
  const tentativas = await db.deleteFrom('login_attempts').where('em', '<', agora - JANELA_FALHAS_MS).executeTakeFirst();
  const links = await comTabelasConta(db)
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expira_em', '<', limite), eb('usado_em', '<', limite)]))
    .executeTakeFirst();
  const eventos = await limparEventosAntigos(db, agora);
  return {
    refreshTokens: Number(refresh.numDeletedRows),
    tentativas: Number(tentativas.numDeletedRows),
    linksRedefinicao: Number(links.numDeletedRows),
    eventos,
  };
}
