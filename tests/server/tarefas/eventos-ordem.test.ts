import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEventos } from '@retaguarda/contrato/eventos/definir';
import { openDatabase, type Banco } from '../../../server/db';
import type { DB } from '../../../server/db/schema';
import { transacao } from '../../../server/db/transacao';
import { emitirEvento } from '../../../server/eventos/emitir';
import { INICIO, lerEventosApos, type EventoLido, type Posicao } from '../../../server/eventos/ler';
import { portao, semente, voltas } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

const EVENTOS_TESTE = defineEventos({
  'teste.ocorreu': { descricao: 'Algo ocorreu (teste)', chave: 'estoque_gestao_de_estoque', payload: z.object({ rotulo: z.string() }) },
});
const OCORREU = EVENTOS_TESTE['teste.ocorreu'];
const EM = Date.UTC(2026, 11, 7, 12);

/** SQLite: a second connection waits for the first's write lock as long as the test holds it, yielding between tries. */
const PACIENTE = { pausas: Array.from({ length: 100_000 }, () => 0), esperar: () => voltas(1) };

let banco: BancoVazio;
/** The second writer's connection. */
let outra: Banco;
/** The reader's connection: it reads what others commit, as another instance would. */
let leitor: Banco;
beforeEach(async () => {
  banco = await bancoVazio();
  outra = openDatabase(banco.url, { pool: 2, retentativas: PACIENTE });
  leitor = openDatabase(banco.url, { pool: 2 });
});
afterEach(async () => {
  await leitor.close();
  await outra.close();
  await banco.descartar();
});

const emitir = (db: Kysely<DB>, rotulo: string): Promise<number> => transacao(db, (trx) => emitirEvento(trx, OCORREU, { rotulo }, { idGrupo: null, em: EM }));
const rotulos = (eventos: readonly EventoLido[]): string[] => eventos.map((e) => (e.payload as { rotulo: string }).rotulo);

/**
 * Reads on from `posicao` until `quantos` events came, keeping each batch's last position as a
 * reader does. On PostgreSQL a transaction open anywhere in the cluster (another test's) holds
 * delivery back for as long as it runs, so this waits for the events rather than reading once.
 */
async function lerAteTer(posicao: Posicao, quantos: number, limite = 100): Promise<{ eventos: EventoLido[]; posicao: Posicao }> {
  const eventos: EventoLido[] = [];
  let atual = posicao;
  await vi.waitFor(
    async () => {
      // a short batch means caught up (bounded too, so a reader that never advances fails, not hangs)
      for (let lotes = 0; lotes < 1_000; lotes++) {
        const lote = await lerEventosApos(leitor.kysely, atual, limite);
        eventos.push(...lote);
        if (lote.length > 0) atual = lote[lote.length - 1].posicao;
        if (lote.length < limite) break;
      }
      expect(eventos.length).toBeGreaterThanOrEqual(quantos);
    },
    { timeout: 30_000, interval: 20 },
  );
  return { eventos, posicao: atual };
}

