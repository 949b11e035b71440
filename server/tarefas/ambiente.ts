import type { OpcoesTrabalhadorDoApp } from '../app';

/**
 * TAREFAS_NO_SERVIDOR (default 1: `npm start` runs the jobs beside the API; 0 when `npm run worker`
 * processes run them instead) and TAREFAS_ENCERRAMENTO_S (grace at shutdown, default 30).
 * A wrong value stops the start.
 */
export function trabalhadorDoAmbiente(env: NodeJS.ProcessEnv, somenteTrabalhador = false): OpcoesTrabalhadorDoApp | undefined {
  const noServidor = env.TAREFAS_NO_SERVIDOR ?? '1';
  if (noServidor !== '0' && noServidor !== '1') throw new Error(`TAREFAS_NO_SERVIDOR inválido (${noServidor}): use 0 ou 1.`);
  const grace = env.TAREFAS_ENCERRAMENTO_S;
  let graceMs: number | undefined;
  if (grace !== undefined && grace.trim() !== '') {
    const n = Number(grace);
    if (!Number.isFinite(n) || n < 0) throw new Error(`TAREFAS_ENCERRAMENTO_S inválido (${grace}): use um número de segundos ≥ 0.`);
    graceMs = n * 1000;
  }
  return somenteTrabalhador || noServidor === '1' ? { graceMs } : undefined;
}
