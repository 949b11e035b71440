import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { OpcoesModulo } from '../../../server/contexto';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { defineTarefa } from '../../../server/tarefas/definir';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { bancoVazio, type BancoVazio } from './banco-vazio';
import { aplicarEfeito, criarTabelasDoEfeito, iniciarFilho, LEASE_MS, TIPO_KILL9, type Filho } from './processo-trabalhador';

/**
 * A worker killed with SIGKILL in the middle of a job (after its effect, before it concluded):
 * nothing tells the queue, so the job stays held until its lease passes, then another worker runs
 * it again, and the effect, written under the job's key, is there once.
 */
const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
let banco: BancoVazio;
let filho: Filho | undefined;
beforeEach(async () => {
  banco = await bancoVazio();
  await criarTabelasDoEfeito(banco.db.kysely);
});
afterEach(async () => {
  if (filho && filho.processo.exitCode === null && filho.processo.signalCode === null) {
    filho.processo.kill('SIGKILL');
    await filho.fim;
  }
  filho = undefined;
  await banco.descartar();
});

describe('a worker killed with kill -9 mid-job', () => {
  it('leaves the job held until its lease passes; then another worker runs it again and its effect is applied once', async () => {
    const relogio = criarRelogio();
    const inicio = relogio.agora.getTime();
    const db = banco.db.kysely;
    const T = defineTarefa({ tipo: TIPO_KILL9, descricao: 'efeito idempotente', payload: z.object({}), leaseMs: LEASE_MS, executar: async (_, t) => aplicarEfeito(t) });
    await enfileirar(db, T, {}, { chave: 'pedido:42', idGrupo: null, agora: inicio });

    filho = iniciarFilho('tests/server/tarefas/processo-trabalhador.ts', { PROCESSO_MODO: 'kill9', PROCESSO_URL: banco.url, PROCESSO_AGORA: String(inicio) });
    expect(await filho.linha((l) => l.startsWith('iniciou '))).toBe('iniciou pedido:42');
    const pid = filho.processo.pid;
    if (pid === undefined) throw new Error('o processo filho não tem pid');
    expect(await db.selectFrom('tarefas').select(['estado', 'dono', 'lease_ate', 'tentativas']).executeTakeFirstOrThrow()).toEqual({
      estado: 'executando', dono: `filho:${pid}`, lease_ate: inicio + LEASE_MS, tentativas: 1,
    });
    process.kill(pid, 'SIGKILL');
    expect(await filho.fim).toEqual({ codigo: null, sinal: 'SIGKILL' });

    const outro = new Trabalhador({ banco: banco.db, tarefas: prepararTarefas([T]), modulo: {} as OpcoesModulo, agora: () => relogio.agora, log: silencioso, dono: 'outro' });
    // Inside the lease, up to its last instant, the dead worker's claim holds: nobody takes the job.
    relogio.avancar(LEASE_MS);
    await outro.rodarAteOcioso();
    expect(await db.selectFrom('tarefas').select(['estado', 'dono', 'tentativas']).executeTakeFirstOrThrow()).toEqual({ estado: 'executando', dono: `filho:${pid}`, tentativas: 1 });

    relogio.avancar(1);
    await outro.rodarAteOcioso();
    expect(await db.selectFrom('tarefas').select(['estado', 'dono', 'tentativas']).executeTakeFirstOrThrow()).toEqual({ estado: 'concluida', dono: 'outro', tentativas: 2 });
    const execucoes = await sql<{ chave: string; tentativa: number }>`SELECT chave, tentativa FROM teste_execucoes ORDER BY tentativa`.execute(db);
    expect(execucoes.rows).toEqual([{ chave: 'pedido:42', tentativa: 1 }, { chave: 'pedido:42', tentativa: 2 }]);
    const efeitos = await sql<{ chave: string }>`SELECT chave FROM teste_efeitos`.execute(db);
    expect(efeitos.rows).toEqual([{ chave: 'pedido:42' }]);
  });
});
