import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineTarefa, type DeclaracaoTarefa } from '../../../server/tarefas/definir';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import type { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { Caixa, portao, trabalhadorEm, type Portao } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

let banco: BancoVazio;
beforeEach(async () => {
  banco = await bancoVazio();
});
afterEach(async () => {
  await banco.descartar();
});

const trabalhador = (tarefas: DeclaracaoTarefa[], agora: () => Date, dono = 'a'): Trabalhador => trabalhadorEm(banco.db, tarefas, agora, dono);

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

const linhaDe = (id: number) => banco.db.kysely.selectFrom('tarefas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const unica = () => banco.db.kysely.selectFrom('tarefas').selectAll().executeTakeFirstOrThrow();

describe('a failing job', () => {
  it('ends dead with its last error, and replayed it runs again and concludes', async () => {
    const relogio = criarRelogio();
    let fora = true;
    const tentativas: number[] = [];
    const T = defineTarefa({
      tipo: 'teste.reexecutar',
      descricao: 'reexecutar',
      payload: z.object({}),
      maximo: 2,
      executar: async (_p, t) => {
        tentativas.push(t.tentativa);
        if (fora) throw new Error(`SEFAZ fora do ar (${t.tentativa})`);
      },
    });
    const w = trabalhador([T], () => relogio.agora);
    await enfileirar(banco.db.kysely, T, {}, { idGrupo: null, agora: relogio.agora.getTime() });
    await w.rodarAteOcioso();
    relogio.avancar(60_000);
    await w.rodarAteOcioso();
    const morta = await unica();
    expect(morta).toMatchObject({ estado: 'morta', tentativas: 2, ultimo_erro: 'Error: SEFAZ fora do ar (2)', lease_ate: null });
    // dead stays dead, however long the workers go on
    relogio.avancar(24 * 60 * 60_000);
    await w.rodarAteOcioso();
    expect(tentativas).toEqual([1, 2]);

    // replayed by hand once the cause is fixed
    fora = false;
    await banco.db.kysely.updateTable('tarefas').set({ estado: 'fila', disponivel_em: relogio.agora.getTime(), concluida_em: null }).where('id', '=', morta.id).execute();
    await w.rodarAteOcioso();
    expect(tentativas).toEqual([1, 2, 3]);
    expect(await linhaDe(morta.id)).toMatchObject({ estado: 'concluida', tentativas: 3, ultimo_erro: null, concluida_em: relogio.agora.getTime() });
  });

  it('waits longer after each failure (1 s doubling, jitter drawn at the middle) and not a moment less', async () => {
    const relogio = criarRelogio();
    let vezes = 0;
    const T = defineTarefa({
      tipo: 'teste.espera',
      descricao: 'espera',
      payload: z.object({}),
      maximo: 5,
      executar: async () => {
        vezes++;
        throw new Error('falhou');
      },
    });
    const w = trabalhador([T], () => relogio.agora);
    await enfileirar(banco.db.kysely, T, {}, { idGrupo: null, agora: relogio.agora.getTime() });
    // half of the full wait fixed, half drawn (0.5): 3/4 of 1 s, 2 s, 4 s, 8 s
    const esperas = [750, 1_500, 3_000, 6_000];
    await w.rodarAteOcioso();
    for (const [i, espera] of esperas.entries()) {
      expect(vezes).toBe(i + 1);
      const linha = await unica();
      expect(linha).toMatchObject({ estado: 'fila', tentativas: i + 1, ultimo_erro: 'Error: falhou' });
      expect(linha.disponivel_em - relogio.agora.getTime()).toBe(espera);
      relogio.avancar(espera - 1);
      await w.rodarAteOcioso();
      expect(vezes).toBe(i + 1);
      relogio.avancar(1);
      await w.rodarAteOcioso();
    }
    expect(vezes).toBe(5);
    expect(await unica()).toMatchObject({ estado: 'morta', tentativas: 5 });
  });
});

describe('claiming', () => {
  it('takes the higher priority first, then the older; a job without one has its type\'s', async () => {
    const relogio = criarRelogio();
    const ordem: string[] = [];
    const T = defineTarefa({ tipo: 'teste.prioridade', descricao: 'prioridade', payload: z.object({ n: z.string() }), prioridade: 5, executar: async (p) => void ordem.push(p.n) });
    const w = trabalhador([T], () => relogio.agora);
    const agora = relogio.agora.getTime();
    await enfileirar(banco.db.kysely, T, { n: 'baixa' }, { idGrupo: null, agora, prioridade: 0 });
    await enfileirar(banco.db.kysely, T, { n: 'do tipo' }, { idGrupo: null, agora });
    await enfileirar(banco.db.kysely, T, { n: 'alta' }, { idGrupo: null, agora, prioridade: 10 });
    await enfileirar(banco.db.kysely, T, { n: 'negativa' }, { idGrupo: null, agora, prioridade: -1 });
    await enfileirar(banco.db.kysely, T, { n: 'alta, depois' }, { idGrupo: null, agora, prioridade: 10 });
    await w.rodarAteOcioso();
    expect(ordem).toEqual(['alta', 'alta, depois', 'do tipo', 'baixa', 'negativa']);
  });
});

describe('a lease', () => {
  it('once expired lets another instance take the job, and the first one\'s late end changes nothing', async () => {
    const relogio = criarRelogio();
    const corridas = new Caixa<{ dono: string; tentativa: number; fim: Portao }>();
    const tarefaDe = (dono: string) =>
      defineTarefa({
        tipo: 'teste.lease',
        descricao: 'lease',
        payload: z.object({}),
        leaseMs: 60_000,
        executar: async (_p, t) => {
          const fim = portao();
          corridas.entregar({ dono, tentativa: t.tentativa, fim });
          await fim.promessa;
        },
      });
    const a = trabalhador([tarefaDe('a')], () => relogio.agora, 'a');
    const b = trabalhador([tarefaDe('b')], () => relogio.agora, 'b');
    await enfileirar(banco.db.kysely, tarefaDe('?'), {}, { idGrupo: null, agora: relogio.agora.getTime() });
    expect(await a.ciclo()).toBe(1);
    const deA = await corridas.proxima();
    expect(deA).toMatchObject({ dono: 'a', tentativa: 1 });

    // a stalls (its lease is not renewed) and the lease runs out
    relogio.avancar(60_000);
    expect(await b.ciclo()).toBe(0);
    relogio.avancar(1);
    expect(await b.ciclo()).toBe(1);
    const deB = await corridas.proxima();
    expect(deB).toMatchObject({ dono: 'b', tentativa: 2 });
    const id = (await unica()).id;
    expect(await linhaDe(id)).toMatchObject({ estado: 'executando', dono: 'b', tentativas: 2, ultimo_erro: 'o trabalhador parou sem concluir (lease expirado)' });

    // a finishes late: the job is b's, still running
    deA.fim.abrir();
    await a.rodarAteOcioso();
    expect(await linhaDe(id)).toMatchObject({ estado: 'executando', dono: 'b', tentativas: 2, concluida_em: null });

    relogio.avancar(1_000);
    deB.fim.abrir();
    await b.rodarAteOcioso();
    expect(await linhaDe(id)).toMatchObject({ estado: 'concluida', dono: 'b', tentativas: 2, concluida_em: relogio.agora.getTime() });
  });

  it('stopping with a job still running past the grace aborts it and gives it back to the queue', async () => {
    const relogio = criarRelogio();
    const abortadas: number[] = [];
    const comecou = portao();
    let presa = true;
    const T = defineTarefa({
      tipo: 'teste.encerramento',
      descricao: 'encerramento',
      payload: z.object({}),
      executar: async (_p, t) => {
        if (!presa) return;
        comecou.abrir();
        // runs until the worker gives up on it
        await new Promise<void>((_resolve, reject) => t.sinal.addEventListener('abort', () => {
          abortadas.push(t.tentativa);
          reject(new Error('abortada'));
        }));
      },
    });
    const a = trabalhador([T], () => relogio.agora, 'a');
    await enfileirar(banco.db.kysely, T, {}, { idGrupo: null, agora: relogio.agora.getTime() });
    expect(await a.ciclo()).toBe(1);
    await comecou.promessa;
    relogio.avancar(5_000);
    await a.parar(1);
    expect(abortadas).toEqual([1]);
    const linha = await unica();
    expect(linha).toMatchObject({ estado: 'fila', dono: null, lease_ate: null, tentativas: 1, disponivel_em: relogio.agora.getTime(), ultimo_erro: 'interrompida no encerramento do trabalhador' });
    // a stopped worker claims nothing more; another takes the job at once
    expect(await a.ciclo()).toBe(0);
    presa = false;
    const b = trabalhador([T], () => relogio.agora, 'b');
    await b.rodarAteOcioso();
    expect(await linhaDe(linha.id)).toMatchObject({ estado: 'concluida', dono: 'b', tentativas: 2 });
  });
});
