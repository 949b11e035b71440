import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import type { TestApp } from './helpers';

export interface NovoUsuario {
  email: string;
  /** A seller of the demo data: 1–4 are group 1, 5 is group 2 ("Parceira Campinas"). */
  idSeller: number;
  permissions: readonly PermissionKey[];
}

/** Adds an active user with the demo password (the admin's hash reused: no hashing cost). */
export async function criarUsuario(t: Pick<TestApp, 'db' | 'relogio'>, u: NovoUsuario): Promise<number> {
  const k = t.db.kysely;
  const { senha_hash } = await k.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
  const agora = t.relogio.agora.getTime();
  const r = await k
    .insertInto('users')
    .values({ email: u.email, nome: u.email, senha_hash, ativo: 1, permissions: JSON.stringify(u.permissions), id_seller: u.idSeller, criado_em: agora, atualizado_em: agora })
    // PostgreSQL reports no insert id: the new id comes back as a row on both.
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
