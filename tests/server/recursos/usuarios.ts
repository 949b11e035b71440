import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import type { AppRecursos } from './app-recursos';

/** Adds an active user with the demo password (the admin's hash reused: no hashing cost). */
export async function criarUsuarioEm(t: AppRecursos, u: { email: string; idSeller: number; permissions: readonly PermissionKey[] }): Promise<number> {
  const k = t.db.kysely;
  const { senha_hash } = await k.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
  const agora = t.relogio.agora.getTime();
  const r = await k
    .insertInto('users')
    .values({ email: u.email, nome: u.email, senha_hash, ativo: 1, permissions: JSON.stringify(u.permissions), id_seller: u.idSeller, criado_em: agora, atualizado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
