import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { OpcoesModulo } from '../../../server/contexto';
import { defineTarefa, type DeclaracaoTarefa } from '../../../server/tarefas/definir';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { bancoVazio, type BancoVazio } from './banco-vazio';

const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
let banco: BancoVazio;
beforeEach(async () => {
  banco = await bancoVazio();
});
afterEach(async () => {
  await banco.descartar();
});

function trabalhador(tarefas: DeclaracaoTarefa[], agora: () => Date, dono = 'a'): Trabalhador {
  return new Trabalhador({ banco: banco.db, tarefas: prepararTarefas(tarefas), modulo: {} as OpcoesModulo, agora, log: silencioso, dono, aleatorio: () => 0.5 });
}

describe('the queue', () => {
  it('runs a job once, and enqueueing the same key twice gives one job', async () => {
    const relogio = criarRelogio();
    const vistos: string[] = [];
    const T = defineTarefa({ tipo: 'teste.eco', descricao: 'eco', payload: z.object({ n: z.number() }), concorrencia: 4, executar: async (p, t) => void vistos.push(`${p.n}@${t.chave}`) });
    const w = trabalhador([T], () => relogio.agora);
    expect(await enfileirar(banco.db.kysely, T, { n: 1 }, { chave: 'k1', idGrupo: null, agora: relogio.agora.getTime() })).toBe(true);
    expect(await enfileirar(banco.db.kysely, T, { n: 2 }, { chave: 'k1', idGrupo: null, agora: relogio.agora.getTime() })).toBe(false);
    await w.rodarAteOcioso();
    expect(vistos).toEqual(['1@k1']);
    const linha = await banco.db.kysely.selectFrom('tarefas').selectAll().executeTakeFirstOrThrow();
    expect(linha.estado).toBe('concluida');
  });

  it('retries a failing job with backoff and ends it dead with the last error', async () => {
    const relogio = criarRelogio();
    let vezes = 0;
    const T = defineTarefa({ tipo: 'teste.falha', descricao: 'falha', payload: z.object({}), maximo: 3, executar: async () => { vezes++; throw new Error(`quebrou ${vezes}`); } });
    const w = trabalhador([T], () => relogio.agora);
    await enfileirar(banco.db.kysely, T, {}, { idGrupo: null, agora: relogio.agora.getTime() });
    await w.rodarAteOcioso();
    expect(vezes).toBe(1);
    relogio.avancar(60_000);
    await w.rodarAteOcioso();
    relogio.avancar(60_000);
    await w.rodarAteOcioso();
    expect(vezes).toBe(3);
    const linha = await banco.db.kysely.selectFrom('tarefas').selectAll().executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ estado: 'morta', tentativas: 3, ultimo_erro: 'Error: quebrou 3' });
  });
});
