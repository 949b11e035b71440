import type { Kysely } from 'kysely';
import type { DB, RefreshTokensTable } from '../../../db/schema';
import type { Selectable } from 'kysely';

export type RefreshToken = Selectable<RefreshTokensTable>;

export async function buscarRefresh(db: Kysely<DB>, tokenHash: string): Promise<RefreshToken | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export interface NovoRefresh {
  user_id: number;
  family: string;
  token_hash: string;
  family_criada_em: number;
  criado_em: number;
  expira_em: number;
  user_agent: string | null;
  ip: string | null;
}

export async function inserirRefresh(db: Kysely<DB>, t: NovoRefresh): Promise<void> {
  await db.insertInto('refresh_tokens').values(t).execute();
}

/**
 * Marks a token rotated only if nobody rotated it first; false means a concurrent refresh won
 * (another instance or tab), which the caller treats as a reuse inside the grace window.
 */
export async function marcarRotacionado(db: Kysely<DB>, id: number, agora: number): Promise<boolean> {
  const r = await db
    .updateTable('refresh_tokens')
    .set({ rotacionado_em: agora, ultimo_uso_em: agora })
    .where('id', '=', id)
    .where('rotacionado_em', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function marcarUso(db: Kysely<DB>, id: number, agora: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ ultimo_uso_em: agora }).where('id', '=', id).execute();
}

export async function revogarFamilia(db: Kysely<DB>, family: string, agora: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revogado_em: agora }).where('family', '=', family).where('revogado_em', 'is', null).execute();
}

/** Ends every session of a user but `manter` (the one changing the password, if any). */
export async function revogarOutrasFamilias(db: Kysely<DB>, userId: number, manter: string | null, agora: number): Promise<number> {
  // Counted first (live sessions only), for "Minhas sessões" and its log entry.
  let vivas = db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.count<number>('family').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('revogado_em', 'is', null)
    .where('expira_em', '>', agora);
  if (manter) vivas = vivas.where('family', '!=', manter);
  const { n } = await vivas.executeTakeFirstOrThrow();
  let q = db.updateTable('refresh_tokens').set({ revogado_em: agora }).where('user_id', '=', userId).where('revogado_em', 'is', null);
  if (manter) q = q.where('family', '!=', manter);
  await q.execute();
  return Number(n);
}

