/**
 * The background jobs as an administrator sees them (server/tarefas): how many of each type wait,
 * run, fail and died, how long the oldest has waited, and the dead ones, to run again or discard.
 * Key torre_de_controle_monitoramento_tempo_real; a user reaches the jobs of their seller group and
 * the system's own (no group), never another group's.
 */
import { z } from 'zod/mini';
import { envelope, Paginacao } from './envelope';
import { idParam } from './ids';
import { listaLimitada } from './listas';
import type { ChildKey } from './permissions';
import { defineEndpoints } from '../modulos/declaracao';

export const CHAVE_TAREFAS: ChildKey = 'torre_de_controle_monitoramento_tempo_real';

/** Dead jobs per page, and the last page a query may ask for. */
export const LIMITES_TAREFAS = { porPagina: 50, paginas: 10_000, tipos: 500 } as const;

const contagem = z.int().check(z.nonnegative());

export const ResumoTipoTarefa = z.object({
  tipo: z.string(),
  /** The declared description; null for a type found in the queue that this server no longer declares. */
  descricao: z.nullable(z.string()),
  /** Waiting to run, failed ones waiting for their next attempt included. */
  fila: contagem,
  executando: contagem,
  /** Of `fila`: jobs that failed at least once and will be tried again. */
  falhando: contagem,
  mortas: contagem,
  /** Milliseconds since the oldest job ready to run became ready; null when none is. */
  espera_mais_antiga_ms: z.nullable(contagem),
  /** 95th percentile of the wait (ready → started) of the jobs started in the last hour; null when none started. */
  espera_p95_ms: z.nullable(contagem),
  /** A recurring job's schedule (five cron fields, time zone). */
  agenda: z.nullable(z.object({ cron: z.string(), fuso: z.string() })),
});
export type ResumoTipoTarefa = z.infer<typeof ResumoTipoTarefa>;

export const ResumoTarefas = z.object({ tipos: listaLimitada(ResumoTipoTarefa, LIMITES_TAREFAS.tipos) });
export type ResumoTarefas = z.infer<typeof ResumoTarefas>;

/** Query strings carry text: the page is a whole number written in decimal. */
export const FiltroMortas = z.object({
  tipo: z.optional(z.string().check(z.maxLength(100, { error: 'Tipo longo demais' }))),
  pagina: z._default(
    z.string().check(
      z.regex(/^\d{1,6}$/, { error: 'Página: informe um número inteiro' }),
      z.refine((v) => Number(v) >= 1 && Number(v) <= LIMITES_TAREFAS.paginas, { error: `Página: de 1 a ${LIMITES_TAREFAS.paginas}` }),
    ),
    '1',
  ),
});
export type FiltroMortas = z.infer<typeof FiltroMortas>;

export const TarefaMorta = z.object({
  id: z.int().check(z.positive()),
  tipo: z.string(),
  chave: z.string(),
  tentativas: contagem,
  ultimo_erro: z.nullable(z.string()),
  /** ISO 8601 with the São Paulo offset. */
  criada_em: z.string(),
  concluida_em: z.nullable(z.string()),
  /** The job's input as enqueued. */
  payload: z.unknown(),
});
export type TarefaMorta = z.infer<typeof TarefaMorta>;

export const ListaMortas = z.object({ RES: listaLimitada(TarefaMorta, LIMITES_TAREFAS.porPagina), PAG: Paginacao });
export type ListaMortas = z.infer<typeof ListaMortas>;

export const TarefaIdParams = z.object({ id: idParam('Tarefa inválida') });

export const TarefaAlterada = z.object({ id: z.int().check(z.positive()), estado: z.enum(['fila', 'descartada']) });
export type TarefaAlterada = z.infer<typeof TarefaAlterada>;

export const MENSAGENS_TAREFAS = {
  naoEncontrada: 'Tarefa não encontrada.',
  naoMorta: 'Só uma tarefa morta pode ser reexecutada ou descartada; esta ainda está na fila, em execução ou concluída.',
} as const;

const acesso = { chave: CHAVE_TAREFAS } as const;

export const ROTAS_TAREFAS = defineEndpoints({
  resumo: { metodo: 'GET', caminho: '/v2/tarefas/resumo', resposta: envelope(ResumoTarefas), acesso, escopo: 'grupo', resumo: 'Tarefas em segundo plano por tipo: fila, execução, falhas, mortas e espera' },
  mortas: { metodo: 'GET', caminho: '/v2/tarefas/mortas', resposta: ListaMortas, acesso, escopo: 'grupo', resumo: 'Tarefas mortas (esgotaram as tentativas), as mais recentes primeiro' },
  reexecutar: {
    metodo: 'POST',
    caminho: '/v2/tarefas/:id/reexecutar',
    parametros: TarefaIdParams,
    resposta: envelope(TarefaAlterada),
    seguranca: ['tarefa_reexecutada'],
    acesso,
    escopo: 'grupo',
    resumo: 'Devolve uma tarefa morta à fila, com as tentativas zeradas',
  },
  descartar: {
    metodo: 'POST',
    caminho: '/v2/tarefas/:id/descartar',
    parametros: TarefaIdParams,
    resposta: envelope(TarefaAlterada),
    seguranca: ['tarefa_descartada'],
    acesso,
    escopo: 'grupo',
    resumo: 'Apaga uma tarefa morta',
  },
});
