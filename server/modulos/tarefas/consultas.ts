/**
 * What the visibility API reads and changes in the job queue, always confined to one seller
 * group's jobs and the system's own (id_grupo null).
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { LIMITES_TAREFAS } from '@retaguarda/contrato/api/tarefas';
import type { DB } from '../../db/schema';
import { avisarAoConfirmar } from '../../db/avisar';
import { CANAL_TAREFAS } from '../../tarefas/enfileirar';

/** The window the wait percentile looks at. */
export const JANELA_P95_MS = 60 * 60_000;

const doGrupo = (idGrupo: number) => (eb: ExpressionBuilder<DB, 'tarefas'>) => eb.or([eb('id_grupo', '=', idGrupo), eb('id_grupo', 'is', null)]);

export interface NumerosDoTipo {
  fila: number;
  executando: number;
  falhando: number;
  mortas: number;
  esperaMaisAntigaMs: number | null;
  esperaP95Ms: number | null;
}

const vazio = (): NumerosDoTipo => ({ fila: 0, executando: 0, falhando: 0, mortas: 0, esperaMaisAntigaMs: null, esperaP95Ms: null });

/** Per type with any job of the group: counts by state, the oldest ready job's wait and the p95 wait of the last hour. */
export async function numerosPorTipo(db: Kysely<DB>, idGrupo: number, agora: number): Promise<Map<string, NumerosDoTipo>> {
  const porTipo = new Map<string, NumerosDoTipo>();
  const de = (tipo: string): NumerosDoTipo => {
    let n = porTipo.get(tipo);
    if (!n) porTipo.set(tipo, (n = vazio()));
    return n;
  };
  const contagens = await db
    .selectFrom('tarefas')
    .select(['tipo', 'estado'])
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when('tentativas', '>', 0).then(1).else(0).end()).as('falhando')])
    .where(doGrupo(idGrupo))
    .where('estado', 'in', ['fila', 'executando', 'morta'])
    .groupBy(['tipo', 'estado'])
    .limit(LIMITES_TAREFAS.tipos * 4)
    .execute();
  for (const c of contagens) {
    const n = de(c.tipo);
    if (c.estado === 'fila') {
      n.fila = Number(c.n);
      n.falhando = Number(c.falhando);
    } else if (c.estado === 'executando') n.executando = Number(c.n);
    else if (c.estado === 'morta') n.mortas = Number(c.n);
  }
  const antigas = await db
    .selectFrom('tarefas')
    .select(['tipo', (eb) => eb.fn.min<number>('disponivel_em').as('desde')])
    .where(doGrupo(idGrupo))
    .where('estado', '=', 'fila')
    .where('disponivel_em', '<=', agora)
    .groupBy('tipo')
    .limit(LIMITES_TAREFAS.tipos)
    .execute();
  for (const a of antigas) de(a.tipo).esperaMaisAntigaMs = Math.max(0, agora - Number(a.desde));
  // nearest rank: the ceil(0.95 n)-th smallest wait of the type (integer arithmetic on both databases)
  const p95 = await sql<{ tipo: string; espera: number }>`
    SELECT tipo, espera FROM (
      SELECT tipo, iniciada_em - disponivel_em AS espera,
        ROW_NUMBER() OVER (PARTITION BY tipo ORDER BY iniciada_em - disponivel_em) AS posicao,
        COUNT(*) OVER (PARTITION BY tipo) AS total
      FROM tarefas
      WHERE iniciada_em >= ${agora - JANELA_P95_MS} AND (id_grupo = ${idGrupo} OR id_grupo IS NULL)
    ) esperas
    WHERE posicao = (95 * total + 99) / 100
    LIMIT ${LIMITES_TAREFAS.tipos}`.execute(db);
  for (const p of p95.rows) de(p.tipo).esperaP95Ms = Math.max(0, Number(p.espera));
  return porTipo;
}

export interface PaginaMortas {
  linhas: { id: number; tipo: string; chave: string; tentativas: number; ultimo_erro: string | null; criada_em: number; concluida_em: number | null; payload: string }[];
  total: number;
}

/** The group's dead jobs, the latest to die first. */
export async function mortasDoGrupo(db: Kysely<DB>, idGrupo: number, filtro: { tipo?: string; pagina: number }): Promise<PaginaMortas> {
  let base = db.selectFrom('tarefas').where('estado', '=', 'morta').where(doGrupo(idGrupo));
  if (filtro.tipo) base = base.where('tipo', '=', filtro.tipo);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const linhas = await base
    .select(['id', 'tipo', 'chave', 'tentativas', 'ultimo_erro', 'criada_em', 'concluida_em', 'payload'])
    .orderBy('concluida_em', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMITES_TAREFAS.porPagina)
    .offset((filtro.pagina - 1) * LIMITES_TAREFAS.porPagina)
    .execute();
  return { linhas, total: Number(total.n) };
}

/** The state of a job the group may see; undefined for one it may not (or that does not exist). */
export async function estadoDaTarefa(db: Kysely<DB>, idGrupo: number, id: number): Promise<{ tipo: string; estado: string } | undefined> {
  return db.selectFrom('tarefas').select(['tipo', 'estado']).where('id', '=', id).where(doGrupo(idGrupo)).executeTakeFirst();
}

/**
 * A dead job back in the queue, ready now, with its attempts from zero (its last error kept until
 * it runs); false when the job is not the group's or not dead. Wakes PostgreSQL's workers at commit.
 */
export async function devolverAFila(db: Kysely<DB>, idGrupo: number, id: number, agora: number): Promise<boolean> {
  const r = await db
    .updateTable('tarefas')
    .set({ estado: 'fila', tentativas: 0, disponivel_em: agora, lease_ate: null, dono: null, concluida_em: null })
    .where('id', '=', id)
    .where('estado', '=', 'morta')
    .where(doGrupo(idGrupo))
    .executeTakeFirst();
  const devolvida = Number(r.numUpdatedRows) === 1;
  if (devolvida) await avisarAoConfirmar(db, CANAL_TAREFAS);
  return devolvida;
}

/** Deletes a dead job of the group; false when the job is not the group's or not dead. */
export async function apagarMorta(db: Kysely<DB>, idGrupo: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('tarefas').where('id', '=', id).where('estado', '=', 'morta').where(doGrupo(idGrupo)).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
