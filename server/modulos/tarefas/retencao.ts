/**
 * How long the outbox and the concluded jobs are kept: EVENTOS_RETENCAO_DIAS (default 30) and
 * TAREFAS_RETENCAO_DIAS (default 7), read once when the jobs are loaded, so a wrong value stops
 * the start (server and worker alike) instead of the first night's prune.
 */
export interface Retencao {
  eventosMs: number;
  tarefasMs: number;
}

const DIA_MS = 24 * 60 * 60 * 1000;
export const RETENCAO_PADRAO_DIAS = { eventos: 30, tarefas: 7 } as const;

function dias(env: NodeJS.ProcessEnv, nome: string, padrao: number): number {
  const v = env[nome];
  if (v === undefined || v.trim() === '') return padrao * DIA_MS;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${nome} inválido (${v}): use um número inteiro de dias ≥ 1.`);
  return n * DIA_MS;
}

export function retencaoDoAmbiente(env: NodeJS.ProcessEnv): Retencao {
  return { eventosMs: dias(env, 'EVENTOS_RETENCAO_DIAS', RETENCAO_PADRAO_DIAS.eventos), tarefasMs: dias(env, 'TAREFAS_RETENCAO_DIAS', RETENCAO_PADRAO_DIAS.tarefas) };
}