describe('the outbox read in commit order', () => {
  it('does not pass an uncommitted event for a later one that committed first, then gives both once', async () => {
    await emitir(banco.db.kysely, 'antes');
    const emitiuA = portao();
    const commitA = portao();
    let idA = 0;
    const a = banco.db.kysely.transaction().execute(async (trx) => {
      idA = await emitirEvento(trx, OCORREU, { rotulo: 'A' }, { idGrupo: null, em: EM });
      emitiuA.abrir();
      await commitA.promessa;
    });
    await emitiuA.promessa;
    // B starts after A and takes a later id. On PostgreSQL it commits while A is still open; on
    // SQLite it cannot (A holds the write lock), so there B waits and the order is the ids'
    const b = emitir(outra.kysely, 'B');
    // a failure here must not leave A open: it would hold back every reader in the cluster
    try {
      if (banco.db.tipo === 'postgres') await b;
      // from the start: at most what came before A, never B past A
      const cedo = await lerEventosApos(leitor.kysely, INICIO, 100);
      expect(['antes'].slice(0, cedo.length)).toEqual(rotulos(cedo));
    } finally {
      commitA.abrir();
    }
    await a;
    expect(await b).toBeGreaterThan(idA);
    const { eventos, posicao } = await lerAteTer(INICIO, 3);
    expect(rotulos(eventos)).toEqual(['antes', 'A', 'B']);
    expect(await lerEventosApos(leitor.kysely, posicao, 100)).toEqual([]);
    // resuming from any event's position gives exactly what follows it
    expect(rotulos(await lerEventosApos(leitor.kysely, eventos[0].posicao, 100))).toEqual(['A', 'B']);
    expect(rotulos(await lerEventosApos(leitor.kysely, eventos[1].posicao, 100))).toEqual(['B']);
  });

  it('never shows the event of a transaction rolled back', async () => {
    await expect(
      transacao(banco.db.kysely, async (trx) => {
        await emitirEvento(trx, OCORREU, { rotulo: 'desfeito' }, { idGrupo: null, em: EM });
        throw new Error('o fato falhou');
      }),
    ).rejects.toThrow('o fato falhou');
    await emitir(banco.db.kysely, 'depois');
    const { eventos, posicao } = await lerAteTer(INICIO, 1);
    expect(rotulos(eventos)).toEqual(['depois']);
    expect(await lerEventosApos(leitor.kysely, posicao, 100)).toEqual([]);
  });

  it('gives a new event a higher id than any pruned one, so a stored position stays meaningful', async () => {
    const ids = [await emitir(banco.db.kysely, 'um'), await emitir(banco.db.kysely, 'dois'), await emitir(banco.db.kysely, 'tres')];
    const { posicao } = await lerAteTer(INICIO, 3);
    // pruning takes the newest too (retention by age can)
    await banco.db.kysely.deleteFrom('eventos').where('id', '=', ids[2]).execute();
    const quatro = await emitir(banco.db.kysely, 'quatro');
    expect(quatro).toBeGreaterThan(ids[2]);
    // the reader that stopped at 'tres' sees the new one, though 'tres' is gone
    const depois = await lerAteTer(posicao, 1);
    expect(rotulos(depois.eventos)).toEqual(['quatro']);
    // the whole outbox pruned
    await banco.db.kysely.deleteFrom('eventos').execute();
    const cinco = await emitir(banco.db.kysely, 'cinco');
    expect(cinco).toBeGreaterThan(quatro);
    const mais = await lerAteTer(depois.posicao, 1);
    expect(rotulos(mais.eventos)).toEqual(['cinco']);
  });

  it('gives a reader resuming from each returned position every event once, with writers committing in any order', async () => {
    const aleatorio = semente(20261207);
    const POR_ESCRITOR = 30;
    const confirmados = new Set<string>();
    const desfeitos = new Set<string>();
    const escritor = async (nome: string): Promise<void> => {
      for (let i = 0; i < POR_ESCRITOR; i++) {
        const quantos = 1 + Math.floor(aleatorio() * 3);
        const desfaz = aleatorio() < 0.15;
        const espera = Math.floor(aleatorio() * 6);
        const lote = Array.from({ length: quantos }, (_, k) => `${nome}.${i}.${k}`);
        try {
          await banco.db.kysely.transaction().execute(async (trx) => {
            for (const rotulo of lote) {
              await emitirEvento(trx, OCORREU, { rotulo }, { idGrupo: null, em: EM });
              await voltas(Math.floor(aleatorio() * 3));
            }
            // the commit comes later or sooner than the other writers'
            await voltas(espera);
            if (desfaz) throw new Error('desfeito');
          });
          for (const r of lote) confirmados.add(r);
        } catch {
          for (const r of lote) desfeitos.add(r);
        }
      }
    };
    const lidos: EventoLido[] = [];
    let posicao = INICIO;
    let escrevendo = true;
    const leitura = (async () => {
      while (escrevendo) {
        const lote = await lerEventosApos(leitor.kysely, posicao, 4);
        lidos.push(...lote);
        if (lote.length > 0) posicao = lote[lote.length - 1].posicao;
        await voltas(1 + Math.floor(aleatorio() * 3));
      }
    })();
    await Promise.all(['x', 'y', 'z'].map(escritor));
    escrevendo = false;
    await leitura;
    const resto = await lerAteTer(posicao, confirmados.size - lidos.length, 4);
    lidos.push(...resto.eventos);

    const vistos = rotulos(lidos);
    expect(desfeitos.size).toBeGreaterThan(0);
    expect(vistos.filter((r) => desfeitos.has(r))).toEqual([]);
    // once each: no repeat, and none missing
    expect(new Set(vistos).size).toBe(vistos.length);
    expect([...vistos].sort()).toEqual([...confirmados].sort());
    // a writer's events in the order it wrote them
    for (const nome of ['x', 'y', 'z']) {
      const seus = vistos.filter((r) => r.startsWith(`${nome}.`)).map((r) => r.split('.').slice(1).map(Number));
      const ordenados = [...seus].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
      expect(seus).toEqual(ordenados);
    }
    expect(await lerEventosApos(leitor.kysely, resto.posicao, 100)).toEqual([]);
  });
});
