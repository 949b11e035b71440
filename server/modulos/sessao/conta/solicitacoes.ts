import { sql, type Kysely } from 'kysely';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { comTabelasConta } from './schema';
import { hashToken, novoTokenOpaco } from './tokens-redefinicao';
import { transacao } from '../../../db/transacao';

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

/**
 * True when the e-mail already has a user or a confirmed request awaiting an administrator.
 * Unconfirmed requests do not count: a stranger's request must not keep the owner from asking.
 */
export async function emailJaConhecido(db: Kysely<DB>, email: string): Promise<boolean> {
  const usuario = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (usuario) return true;
  return (await solicitacaoConfirmadaPendente(db, email, null)) !== undefined;
}

async function solicitacaoConfirmadaPendente(db: Kysely<DB>, email: string, excetoId: number | null): Promise<{ id: number } | undefined> {
  let q = comTabelasConta(db)
    .selectFrom('access_requests')
    .select('id')
    .where('email', '=', email)
    .where('verificado_em', 'is not', null)
    .where('resolvido_em', 'is', null);
  if (excetoId !== null) q = q.where('id', '!=', excetoId);
  return q.executeTakeFirst();
}

/** A confirmation link works for 24 hours. */
export const VALIDADE_CONFIRMACAO_MS = 24 * 60 * 60 * 1000;

export interface NovaSolicitacao {
  nome: string;
  email: string;
  telefone: string;
  cnpj: string;
}

/**
 * Records an unconfirmed request and returns the token of its confirmation link (only the hash
 * is stored). No user and no password: those come after the e-mail is proven and an
 * administrator activates it. Unconfirmed requests past their link's life are deleted here.
 */
export async function registrarSolicitacao(db: Kysely<DB>, s: NovaSolicitacao, agora: number): Promise<string> {
  const { token, hash } = novoTokenOpaco();
  await transacao(db, async (trx) => {
    const conta = comTabelasConta(trx);
    await conta.deleteFrom('access_requests').where('verificado_em', 'is', null).where('verificacao_expira_em', '<=', agora).execute();
    await conta
      .insertInto('access_requests')
      .values({
        email: s.email,
        nome: s.nome,
        telefone: s.telefone,
        cnpj: s.cnpj,
        id_seller: null,
        user_id: null,
        senha_hash: null,
        criado_em: agora,
        resolvido_em: null,
        verificacao_hash: hash,
        verificacao_expira_em: agora + VALIDADE_CONFIRMACAO_MS,
        verificado_em: null,
      })
      .execute();
  });
  return token;
}

export interface SolicitacaoConfirmada {
  id: number;
  nome: string;
  email: string;
  telefone: string;
  cnpj: string;
}

export type ResultadoConfirmacao =
  /** `nova`: this call confirmed it and no other request or user has the e-mail: tell the administrators. */
  | { estado: 'confirmada'; nova: boolean; pedido: SolicitacaoConfirmada }
  | { estado: 'expirada' }
  | { estado: 'invalida' };

/**
 * Confirms the request behind a link. Opening it again answers alike and changes nothing (a
 * browser or a mail scanner may load it twice). The owner's other unconfirmed requests go: one
 * confirmed request per e-mail is enough, and a stranger's would only linger.
 */
export async function confirmarSolicitacao(db: Kysely<DB>, token: string, agora: number): Promise<ResultadoConfirmacao> {
  return transacao(db, async (trx) => {
    const conta = comTabelasConta(trx);
    const p = await conta
      .selectFrom('access_requests')
      .select(['id', 'nome', 'email', 'telefone', 'cnpj', 'verificado_em', 'verificacao_expira_em'])
      .where('verificacao_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!p) return { estado: 'invalida' };
    const pedido = { id: p.id, nome: p.nome, email: p.email, telefone: p.telefone, cnpj: p.cnpj };
    if (p.verificado_em !== null) return { estado: 'confirmada', nova: false, pedido };
    if (p.verificacao_expira_em === null || p.verificacao_expira_em <= agora) return { estado: 'expirada' };
    const usuario = await trx.selectFrom('users').select('id').where('email', '=', p.email).executeTakeFirst();
    const repetida = usuario !== undefined || (await solicitacaoConfirmadaPendente(trx, p.email, p.id)) !== undefined;
    // A repeated request is closed at once: the account or the earlier request already stands.
    await conta.updateTable('access_requests').set({ verificado_em: agora, resolvido_em: repetida ? agora : null }).where('id', '=', p.id).execute();
    await conta.deleteFrom('access_requests').where('email', '=', p.email).where('verificado_em', 'is', null).execute();
    return { estado: 'confirmada', nova: !repetida, pedido };
  });
}

/**
 * Active users holding CHAVE_ADMINISTRADOR: those of the seller itself when there are any,
 * else those of its group.
 */
export async function administradoresDoSeller(db: Kysely<DB>, seller: SellerAlvo): Promise<Administrador[]> {
  // The key may come from the profile or from the extra keys.
  const candidatos = await db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
    .select(['u.email', 'u.nome', 'u.id_seller'])
    .where('u.ativo', '=', 1)
    .where('s.id_grupo', '=', seller.id_grupo)
    .where((eb) =>
      eb.or([
        dialetoDe(db).jsonTem(sql.ref('u.permissions'), CHAVE_ADMINISTRADOR),
        eb.and([eb('p.chaves', 'is not', null), dialetoDe(db).jsonTem(sql.ref('p.chaves'), CHAVE_ADMINISTRADOR)]),
      ]),
    )
    .orderBy('u.id')
    .execute();
  const daLoja = candidatos.filter((c) => c.id_seller === seller.id);
  return (daLoja.length > 0 ? daLoja : candidatos).map(({ email, nome }) => ({ email, nome }));
}
