/**
 * Every hour, what no check reads any more goes: spent refresh tokens and reset links, sign-in
 * attempts out of the limiter's window, security events past their retention (limparExpirados).
 */
import { z } from 'zod/mini';
import { defineTarefa } from '../../tarefas/definir';
import { limparExpirados } from './auth/limpeza';

export const LIMPAR_SESSOES = defineTarefa({
  tipo: 'sessao.limpar_expirados',
  descricao: 'Apaga sessões e links vencidos, tentativas de login antigas e eventos de segurança além da retenção',
  payload: z.object({}),
  agenda: { cron: '7 * * * *' },
  executar: async (_p, t) => {
    const limpos = await limparExpirados(t.db, t.agora().getTime());
    t.log.info({ ...limpos }, 'limpeza de sessões e tentativas');
  },
});

export default [LIMPAR_SESSOES];
