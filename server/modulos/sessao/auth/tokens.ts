import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access token lifetime: short, because it is checked without a database round trip for revocation of the token itself. */
export const ACESSO_SEGUNDOS = 10 * 60;
/**
 * A refresh family (one login) lives at most this long, however often it is rotated: a
 * back-office session is absolute 7 days. Configurable: LimitesSessao.
 */
export const FAMILIA_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A session without a refresh for this long expires (idle timeout, 8 h). The panel refreshes when
 * its 10-minute access token runs out, so a refresh is at most 10 minutes behind the last activity.
 */
export const OCIOSO_MAX_MS = 8 * 60 * 60 * 1000;

/** How long sessions live; buildApp's `sessao` option, SESSAO_OCIOSA_HORAS / SESSAO_MAXIMA_DIAS. */
export interface LimitesSessao {
  ociosoMs: number;
  maximoMs: number;
}

export const LIMITES_SESSAO_PADRAO: LimitesSessao = { ociosoMs: OCIOSO_MAX_MS, maximoMs: FAMILIA_MAX_MS };
/** Presenting a rotated token again within this window answers like the first use (two tabs). */
export const GRACA_REUSO_MS = 10 * 1000;

export interface ClaimsAcesso {
  userId: number;
  /** The refresh family (session) the token belongs to. */
  sid: string;
}

export class Tokens {
  private readonly chave: Promise<CryptoKey>;

  constructor(
    segredo: Uint8Array | string,
    private readonly agora: () => Date,
  ) {
    const bytes = typeof segredo === 'string' ? new TextEncoder().encode(segredo) : segredo;
    if (bytes.length < 32) throw new Error('O segredo do JWT precisa de pelo menos 32 bytes');
    // Imported once: jose would otherwise import the raw bytes again on every call.
    this.chave = crypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async assinarAcesso(c: ClaimsAcesso): Promise<string> {
    const iat = Math.floor(this.agora().getTime() / 1000);
    return new SignJWT({ sid: c.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACESSO_SEGUNDOS)
      .sign(await this.chave);
  }

  /** The claims of a valid, unexpired token; null for anything else (never throws). */
  async verificarAcesso(token: string): Promise<ClaimsAcesso | null> {
    try {
      const { payload } = await jwtVerify(token, await this.chave, { algorithms: ['HS256'], currentDate: this.agora() });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
      return { userId, sid: payload.sid };
    } catch {
      return null;
    }
  }
}

/** An opaque refresh token (32 random bytes) and the SHA-256 the database keeps instead. */
export function novoRefresh(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefresh(token) };
}

export function hashRefresh(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function novaFamilia(): string {
  return randomBytes(16).toString('hex');
}
