import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEventos } from '@retaguarda/contrato/eventos/definir';
import { openDatabase, type Banco } from '../../../server/db';
import { transacao } from '../../../server/db/transacao';
import { emitirEvento } from '../../../server/eventos/emitir';
import { INICIO, moverLeitor } from '../../../server/eventos/ler';
import { defineReacao } from '../../../server/tarefas/definir';
import { LEITOR_TAREFAS } from '../../../server/tarefas/repasse';
import type { Trabalhador } from '../../../server/tarefas/trabalhador';
import { criarRelogio } from '../helpers';
import { trabalhadorEm } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

const EVENTOS_TESTE = defineEventos({
  'teste.reagir': { descricao: 'Algo a que se reage (teste)', chave: 'estoque_gestao_de_estoque', payload: z.object({ n: z.number() }) },
  'teste.ignorado': { descricao: 'Algo a que ninguém reage (teste)', chave: 'estoque_gestao_de_estoque', payload: z.object({}) },
});
const REAGIR = EVENTOS_TESTE['teste.reagir'];
const IGNORADO = EVENTOS_TESTE['teste.ignorado'];

let banco: BancoVazio;
let outra: Banco;
beforeEach(async () => {
  banco = await bancoVazio();
  outra = openDatabase(banco.url, { pool: 4 });
});
afterEach(async () => {
  await outra.close();
  await banco.descartar();
});

/** Per event id, the runs of its reaction: the instance and the job key. */
type Execucoes = Map<number, { dono: string; chave: string; n: number }[]>;

function reacao(execucoes: Execucoes, dono: string) {
  return defineReacao(REAGIR, {
    tipo: 'teste.reacao',
    descricao: 'reage',
    concorrencia: 4,
    executar: async (evento, t) => {
      execucoes.set(evento.id, [...(execucoes.get(evento.id) ?? []), { dono, chave: t.chave, n: evento.payload.n }]);
    },
  });
}

/**
 * Both instances pass until every expected event was reacted to. On PostgreSQL an event is relayed
 * once no older transaction in the cluster is open (another test's may be), so this waits for it.
 */
async function ateReagir(execucoes: Execucoes, quantos: number, ...ws: Trabalhador[]): Promise<void> {
  await vi.waitFor(
    async () => {
      await Promise.all(ws.map((w) => w.rodarAteOcioso()));
      expect(execucoes.size).toBeGreaterThanOrEqual(quantos);
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe('a reaction to an event', () => {
  it('runs once per event with two instances relaying at once, and again not when the relay reads the events again', async () => {
    const relogio = criarRelogio();
    const em = relogio.agora.getTime();
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      await transacao(banco.db.kysely, async (trx) => {
        ids.push(await emitirEvento(trx, REAGIR, { n: i }, { idGrupo: null, em }));
        // an event nobody subscribed to makes no job
        if (i % 10 === 0) await emitirEvento(trx, IGNORADO, {}, { idGrupo: null, em });
      });
    }
    const execucoes: Execucoes = new Map();
    const a = trabalhadorEm(banco.db, [reacao(execucoes, 'a')], () => relogio.agora, 'a');
    const b = trabalhadorEm(outra, [reacao(execucoes, 'b')], () => relogio.agora, 'b');
    await ateReagir(execucoes, ids.length, a, b);

    // the relay read from the start again, by the same instances and by new ones
    await moverLeitor(banco.db.kysely, LEITOR_TAREFAS, INICIO, em);
    await Promise.all([a.rodarAteOcioso(), b.rodarAteOcioso()]);
    await moverLeitor(banco.db.kysely, LEITOR_TAREFAS, INICIO, em);
    const a2 = trabalhadorEm(banco.db, [reacao(execucoes, 'a2')], () => relogio.agora, 'a2');
    const b2 = trabalhadorEm(outra, [reacao(execucoes, 'b2')], () => relogio.agora, 'b2');
    await Promise.all([a2.rodarAteOcioso(), b2.rodarAteOcioso()]);

    expect([...execucoes.keys()].sort((x, y) => x - y)).toEqual(ids);
    for (const [i, id] of ids.entries()) {
      const runs = execucoes.get(id) ?? [];
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ chave: `evento:${id}`, n: i });
    }
    const jobs = await banco.db.kysely.selectFrom('tarefas').select(['tipo', 'chave', 'estado']).execute();
    expect(jobs).toHaveLength(ids.length);
    expect(jobs.every((j) => j.tipo === 'teste.reacao' && j.estado === 'concluida')).toBe(true);
  });

  it('is not triggered by an event whose transaction rolled back', async () => {
    const relogio = criarRelogio();
    const em = relogio.agora.getTime();
    await expect(
      transacao(banco.db.kysely, async (trx) => {
        await emitirEvento(trx, REAGIR, { n: 1 }, { idGrupo: null, em });
        throw new Error('o pedido não foi gravado');
      }),
    ).rejects.toThrow('o pedido não foi gravado');
    const depois = await transacao(banco.db.kysely, (trx) => emitirEvento(trx, REAGIR, { n: 2 }, { idGrupo: 7, em }));
    const execucoes: Execucoes = new Map();
    const a = trabalhadorEm(banco.db, [reacao(execucoes, 'a')], () => relogio.agora, 'a');
    await ateReagir(execucoes, 1, a);
    await a.rodarAteOcioso();
    expect([...execucoes.values()].flat()).toEqual([{ dono: 'a', chave: `evento:${depois}`, n: 2 }]);
    const jobs = await banco.db.kysely.selectFrom('tarefas').select(['chave', 'id_grupo', 'estado']).execute();
    expect(jobs).toEqual([{ chave: `evento:${depois}`, id_grupo: 7, estado: 'concluida' }]);
  });
});
