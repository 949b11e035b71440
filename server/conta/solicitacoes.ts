import { sql, type Kysely } from 'kysely';
import type { PermissionKey } from '../../src/api/permissions';
import type { DB } from '../db/schema';
import { comTabelasConta } from './schema';

/** Who may decide on access to a seller: the users register's key. */
export const CHAVE_ADMINISTRADOR: PermissionKey = 'cadastros_usuarios_do_sistema';

export interface SellerAlvo {
  id: number;
  nome: string;
  id_grupo: number;
}

export interface Administrador {
  email: string;
  nome: string;
}

export async function buscarSellerPorCnpj(db: Kysely<DB>, cnpj: string): Promise<SellerAlvo | undefined> {
  return db.selectFrom('sellers').select(['id', 'nome', 'id_grupo']).where('cnpj', '=', cnpj).executeTakeFirst();
}

/** True when the e-mail already has a user or a request still waiting for one. */
export async function emailJaConhecido(db: Kysely<DB>, email: string): Promise<boolean> {
  const usuario = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (usuario) return true;
  const pendente = await comTabelasConta(db)
    .selectFrom('access_requests')
    .select('id')
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .where('resolvido_em', 'is', null)
    .executeTakeFirst();
  return pendente !== undefined;
}

export interface NovaSolicitacao {
  nome: string;
  email: string;
  telefone: string;
  cnpj: string;
  senhaHash: string;
  seller: SellerAlvo | undefined;
}

/**
 * Records the request and, when the seller exists, creates its inactive user with no keys.
 * Returns null when a concurrent request took the e-mail first (the caller answers alike).
 */
export async function registrarSolicitacao(db: Kysely<DB>, s: NovaSolicitacao, agora: number): Promise<{ id: number; userId: number | null } | null> {
  return db.transaction().execute(async (trx) => {
    let userId: number | null = null;
    if (s.seller) {
      const criado = await trx
        .insertInto('users')
        .values({ email: s.email, nome: s.nome, senha_hash: s.senhaHash, ativo: 0, permissions: '[]', id_seller: s.seller.id, criado_em: agora, atualizado_em: agora })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!criado) return null;
      userId = criado.id;
    }
    const pedido = await comTabelasConta(trx)
      .insertInto('access_requests')
      .values({
        email: s.email,
        nome: s.nome,
        telefone: s.telefone,
        cnpj: s.cnpj,
        id_seller: s.seller?.id ?? null,
        user_id: userId,
        // The hash lives on the user once there is one; kept here only until then.
        senha_hash: userId === null ? s.senhaHash : null,
        criado_em: agora,
        resolvido_em: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: pedido.id, userId };
  });
}

/**
 * Active users holding CHAVE_ADMINISTRADOR: those of the seller itself when there are any,
 * else those of its group.
 */
export async function administradoresDoSeller(db: Kysely<DB>, seller: SellerAlvo): Promise<Administrador[]> {
  const candidatos = await db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .select(['u.email', 'u.nome', 'u.id_seller'])
    .where('u.ativo', '=', 1)
    .where('s.id_grupo', '=', seller.id_grupo)
    .where(sql<boolean>`exists (select 1 from json_each(u.permissions) where value = ${CHAVE_ADMINISTRADOR})`)
    .orderBy('u.id')
    .execute();
  const daLoja = candidatos.filter((c) => c.id_seller === seller.id);
  return (daLoja.length > 0 ? daLoja : candidatos).map(({ email, nome }) => ({ email, nome }));
}
