/**
 * Permission profiles: named sets of keys per seller group. A group's default profiles
 * (PERFIS_PADRAO) are written the first time its profiles are read, so a group created after the
 * migration (the demo seed, a new customer) gets them too.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { normalizarChaves, PERFIS_PADRAO, type Perfil } from '@retaguarda/contrato/api/usuarios';
import type { DB } from '../../db/schema';
import { lerPermissoes } from '../sessao/consultas/usuarios';

type Db = Kysely<DB> | Transaction<DB>;

/** The rows of a group's default profiles (the demo seed writes them straight in). */
export function linhasPerfisPadrao(idGrupo: number, agora: number) {
  return PERFIS_PADRAO.map((p) => ({ id_grupo: idGrupo, nome: p.nome, chaves: JSON.stringify(p.chaves), criado_em: agora, atualizado_em: agora }));
}

export async function garantirPerfisPadrao(db: Db, idGrupo: number, agora: number): Promise<void> {
  const existe = await db.selectFrom('perfis').select('id').where('id_grupo', '=', idGrupo).limit(1).executeTakeFirst();
  if (existe) return;
  await db
    .insertInto('perfis')
    .values(linhasPerfisPadrao(idGrupo, agora))
    // two first reads at once: the second finds the names taken and leaves them
    .onConflict((oc) => oc.columns(['id_grupo', 'nome']).doNothing())
    .execute();
}

/** The group's profiles by name, with how many users hold each. */
export async function listarPerfis(db: Db, idGrupo: number): Promise<Perfil[]> {
  const linhas = await db
    .selectFrom('perfis as p')
    .select(['p.id', 'p.nome', 'p.chaves'])
    .select((eb) => eb.selectFrom('users as u').select(sql<number>`count(*)`.as('n')).whereRef('u.id_perfil', '=', 'p.id').as('usuarios'))
    .where('p.id_grupo', '=', idGrupo)
    .orderBy('p.id')
    .execute();
  return linhas.map((l) => ({ id: l.id, nome: l.nome, chaves: normalizarChaves(lerPermissoes(l.chaves)), usuarios: Number(l.usuarios ?? 0) }));
}

export async function perfilDoGrupo(db: Db, id: number, idGrupo: number): Promise<Perfil | undefined> {
  return (await listarPerfis(db, idGrupo)).find((p) => p.id === id);
}
