import { z } from 'zod/mini';
import { defineTarefa } from '../../../../server/tarefas/definir';

/**
 * The bench's job: does nothing, so what is measured is the queue itself (enqueue, claim,
 * conclude). This folder is handed to the bench's server as a modules folder beside
 * server/modulos; it has no index.ts, so it adds jobs and no routes.
 */
export const TAREFA_VAZIA = defineTarefa({
  tipo: 'bench.vazia',
  descricao: 'Tarefa vazia do benchmark',
  payload: z.object({ n: z.number() }),
  concorrencia: 8,
  executar: async () => {},
});

export default [TAREFA_VAZIA];
