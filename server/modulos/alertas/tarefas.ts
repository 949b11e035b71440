/**
 * Every minute, each declared rule is evaluated once: the scheduled job (one run per window across
 * every instance) enqueues one job per rule keyed by the rule and the window, so the evaluations
 * run in parallel on whichever instances are free and a window never evaluates a rule twice. The
 * same pass brings snoozed alerts whose time came back to the inbox.
 */
import { z } from 'zod/mini';
import { IDS_REGRAS } from '@retaguarda/contrato/alertas/regras';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { transacao } from '../../db/transacao';
import { defineTarefa } from '../../tarefas/definir';
import { enfileirarVarias, type JobNovo } from '../../tarefas/enfileirar';
import { avaliarRegra } from './avaliacao/avaliar';
import { registrar } from './consultas/historico';
import { ENVIAR_EMAIL } from './email';

export const AVALIAR_REGRA = defineTarefa({
  tipo: 'alertas.avaliar_regra',
  descricao: 'Avalia uma regra de alerta em todos os grupos, abrindo e fechando alertas',
  payload: z.object({ regra: z.enum(IDS_REGRAS), janela: z.string() }),
  concorrencia: 2,
  // a window's evaluation is worth little once the next window has its own
  maximo: 2,
  executar: async ({ regra }, t) => {
    const m = await avaliarRegra(t.db, regra, t.agora().getTime(), t.sinal);
    if (m.abertos + m.fechados > 0) t.log.info({ regra, ...m }, 'alertas avaliados');
  },
});

/** The window of a scheduled run, read from its key (`agenda:<UTC ISO>`). */
const janelaDaChave = (chave: string): string => (chave.startsWith('agenda:') ? chave.slice('agenda:'.length) : chave);

export const AGENDAR_AVALIACAO = defineTarefa({
  tipo: 'alertas.agendar',
  descricao: 'A cada minuto: enfileira a avaliação de cada regra de alerta e devolve à caixa os alertas cujo adiamento terminou',
  payload: z.object({}),
  agenda: { cron: '* * * * *' },
  executar: async (_p, t) => {
    const agora = t.agora().getTime();
    const janela = janelaDaChave(t.chave);
    const jobs = IDS_REGRAS.map((regra) => ({ tarefa: AVALIAR_REGRA, payload: { regra, janela }, opcoes: { chave: `${regra}:${janela}`, idGrupo: null, agora } }) as JobNovo<z.ZodMiniType>);
    await enfileirarVarias(t.db, jobs);
    await encerrarAdiamentos(t.db, agora);
  },
});

/** Snoozed alerts whose time has come are open again, each with its history line. */
async function encerrarAdiamentos(db: Parameters<typeof transacao>[0], agora: number): Promise<void> {
  const vencidos = await db.selectFrom('alertas').select(['id', 'adiado_ate']).where('estado', '=', 'adiado').where('adiado_ate', '<=', agora).limit(1000).execute();
  for (const v of vencidos) {
    await transacao(db, async (trx) => {
      const r = await trx
        .updateTable('alertas')
        .set((eb) => ({ estado: 'aberto', adiado_ate: null, version: eb('version', '+', 1) }))
        .where('id', '=', v.id)
        .where('estado', '=', 'adiado')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) await registrar(trx, { idAlerta: v.id, acao: 'adiamento_encerrado', descricao: `O adiamento até ${formatDateTime(v.adiado_ate)} terminou: o alerta voltou à caixa.`, idUsuario: null, em: agora });
    });
  }
}

export default [AGENDAR_AVALIACAO, AVALIAR_REGRA, ENVIAR_EMAIL];
