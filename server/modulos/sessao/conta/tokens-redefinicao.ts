import type { Kysely } from 'kysely';
// The refresh tokens' generator is exactly a reset token's recipe: 32 random bytes (256 bits) in
// base64url, and the SHA-256 the database keeps instead of the token.
import { hashRefresh as hashToken, novoRefresh as novoTokenOpaco } from '../auth/tokens';
import type { DB } from '../../../db/schema';
import { revogarOutrasFamilias } from '../consultas/sessoes';
import { gravarSenha } from '../consultas/usuarios';
import { comTabelasConta, type FinalidadeToken } from './schema';
import { transacao } from '../../../db/transacao';

export { hashToken, novoTokenOpaco };

/** A reset link works for 30 minutes after it is sent. */
export const VALIDADE_TOKEN_MS = 30 * 60 * 1000;
/**
 * The first password's link (sent on activation) lasts longer: an administrator may activate on
 * a Friday evening. Asking for a reset link is the way back when it lapses.
 */
export const VALIDADE_DEFINIR_MS = 72 * 60 * 60 * 1000;

export interface TokenValido {
  id: number;
  user_id: number;
  email: string;
  expira_em: number;
  finalidade: FinalidadeToken;
}

/** A new link token for an active user; only its hash is stored. */
export async function emitirTokenRedefinicao(db: Kysely<DB>, userId: number, agora: number, finalidade: FinalidadeToken = 'redefinir'): Promise<string> {
  const { token, hash } = novoTokenOpaco();
  const validade = finalidade === 'definir' ? VALIDADE_DEFINIR_MS : VALIDADE_TOKEN_MS;
  await comTabelasConta(db)
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: hash, criado_em: agora, expira_em: agora + validade, usado_em: null, finalidade })
    .execute();
  return token;
}

/** The token when it is known, unused, unexpired and its user still active; else undefined. */
export async function buscarTokenValido(db: Kysely<DB>, token: string, agora: number): Promise<TokenValido | undefined> {
  return comTabelasConta(db)
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 'u.email', 't.expira_em', 't.finalidade'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.usado_em', 'is', null)
    .where('t.expira_em', '>', agora)
    .where('u.ativo', '=', 1)
    .executeTakeFirst();
}

/**
 * Uses the token to set the new password, in one transaction: claims the token only if nobody
 * used it first (two tabs submitting at once: one wins), voids every other link of the user,
 * stores the hash and revokes every session. False when the claim lost.
 */
export async function redefinirComToken(db: Kysely<DB>, t: TokenValido, senhaHash: string, agora: number): Promise<boolean> {
  return transacao(db, async (trx) => {
    const conta = comTabelasConta(trx);
    const reivindicado = await conta
      .updateTable('password_reset_tokens')
      .set({ usado_em: agora })
      .where('id', '=', t.id)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', agora)
      .executeTakeFirst();
    if (reivindicado.numUpdatedRows === 0n) return false;
    await conta.updateTable('password_reset_tokens').set({ usado_em: agora }).where('user_id', '=', t.user_id).where('usado_em', 'is', null).execute();
    await gravarSenha(trx, t.user_id, senhaHash, agora);
    // Whoever knew the old password may hold a session: every one of them ends.
    await revogarOutrasFamilias(trx, t.user_id, null, agora);
    return true;
  });
}
