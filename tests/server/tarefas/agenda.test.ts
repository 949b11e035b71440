import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { openDatabase, type Banco } from '../../../server/db';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { defineTarefa, type Agenda } from '../../../server/tarefas/definir';
import type { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { trabalhadorEm } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

let banco: BancoVazio;
let outra: Banco;
beforeEach(async () => {
  banco = await bancoVazio();
  outra = openDatabase(banco.url, { pool: 2 });
});
afterEach(async () => {
  await outra.close();
  await banco.descartar();
});

const MINUTO = 60_000;

/** A scheduled job that notes the key (its window) of each run. */
function agendada(agenda: Agenda, chaves: string[]) {
  return defineTarefa({ tipo: 'teste.agendada', descricao: 'agendada', payload: z.object({}), agenda, executar: async (_p, t) => void chaves.push(t.chave) });
}

async function ambas(a: Trabalhador, b: Trabalhador): Promise<void> {
  await Promise.all([a.rodarAteOcioso(), b.rodarAteOcioso()]);
}

describe('a schedule', () => {
  it('runs once per window with two instances up, and once (not once per window) after a downtime', async () => {
    const relogio = criarRelogio(new Date('2026-12-07T15:00:00.000Z'));
    const chaves: string[] = [];
    const T = agendada({ cron: '* * * * *' }, chaves);
    const a = trabalhadorEm(banco.db, [T], () => relogio.agora, 'a');
    const b = trabalhadorEm(outra, [T], () => relogio.agora, 'b');
    // five minutes, both instances passing four times in each
    for (let minuto = 0; minuto < 5; minuto++) {
      for (let passe = 0; passe < 4; passe++) {
        await ambas(a, b);
        relogio.avancar(MINUTO / 4);
      }
    }
    expect(chaves).toEqual([
      'agenda:2026-12-07T15:00:00.000Z',
      'agenda:2026-12-07T15:01:00.000Z',
      'agenda:2026-12-07T15:02:00.000Z',
      'agenda:2026-12-07T15:03:00.000Z',
      'agenda:2026-12-07T15:04:00.000Z',
    ]);

    // both down for two hours: the next pass runs the latest window alone
    relogio.avancar(2 * 60 * MINUTO + 30_000);
    await ambas(a, b);
    await ambas(a, b);
    expect(chaves.slice(5)).toEqual(['agenda:2026-12-07T17:05:00.000Z']);
    const linhas = await banco.db.kysely.selectFrom('tarefas').select(['estado', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('estado').execute();
    expect(linhas.map((l) => ({ ...l, n: Number(l.n) }))).toEqual([{ estado: 'concluida', n: 6 }]);

    // instances started after the downtime (their memory of windows empty) do not run it again
    const a2 = trabalhadorEm(banco.db, [T], () => relogio.agora, 'a2');
    const b2 = trabalhadorEm(outra, [T], () => relogio.agora, 'b2');
    await ambas(a2, b2);
    expect(chaves).toHaveLength(6);
  });

  it('fires a daily schedule at midnight in São Paulo, not at midnight UTC', async () => {
    // 23:59 on 6/12 in São Paulo (UTC-3)
    const relogio = criarRelogio(new Date('2026-12-07T02:59:00.000Z'));
    const chaves: string[] = [];
    const w = trabalhadorEm(banco.db, [agendada({ cron: '0 0 * * *', fuso: 'America/Sao_Paulo' }, chaves)], () => relogio.agora, 'a');
    // the first pass runs the window already open: the one that began at the last local midnight
    await w.rodarAteOcioso();
    expect(chaves).toEqual(['agenda:2026-12-06T03:00:00.000Z']);
    relogio.avancar(MINUTO - 1);
    await w.rodarAteOcioso();
    expect(chaves).toHaveLength(1);
    relogio.avancar(1);
    await w.rodarAteOcioso();
    expect(chaves).toEqual(['agenda:2026-12-06T03:00:00.000Z', 'agenda:2026-12-07T03:00:00.000Z']);
    // a whole day on, at 21:00 UTC (midnight UTC already past), nothing more
    relogio.avancar(23 * 60 * MINUTO);
    await w.rodarAteOcioso();
    expect(chaves).toHaveLength(2);
  });

  it('refuses an unreadable expression or time zone at load, naming the job', () => {
    const T = (agenda: Agenda) => defineTarefa({ tipo: 'teste.agenda_ruim', descricao: 'ruim', payload: z.object({}), agenda, executar: async () => {} });
    expect(() => prepararTarefas([T({ cron: 'toda hora' })])).toThrow(/tarefa teste\.agenda_ruim: agenda inválida \(toda hora/);
    expect(() => prepararTarefas([T({ cron: '61 * * * *' })])).toThrow(/tarefa teste\.agenda_ruim: agenda inválida/);
    expect(() => prepararTarefas([T({ cron: '0 0 * * *', fuso: 'America/Atlantida' })])).toThrow(/tarefa teste\.agenda_ruim: agenda inválida \(0 0 \* \* \*, America\/Atlantida\)/);
    expect(() => prepararTarefas([T({ cron: '0 0 * * *', fuso: 'America/Sao_Paulo' })])).not.toThrow();
  });
});
