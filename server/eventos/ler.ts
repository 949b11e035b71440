import { sql, type Kysely } from 'kysely';
import { dialetoDe } from '../db/dialeto';
import type { DB } from '../db/schema';

/**
 * Where a reader stands in the outbox. On SQLite the id alone: one writer at a time, so ids
 * commit in their order. On PostgreSQL (xid, id): ids are allocated before commit, so the order is
 * that of the writing transactions, and only rows of transactions that have ended are read.
 */
export interface Posicao {
  id: number;
  /** xid8 as text; '0' on SQLite and before the first event. */
  xid: string;
}

export const INICIO: Posicao = { id: 0, xid: '0' };

export interface EventoLido {
  id: number;
  tipo: string;
  payload: unknown;
  id_grupo: number | null;
  em: number;
  /** The position just past this event: a reader that stores it resumes after it. */
  posicao: Posicao;
}

interface Linha {
  id: number;
  xid: string;
  tipo: string;
  payload: string;
  id_grupo: number | null;
  em: number;
}

/**
 * Up to `limite` events after `posicao`, in the order every reader sees them, none that may still
 * commit: reading again from any returned position gives every later event exactly once.
 * PostgreSQL: a row is taken only when its transaction is older than the oldest one still running
 * (pg_snapshot_xmin), so it is final and no row can ever appear behind it; a long transaction
 * anywhere in the cluster holds delivery back until it ends, never loses an event.
 */
export async function lerEventosApos(db: Kysely<DB>, posicao: Posicao, limite: number): Promise<EventoLido[]> {
  const linhas: Linha[] =
    dialetoDe(db).nome === 'postgres'
      ? (
          await sql<Linha>`
            SELECT id, xid::text AS xid, tipo, payload, id_grupo, em FROM eventos
            WHERE (xid, id) > (${posicao.xid}::xid8, ${posicao.id})
              AND xid < pg_snapshot_xmin(pg_current_snapshot())
            ORDER BY xid, id
            LIMIT ${limite}`.execute(db)
        ).rows
      : (
          await db
            .selectFrom('eventos')
            .select(['id', 'tipo', 'payload', 'id_grupo', 'em'])
            .select(sql<string>`'0'`.as('xid'))
            .where('id', '>', posicao.id)
            .orderBy('id')
            .limit(limite)
            .execute()
        );
  return linhas.map((l) => ({
    id: l.id,
    tipo: l.tipo,
    payload: JSON.parse(l.payload) as unknown,
    id_grupo: l.id_grupo,
    em: l.em,
    posicao: { id: l.id, xid: l.xid },
  }));
}

/**
 * The named reader's position, created at `inicio` the first time. In a transaction on PostgreSQL
 * the row is locked until it ends: two instances reading under one name take turns.
 */
export async function posicaoDoLeitor(db: Kysely<DB>, nome: string, agora: number, inicio: Posicao = INICIO): Promise<Posicao> {
  await db
    .insertInto('eventos_leitores')
    .values({ nome, ultimo_id: inicio.id, ultimo_xid: inicio.xid, atualizado_em: agora })
    .onConflict((oc) => oc.column('nome').doNothing())
    .execute();
  const linha = await db
    .selectFrom('eventos_leitores')
    .select(['ultimo_id', 'ultimo_xid'])
    .where('nome', '=', nome)
    .$if(dialetoDe(db).travaLinhas, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return { id: linha.ultimo_id, xid: linha.ultimo_xid };
}

export async function moverLeitor(db: Kysely<DB>, nome: string, posicao: Posicao, agora: number): Promise<void> {
  await db.updateTable('eventos_leitores').set({ ultimo_id: posicao.id, ultimo_xid: posicao.xid, atualizado_em: agora }).where('nome', '=', nome).execute();
}

/**
 * The position of the newest event a reader may take now: a reader that starts here sees only
 * what happens from now on (the live screens start so).
 */
export async function posicaoAtual(db: Kysely<DB>): Promise<Posicao> {
  if (dialetoDe(db).nome === 'postgres') {
    const { rows } = await sql<{ id: number; xid: string }>`
      SELECT id, xid::text AS xid FROM eventos WHERE xid < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY xid DESC, id DESC LIMIT 1`.execute(db);
    return rows[0] ?? INICIO;
  }
  const linha = await db.selectFrom('eventos').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return linha ? { id: linha.id, xid: '0' } : INICIO;
}
