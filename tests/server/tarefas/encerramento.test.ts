import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpcoesModulo } from '../../../server/contexto';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { defineTarefa } from '../../../server/tarefas/definir';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { bancoVazio, type BancoVazio } from './banco-vazio';
import { iniciarFilho, LEASE_MS, PASSO_APOS_SIGTERM_MS, PayloadEncerramento, TIPO_ENCERRAMENTO, type Filho } from './processo-trabalhador';

/**
 * A worker process stopped with SIGTERM (a deploy, a scale-down): it claims nothing more, lets the
 * jobs it runs finish within the grace and hands the others back to the queue, where another
 * worker runs them at once. The child (processo-trabalhador.ts, mode `laco`) runs the loop as
 * server/worker.ts does; the test waits on its lines and its exit, and checks the rows.
 */
const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
let banco: BancoVazio;
let filho: Filho | undefined;
beforeEach(async () => {
  banco = await bancoVazio();
});
afterEach(async () => {
  if (filho && filho.processo.exitCode === null && filho.processo.signalCode === null) {
    filho.processo.kill('SIGKILL');
    await filho.fim;
  }
  filho = undefined;
  await banco.descartar();
});

const inicio = criarRelogio().agora.getTime();
const T = defineTarefa({ tipo: TIPO_ENCERRAMENTO, descricao: 'encerramento', payload: PayloadEncerramento, leaseMs: LEASE_MS, executar: async () => undefined });

const enfileirarJob = (chave: string, modo: 'rapida' | 'presa', disponivelEm = inicio) =>
  enfileirar(banco.db.kysely, T, { modo }, { chave, idGrupo: null, agora: inicio, disponivelEm });

const linhaDaTarefa = (chave: string) =>
  banco.db.kysely.selectFrom('tarefas').select(['estado', 'dono', 'tentativas', 'ultimo_erro']).where('chave', '=', chave).executeTakeFirstOrThrow();

/** The loop child; `graceMs` is its real timer, which the assertions below never depend on. */
const laco = (graceMs: number): Filho =>
  iniciarFilho('tests/server/tarefas/processo-trabalhador.ts', { PROCESSO_MODO: 'laco', PROCESSO_URL: banco.url, PROCESSO_AGORA: String(inicio), PROCESSO_GRACE_MS: String(graceMs) });

async function sigterm(f: Filho): Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }> {
  f.processo.kill('SIGTERM');
  return f.fim;
}

describe('a worker stopped with SIGTERM', () => {
  it('lets a job running at the signal finish within the grace, concludes it and exits 0', async () => {
    await enfileirarJob('rapida', 'rapida');
    // A grace far longer than the job needs: the process leaves as soon as its jobs end.
    filho = laco(60_000);
    await filho.linha((l) => l === 'iniciou rapida');
    expect(await sigterm(filho)).toEqual({ codigo: 0, sinal: null });
    expect(await linhaDaTarefa('rapida')).toMatchObject({ estado: 'concluida', tentativas: 1, ultimo_erro: null });
  });

  it('hands a job still running when the grace ends back to the queue, and another worker runs it', async () => {
    await enfileirarJob('presa', 'presa');
    filho = laco(200);
    await filho.linha((l) => l === 'iniciou presa');
    expect(await sigterm(filho)).toEqual({ codigo: 0, sinal: null });
    expect(await linhaDaTarefa('presa')).toEqual({ estado: 'fila', dono: null, tentativas: 1, ultimo_erro: 'interrompida no encerramento do trabalhador' });

    const relogio = criarRelogio(new Date(inicio));
    const executadas: string[] = [];
    const outro = new Trabalhador({
      banco: banco.db, modulo: {} as OpcoesModulo, agora: () => relogio.agora, log: silencioso, dono: 'outro',
      tarefas: prepararTarefas([defineTarefa({ ...T, executar: async (p, t) => void executadas.push(`${p.modo}@${t.chave}#${t.tentativa}`) })]),
    });
    // released for now: no lease to wait for (the other worker's clock is the child's at the signal)
    relogio.avancar(PASSO_APOS_SIGTERM_MS);
    await outro.rodarAteOcioso();
    expect(executadas).toEqual(['presa@presa#2']);
    expect(await linhaDaTarefa('presa')).toMatchObject({ estado: 'concluida', dono: 'outro', tentativas: 2 });
  });

  it('claims no job after the signal, even one that falls due while it waits for the running ones', async () => {
    await enfileirarJob('presa', 'presa');
    // Due only on the child's clock after SIGTERM: a worker still claiming during the grace would take it.
    await enfileirarJob('depois', 'rapida', inicio + PASSO_APOS_SIGTERM_MS / 2);
    filho = laco(200);
    await filho.linha((l) => l === 'iniciou presa');
    expect(await sigterm(filho)).toEqual({ codigo: 0, sinal: null });
    await expect(filho.linha((l) => l === 'iniciou depois')).rejects.toThrow(/terminou/);
    expect(await linhaDaTarefa('depois')).toEqual({ estado: 'fila', dono: null, tentativas: 0, ultimo_erro: null });
  });

  it('npm run worker (server/worker.ts) starts on a migrated database and leaves cleanly on SIGTERM', async () => {
    filho = iniciarFilho('server/worker.ts', { DATABASE_URL: banco.url, TAREFAS_ENCERRAMENTO_S: '1', NODE_ENV: 'development' });
    await filho.linha((l) => l.includes('trabalhador de tarefas em execução'));
    expect(await sigterm(filho)).toEqual({ codigo: 0, sinal: null });
  });
});
