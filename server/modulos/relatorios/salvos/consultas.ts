/**
 * The saved views' rows: read within the caller's group (their own, and the shared ones), written
 * with a history row in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { toIsoSP } from '@retaguarda/contrato/br/dates';
import type { RelatorioSalvo } from '@retaguarda/contrato/api/relatoriosSalvos';
import type { DB } from '../../../db/schema';

export type LinhaSalva = {
  id: number;
  id_grupo: number;
  user_id: number;
  relatorio: string;
  nome: string;
  corpo: string;
  compartilhado: number;
  version: number;
  criado_em: number;
  atualizado_em: number;
  autor: string;
};

const selecionar = (db: Kysely<DB>) =>
  db
    .selectFrom('relatorios_salvos as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.id_grupo', 'r.user_id', 'r.relatorio', 'r.nome', 'r.corpo', 'r.compartilhado', 'r.version', 'r.criado_em', 'r.atualizado_em', 'u.nome as autor']);

/** The caller's views and the group's shared ones, of these reports, newest first. */
export function listarSalvos(db: Kysely<DB>, o: { idGrupo: number; userId: number; relatorios: readonly string[]; limite: number }): Promise<LinhaSalva[]> {
  if (o.relatorios.length === 0) return Promise.resolve([]);
  return selecionar(db)
    .where('r.id_grupo', '=', o.idGrupo)
    .where('r.relatorio', 'in', [...o.relatorios])
    .where((eb) => eb.or([eb('r.user_id', '=', o.userId), eb('r.compartilhado', '=', 1)]))
    .orderBy('r.atualizado_em', 'desc')
    .orderBy('r.id', 'desc')
    .limit(o.limite)
    .execute();
}

/** A view of the group the caller may see (theirs, or shared); undefined otherwise. */
export function salvoVisivel(db: Kysely<DB>, id: number, idGrupo: number, userId: number): Promise<LinhaSalva | undefined> {
  return selecionar(db)
    .where('r.id', '=', id)
    .where('r.id_grupo', '=', idGrupo)
    .where((eb) => eb.or([eb('r.user_id', '=', userId), eb('r.compartilhado', '=', 1)]))
    .executeTakeFirst();
}

export async function contarDoUsuario(db: Kysely<DB>, userId: number): Promise<number> {
  const r = await db.selectFrom('relatorios_salvos').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function nomeEmUso(db: Kysely<DB>, userId: number, relatorio: string, nome: string, exceto?: number): Promise<boolean> {
  let q = db.selectFrom('relatorios_salvos').select('id').where('user_id', '=', userId).where('relatorio', '=', relatorio).where('nome', '=', nome);
  if (exceto !== undefined) q = q.where('id', '<>', exceto);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function registrarHistorico(trx: Transaction<DB>, h: { idSalvo: number; idGrupo: number; userId: number; acao: 'criacao' | 'edicao' | 'remocao'; em: number; detalhe: object }): Promise<void> {
  await trx.insertInto('relatorios_salvos_historico').values({ id_salvo: h.idSalvo, id_grupo: h.idGrupo, user_id: h.userId, acao: h.acao, em: h.em, detalhe: JSON.stringify(h.detalhe) }).execute();
}

export function paraSalvo(l: LinhaSalva, userId: number, problema: string | null): RelatorioSalvo {
  return {
    id: Number(l.id),
    relatorio: l.relatorio,
    nome: l.nome,
    corpo: JSON.parse(l.corpo) as Record<string, unknown>,
    compartilhado: Number(l.compartilhado) === 1,
    proprio: Number(l.user_id) === userId,
    autor: l.autor,
    problema,
    version: Number(l.version),
    criado_em: toIsoSP(Number(l.criado_em)),
    atualizado_em: toIsoSP(Number(l.atualizado_em)),
  };
}
