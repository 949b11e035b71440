import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { openDatabase, type Banco } from '../../../server/db';
import { defineTarefa } from '../../../server/tarefas/definir';
import { enfileirarVarias, type JobNovo } from '../../../server/tarefas/enfileirar';
import type { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { trabalhadorEm, voltas } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

const JOBS = 10_000;

let banco: BancoVazio;
let outra: Banco;
beforeEach(async () => {
  banco = await bancoVazio();
  // the second instance's own connection (on SQLite, a second connection to the same file)
  outra = openDatabase(banco.url, { pool: 4 });
});
afterEach(async () => {
  await outra.close();
  await banco.descartar();
});

describe('two instances on one database', () => {
  it(`run each of ${JOBS} jobs exactly once between them, and both take some`, async () => {
    const relogio = criarRelogio();
    const agora = relogio.agora.getTime();
    // per key, the instances that ran it: a job run twice shows two names
    const execucoes = new Map<string, string[]>();
    const tarefaDe = (dono: string) =>
      defineTarefa({
        tipo: 'teste.noop',
        descricao: 'nada',
        payload: z.object({ n: z.number() }),
        concorrencia: 8,
        executar: async (_p, t) => {
          const quem = execucoes.get(t.chave);
          if (quem) quem.push(dono);
          else execucoes.set(t.chave, [dono]);
        },
      });
    const a = trabalhadorEm(banco.db, [tarefaDe('a')], () => relogio.agora, 'a');
    const b = trabalhadorEm(outra, [tarefaDe('b')], () => relogio.agora, 'b');

    const T = tarefaDe('?');
    for (let i = 0; i < JOBS; i += 1_000) {
      const lote: JobNovo<typeof T.payload>[] = [];
      for (let n = i; n < i + 1_000; n++) lote.push({ tarefa: T, payload: { n }, opcoes: { chave: `k${n}`, idGrupo: null, agora } });
      expect(await enfileirarVarias(banco.db.kysely, lote)).toBe(1_000);
    }

    // an instance that finds nothing to claim stops (rodarAteOcioso), though the other may still
    // hold jobs: each goes on, as its loop would, until no job is left queued or running
    const pendentes = async (): Promise<number> =>
      Number((await banco.db.kysely.selectFrom('tarefas').select((eb) => eb.fn.countAll<number>().as('n')).where('estado', 'in', ['fila', 'executando']).executeTakeFirstOrThrow()).n);
    // a turn of the event loop between rounds (on SQLite every query settles as a microtask, and a
    // loop of them alone would starve the timers, the test's timeout among them); a job that never
    // ends stops the loop after rounds without progress, and the assertions below say which
    const ateEsvaziar = async (w: Trabalhador): Promise<void> => {
      let antes = Number.POSITIVE_INFINITY;
      for (let semProgresso = 0; semProgresso < 500; ) {
        await w.rodarAteOcioso();
        const agoraPendentes = await pendentes();
        if (agoraPendentes === 0) return;
        semProgresso = agoraPendentes < antes ? 0 : semProgresso + 1;
        antes = agoraPendentes;
        await voltas(1);
      }
    };
    await Promise.all([ateEsvaziar(a), ateEsvaziar(b)]);

    expect(execucoes.size).toBe(JOBS);
    const repetidas = [...execucoes].filter(([, quem]) => quem.length !== 1);
    expect(repetidas).toEqual([]);
    const porDono = await banco.db.kysely
      .selectFrom('tarefas')
      .select(['estado', 'dono', 'tentativas', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['estado', 'dono', 'tentativas'])
      .orderBy('dono')
      .execute();
    // every job concluded at its first claim, and each instance concluded some
    expect(porDono.map((l) => ({ ...l, n: Number(l.n) > 0 }))).toEqual([
      { estado: 'concluida', dono: 'a', tentativas: 1, n: true },
      { estado: 'concluida', dono: 'b', tentativas: 1, n: true },
    ]);
    expect(porDono.reduce((s, l) => s + Number(l.n), 0)).toBe(JOBS);
    const emMemoria = { a: 0, b: 0 };
    for (const [quem] of execucoes.values()) emMemoria[quem as 'a' | 'b']++;
    expect(emMemoria.a).toBe(Number(porDono[0].n));
    expect(emMemoria.b).toBe(Number(porDono[1].n));
  });
});
