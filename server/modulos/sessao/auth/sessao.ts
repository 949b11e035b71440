import type { Contexto } from '../../../contexto';
import {
  buscarRefresh, inserirRefresh, marcarRotacionado, marcarUso, revogarFamilia, revogarOutrasFamilias, type RefreshToken,
} from '../consultas/sessoes';
import { carregarUsuario, type UsuarioSessao } from '../consultas/usuarios';
import { GRACA_REUSO_MS, hashRefresh, novaFamilia, novoRefresh } from './tokens';

export interface CredenciaisEmitidas {
  acesso: string;
  refresh: string;
  /** Seconds the refresh cookie should live (idle timeout, capped by the session's absolute limit). */
  refreshMaxAge: number;
  sid: string;
}

/** Where a token is issued to, shown on /profile's "Minhas sessões" (never the token itself). */
export interface OrigemSessao {
  userAgent: string | undefined;
  ip: string;
}

/** Long enough for any real browser's user-agent; a longer header is cut, not stored whole. */
const MAX_USER_AGENT = 512;

async function emitir(ctx: Contexto, userId: number, family: string, familyCriadaEm: number, origem: OrigemSessao): Promise<CredenciaisEmitidas> {
  const agora = ctx.agora().getTime();
  // The guard (familiaAtiva) checks this instant on every authenticated call: idle and absolute
  // limits both end the session there, not only at the next refresh.
  const expira = Math.min(agora + ctx.sessao.ociosoMs, familyCriadaEm + ctx.sessao.maximoMs);
  const { token, hash } = novoRefresh();
  await inserirRefresh(ctx.db.kysely, { user_id: userId, family, token_hash: hash, family_criada_em: familyCriadaEm, criado_em: agora, expira_em: expira,
    user_agent: origem.userAgent?.slice(0, MAX_USER_AGENT) ?? null, ip: origem.ip });
  const acesso = await ctx.tokens.assinarAcesso({ userId, sid: family });
  return { acesso, refresh: token, refreshMaxAge: (expira - agora) / 1000, sid: family };
}

/** A new session (refresh family) after a successful login. */
export function abrirSessao(ctx: Contexto, userId: number, origem: OrigemSessao): Promise<CredenciaisEmitidas> {
  return emitir(ctx, userId, novaFamilia(), ctx.agora().getTime(), origem);
}

export type ResultadoRenovacao = { ok: true; usuario: UsuarioSessao; credenciais: CredenciaisEmitidas } | { ok: false };

const FALHA: ResultadoRenovacao = { ok: false };

/**
 * Rotates a refresh token. A token already rotated less than GRACA_REUSO_MS ago (two tabs
 * refreshing at once) gets a fresh sibling in the same family, as the first use did; later
 * than that it is a stolen copy, and the whole family is revoked.
 */
export async function renovarSessao(ctx: Contexto, token: string | undefined, origem: OrigemSessao): Promise<ResultadoRenovacao> {
  if (!token) return FALHA;
  const db = ctx.db.kysely;
  const agora = ctx.agora().getTime();
  const t: RefreshToken | undefined = await buscarRefresh(db, hashRefresh(token));
  if (!t || t.revogado_em !== null) return FALHA;
  if (t.expira_em <= agora || t.family_criada_em + ctx.sessao.maximoMs <= agora) {
    await revogarFamilia(db, t.family, agora);
    return FALHA;
  }
  const usuario = await carregarUsuario(db, t.user_id);
  if (!usuario || !usuario.ativo) {
    // A deactivated user's sessions end everywhere, not only this one.
    await revogarOutrasFamilias(db, t.user_id, null, agora);
    return FALHA;
  }
  const primeiroUso = t.rotacionado_em === null && (await marcarRotacionado(db, t.id, agora));
  if (!primeiroUso) {
    const rotacionadoEm = t.rotacionado_em ?? (await buscarRefresh(db, t.token_hash))?.rotacionado_em ?? agora;
    if (agora - rotacionadoEm > GRACA_REUSO_MS) {
      await revogarFamilia(db, t.family, agora);
      return FALHA;
    }
    await marcarUso(db, t.id, agora);
  }
  return { ok: true, usuario, credenciais: await emitir(ctx, t.user_id, t.family, t.family_criada_em, origem) };
}

/** Logout: revokes the session of the refresh cookie (or, lacking it, of the access token). */
export async function encerrarSessao(ctx: Contexto, refresh: string | undefined, sid: string | null): Promise<void> {
  const agora = ctx.agora().getTime();
  let family = sid;
  if (refresh) family = (await buscarRefresh(ctx.db.kysely, hashRefresh(refresh)))?.family ?? family;
  if (family) await revogarFamilia(ctx.db.kysely, family, agora);
}
