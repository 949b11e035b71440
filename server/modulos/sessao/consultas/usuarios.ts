import type { Kysely } from 'kysely';
import type { Usuario } from '@retaguarda/contrato/api/sessao';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import type { DB } from '../../../db/schema';

/** A signed-in user as the guards see it: the payload of Usuario plus what the server alone uses. */
export interface UsuarioSessao extends Usuario {
  ativo: boolean;
  /** The seller group of the user's seller: every group-scoped read and write is confined to it. */
  id_grupo: number;
}

export interface UsuarioComSenha {
  id: number;
  ativo: boolean;
  senha_hash: string;
}

export async function buscarParaLogin(db: Kysely<DB>, email: string): Promise<UsuarioComSenha | undefined> {
  const u = await db.selectFrom('users').select(['id', 'ativo', 'senha_hash']).where('email', '=', email).executeTakeFirst();
  return u && { id: u.id, ativo: u.ativo === 1, senha_hash: u.senha_hash };
}

export async function buscarSenha(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const u = await db.selectFrom('users').select('senha_hash').where('id', '=', id).executeTakeFirst();
  return u?.senha_hash;
}

export async function gravarSenha(db: Kysely<DB>, id: number, hash: string, agora: number): Promise<void> {
  await db.updateTable('users').set({ senha_hash: hash, atualizado_em: agora }).where('id', '=', id).execute();
}

export async function marcarUltimoAcesso(db: Kysely<DB>, id: number, agora: number): Promise<void> {
  await db.updateTable('users').set({ ultimo_acesso_em: agora }).where('id', '=', id).execute();
}

/** A JSON array of keys as stored (users.permissions, perfis.chaves); anything else reads as none. */
export function lerPermissoes(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What a user holds: their profile's keys and their extra keys, in the catalogue's
 * order. Read from the profile on every call, so editing a profile changes what its users see on
 * their next call. Nothing is added here: the register stores keys normalised (a child with its
 * area's parent), and a child stored without its parent (written before, or by hand) still opens
 * nothing, as the menu's rule says.
 */
export function chavesEfetivas(chavesPerfil: string | null | undefined, extras: string | null | undefined): string[] {
  const todas = [...new Set([...lerPermissoes(chavesPerfil), ...lerPermissoes(extras)])];
  const ordem = (k: string) => {
    const i = (ALL_PERMISSION_KEYS as readonly string[]).indexOf(k);
    return i < 0 ? ALL_PERMISSION_KEYS.length : i;
  };
  return todas.sort((a, b) => ordem(a) - ordem(b));
}

/** The user with their seller and every seller of the same group, read fresh on each call. */
export async function carregarUsuario(db: Kysely<DB>, id: number): Promise<UsuarioSessao | undefined> {
  const u = await db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
    .select(['u.id', 'u.nome', 'u.email', 'u.ativo', 'u.permissions', 'u.id_seller', 's.nome as nome_seller', 's.id_grupo', 'p.chaves as chaves_perfil'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!u) return undefined;
  const grupo = await db.selectFrom('sellers').select('id').where('id_grupo', '=', u.id_grupo).orderBy('id').execute();
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    nome_seller: u.nome_seller,
    id_seller: u.id_seller,
    id_sellers_mesmo_grupo: grupo.map((s) => s.id),
    id_grupo: u.id_grupo,
    permissoes: { permissions: chavesEfetivas(u.chaves_perfil, u.permissions) },
    ativo: u.ativo === 1,
  };
}

/** The wire shape: drops the server-only fields. */
export function paraUsuario(u: UsuarioSessao): Usuario {
  const { ativo: _ativo, id_grupo: _grupo, ...usuario } = u;
  return usuario;
}
