import type { Kysely } from 'kysely';
import { transacao } from '../db/transacao';
import type { DB } from '../db/schema';
import { lerEventosApos, moverLeitor, posicaoDoLeitor, type Posicao } from '../eventos/ler';
import type { TarefaDeclarada } from './definir';
import { enfileirarVarias, type JobNovo } from './enfileirar';

/** The outbox reader that turns events into the jobs subscribed to them. */
export const LEITOR_TAREFAS = 'tarefas';
/** Events moved per transaction. */
export const LOTE_REPASSE = 500;

/**
 * Reads the events after the relay's position and enqueues, in the transaction that moves the
 * position, one job per subscribed type with the key `evento:<id>`: an event becomes its jobs
 * exactly once, whatever instance relays it and however often (a repeat finds the keys taken).
 * `dica`: the position this instance last saw; when nothing lies past it, no transaction is opened
 * (on SQLite a transaction takes the write lock). Returns the new position and how many events moved.
 */
export async function repassarEventos(
  db: Kysely<DB>,
  assinantes: ReadonlyMap<string, readonly TarefaDeclarada[]>,
  p: { agora: number; dica: Posicao },
): Promise<{ posicao: Posicao; eventos: number }> {
  if ((await lerEventosApos(db, p.dica, 1)).length === 0) return { posicao: p.dica, eventos: 0 };
  return transacao(db, async (trx) => {
    const posicao = await posicaoDoLeitor(trx, LEITOR_TAREFAS, p.agora);
    const eventos = await lerEventosApos(trx, posicao, LOTE_REPASSE);
    if (eventos.length === 0) return { posicao, eventos: 0 };
    const jobs: JobNovo<TarefaDeclarada['payload']>[] = eventos.flatMap((e) =>
      (assinantes.get(e.tipo) ?? []).map((tarefa) => ({
        tarefa,
        payload: { evento: { id: e.id, tipo: e.tipo, payload: e.payload, id_grupo: e.id_grupo, em: e.em } },
        opcoes: { chave: `evento:${e.id}`, idGrupo: e.id_grupo, agora: p.agora },
      })),
    );
    await enfileirarVarias(trx, jobs);
    const ultima = eventos[eventos.length - 1].posicao;
    await moverLeitor(trx, LEITOR_TAREFAS, ultima, p.agora);
    return { posicao: ultima, eventos: eventos.length };
  });
}
