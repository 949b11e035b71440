import type { FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { Correio } from './mail';
import type { Catalogo } from './modulos/recursos/tabela/sincronizar';
import type { ScryptParams } from './modulos/sessao/auth/password';
import type { OpcoesLogin } from './modulos/sessao/rotas/login';
import type { LimitesSessao, Tokens } from './modulos/sessao/auth/tokens';
import type { Banco } from './db';
import type { TarefaDeclarada } from './tarefas/definir';
import type { RelatorioImplementado } from './modulos/relatorios/definir';
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

/**
 * What buildApp hands every module's plugin (server/modulos/carregar.ts): one object, the same for
 * all, each module reading what it needs.
 */
export interface OpcoesModulo {
  ctx: Contexto;
  /** Account e-mail: links to confirm an address, set or reset a password. */
  correio: Correio;
  /** Origin of the panel in e-mailed links (default PUBLIC_URL). */
  urlPublica?: string;
  /** Production rules (default NODE_ENV === 'production'). */
  producao?: boolean;
  /** Sign-in internals tests control (hash queue, password check, slow-down wait). */
  login?: OpcoesLogin;
  /** The simulated PSP's 'simular pagamento' (AppOptions.pspSimulado, resolved). */
  pspSimulado: boolean;
  /** The registers the engine serves (default RECURSOS; tests add throwaway ones, whose tables they migrate). */
  recursos?: Catalogo;
  /** Where product photos are kept (default FOTOS_DIR, else var/fotos). */
  fotosDir?: string;
  /** Every declared job of the server (server/modulos/<modulo>/tarefas.ts), for the visibility API. */
  tarefas: readonly TarefaDeclarada[];
  /** Every declared report with its query (contrato/modulos/<area>/*.relatorios.ts + server/modulos/<modulo>/relatorios.ts). */
  relatorios: readonly RelatorioImplementado[];
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
