import type { Kysely } from 'kysely';
import { comTabelasConta } from '../conta/schema';
import type { App, Contexto } from '../../../contexto';
import type { DB } from '../../../db/schema';
import { limparEventosAntigos } from '../seguranca/log';
import { JANELA_FALHAS_MS } from './limite-login';

/** How long a revoked or expired refresh token and a used reset link are kept (for an investigation of the day). */
export const GUARDA_APOS_FIM_MS = 24 * 60 * 60 * 1000;
export const INTERVALO_LIMPEZA_MS = 60 * 60 * 1000;

export interface Limpos {
  refreshTokens: number;
  tentativas: number;
  linksRedefinicao: number;
  eventos: number;
}

/**
 * Deletes what no check reads any more: refresh tokens a day after they expired or were revoked,
 * sign-in attempts out of the limiter's window, reset links a day after they expired or were
 * used, and security events past their retention.
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

/** Runs limparExpirados when the app is ready and every hour after; the timer never holds the process open. */
export function agendarLimpeza(app: App, ctx: Contexto): void {
  let timer: NodeJS.Timeout | null = null;
  const rodar = async (): Promise<void> => {
    try {
      await limparExpirados(ctx.db.kysely, ctx.agora().getTime());
    } catch (erro) {
      app.log.error({ err: erro }, 'limpeza de sessões e tentativas falhou');
    }
  };
  app.addHook('onReady', async () => {
    await rodar();
    timer = setInterval(() => void rodar(), INTERVALO_LIMPEZA_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}
