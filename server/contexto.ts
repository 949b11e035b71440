import type { FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { ScryptParams } from './modulos/sessao/auth/password';
import type { LimitesSessao, Tokens } from './modulos/sessao/auth/tokens';
import type { Banco } from './db';
import type { UsuarioSessao } from './modulos/sessao/consultas/usuarios';
import type { ZodTypeProvider } from './http/validacao';

/** What every route module needs, built once by buildApp. */
export interface Contexto {
  db: Banco;
  tokens: Tokens;
  agora: () => Date;
  scrypt: ScryptParams;
  cookieSecure: boolean;
  /** Idle and absolute session limits. */
  sessao: LimitesSessao;
}

/** What buildApp hands each module's plugin. */
export interface OpcoesModulo {
  ctx: Contexto;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook; null on public routes. */
    usuario: UsuarioSessao | null;
    /** The session (refresh family) of the access token. */
    sid: string | null;
  }
}
