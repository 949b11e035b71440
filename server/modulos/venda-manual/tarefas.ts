/**
 * Pix and boletos left unpaid past their limit expire (and their order, when nothing else pays it,
 * is cancelled) within a minute, whether or not anyone opens the order; the panel's poll expires
 * the order it shows at once.
 */
import { z } from 'zod/mini';
import { defineTarefa } from '../../tarefas/definir';
import { expirarCobrancas } from './regras/notificacoes';

/** What expirarCobrancas takes per call: a full lot means more may be waiting. */
const LOTE_EXPIRACAO = 500;

export const EXPIRAR_COBRANCAS = defineTarefa({
  tipo: 'venda_manual.expirar_cobrancas',
  descricao: 'Expira Pix e boletos não pagos no prazo e cancela o pedido que ficou sem pagamento',
  payload: z.object({}),
  agenda: { cron: '* * * * *' },
  executar: async (_p, t) => {
    for (;;) {
      t.sinal.throwIfAborted();
      if ((await expirarCobrancas(t.db, t.agora())) < LOTE_EXPIRACAO) return;
    }
  },
});

export default [EXPIRAR_COBRANCAS];