/** A session is alive while its family has a token that is neither revoked nor expired. */
export async function familiaAtiva(db: Kysely<DB>, family: string, userId: number, agora: number): Promise<boolean> {
  const r = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family', '=', family)
    .where('user_id', '=', userId)
    .where('revogado_em', 'is', null)
    .where('expira_em', '>', agora)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

export async function registrarFalhaLogin(db: Kysely<DB>, email: string, ip: string, agora: number): Promise<void> {
  await db.insertInto('login_attempts').values({ email, ip, em: agora }).execute();
}

export async function limparFalhasLogin(db: Kysely<DB>, email: string, antesDe: number): Promise<void> {
  await db.deleteFrom('login_attempts').where((eb) => eb.or([eb('email', '=', email), eb('em', '<', antesDe)])).execute();
}

/**
 * A sign-in attempt recorded before its password is checked: parallel attempts see
 * each other at once. The row stays as a failure unless the caller deletes it (success, or the
 * attempt was refused before any check).
 */
export async function inserirTentativa(db: Kysely<DB>, email: string, ip: string, agora: number): Promise<number> {
  const r = await db.insertInto('login_attempts').values({ email, ip, em: agora }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function apagarTentativa(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** After a sign-in: the failures of this e-mail from this IP are forgiven (not those from elsewhere). */
export async function apagarFalhasEmailIp(db: Kysely<DB>, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('ip', '=', ip).execute();
}

export interface TentativasAnteriores {
  /** Instants (oldest first) of the attempts recorded before the caller's, per key. */
  emailIp: number[];
  ip: number[];
  /** Only counted: a distributed attack may leave many rows for one e-mail. */
  email: number;
}

/**
 * The attempts in the window recorded before the caller's own (ids grow with insertion). The IP's
 * rows stay few: an IP over its limit has its further attempts deleted at once.
 */
export async function tentativasAnteriores(
  db: Kysely<DB>, email: string, ip: string, desde: number, antesDoId: number,
): Promise<TentativasAnteriores> {
  const doIp = await db
    .selectFrom('login_attempts')
    .select(['email', 'em'])
    .where('ip', '=', ip)
    .where('em', '>=', desde)
    .where('id', '<', antesDoId)
    .orderBy('em')
    .execute();
  const doEmail = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('em', '>=', desde)
    .where('id', '<', antesDoId)
    .executeTakeFirstOrThrow();
  return {
    emailIp: doIp.filter((l) => l.email === email).map((l) => l.em),
    ip: doIp.map((l) => l.em),
    email: Number(doEmail.n),
  };
}

/** Failures since `desde` for the e-mail and for the IP, oldest first (for Retry-After). */
export async function falhasRecentes(db: Kysely<DB>, email: string, ip: string, desde: number): Promise<{ email: number[]; ip: number[] }> {
  const porEmail = await db.selectFrom('login_attempts').select('em').where('email', '=', email).where('em', '>=', desde).orderBy('em').execute();
  const porIp = await db.selectFrom('login_attempts').select('em').where('ip', '=', ip).where('em', '>=', desde).orderBy('em').execute();
  return { email: porEmail.map((r) => r.em), ip: porIp.map((r) => r.em) };
}

export interface SessaoDoUsuario {
  id: number;
  family: string;
  family_criada_em: number;
  ultima_atividade: number;
  user_agent: string | null;
  ip: string | null;
}

/**
 * The user's live sessions (as familiaAtiva sees them), newest activity first, at most `limite`.
 * A session's id is its family's oldest stored token row (the clean-up may delete older ones); device and IP come from its newest token.
 */
export async function sessoesDoUsuario(db: Kysely<DB>, userId: number, agora: number, limite: number): Promise<SessaoDoUsuario[]> {
  const vivas = await db
    .selectFrom('refresh_tokens')
    .select((eb) => ['family', eb.fn.max('id').as('ultimo'), eb.fn.max('criado_em').as('ultima_atividade')])
    .where('user_id', '=', userId)
    .where('revogado_em', 'is', null)
    .where('expira_em', '>', agora)
    .groupBy('family')
    .orderBy('ultima_atividade', 'desc')
    .limit(limite)
    .execute();
  if (vivas.length === 0) return [];
  const familias = vivas.map((v) => v.family);
  const primeiros = await db
    .selectFrom('refresh_tokens')
    .select((eb) => ['family', eb.fn.min('id').as('id')])
    .where('family', 'in', familias)
    .groupBy('family')
    .execute();
  const ultimos = await db
    .selectFrom('refresh_tokens')
    .select(['family', 'family_criada_em', 'user_agent', 'ip'])
    .where('id', 'in', vivas.map((v) => Number(v.ultimo)))
    .execute();
  const idDe = new Map(primeiros.map((p) => [p.family, Number(p.id)]));
  const ultimoDe = new Map(ultimos.map((u) => [u.family, u]));
  return vivas.flatMap((v) => {
    const u = ultimoDe.get(v.family);
    const id = idDe.get(v.family);
    if (!u || id === undefined) return [];
    return [{ id, family: v.family, family_criada_em: u.family_criada_em, ultima_atividade: Number(v.ultima_atividade), user_agent: u.user_agent, ip: u.ip }];
  });
}

/** The family of a session id, only if it is the user's: someone else's reads as missing. */
export async function familiaDaSessao(db: Kysely<DB>, userId: number, id: number): Promise<string | undefined> {
  const r = await db.selectFrom('refresh_tokens').select('family').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return r?.family;
}
