import type { FastifyRequest } from 'fastify';
import { MENSAGENS } from '../../src/api/envelope';
import { hasAnyKey, type PermissionKey } from '../../src/api/permissions';
import type { Contexto } from '../contexto';
import { familiaAtiva } from '../db/queries/sessoes';
import { carregarUsuario, type UsuarioSessao } from '../db/queries/usuarios';
import { ErroHttp } from '../http/erros';
import { COOKIE_ACESSO } from './cookies';

export type Gancho = (req: FastifyRequest) => Promise<void>;

export interface Guardas {
  /** 401 unless a valid access token of a live session of an active user comes with the call. */
  autenticar: Gancho;
  /** autenticar, then 403 unless the user holds the key. */
  exigirPermissao: (chave: PermissionKey) => Gancho[];
}

export function criarGuardas(ctx: Contexto): Guardas {
  const autenticar: Gancho = async (req) => {
    const claims = await ctx.tokens.verificarAcesso(req.cookies[COOKIE_ACESSO] ?? '');
    if (!claims) throw new ErroHttp(401, MENSAGENS.naoAutenticado);
    // Read fresh each call: deactivation, logout and permission changes apply at once.
    const usuario = await carregarUsuario(ctx.db.kysely, claims.userId);
    if (!usuario || !usuario.ativo) throw new ErroHttp(401, MENSAGENS.naoAutenticado);
    if (!(await familiaAtiva(ctx.db.kysely, claims.sid, claims.userId, ctx.agora().getTime()))) {
      throw new ErroHttp(401, MENSAGENS.naoAutenticado);
    }
    req.usuario = usuario;
    req.sid = claims.sid;
  };
  const exigirPermissao = (chave: PermissionKey): Gancho[] => [
    autenticar,
    async (req) => {
      if (!hasAnyKey(usuarioDe(req).permissoes.permissions, [chave])) throw new ErroHttp(403, MENSAGENS.acessoNegado);
    },
  ];
  return { autenticar, exigirPermissao };
}

/** The authenticated user of a guarded route (the guard ran, so it is set). */
export function usuarioDe(req: FastifyRequest): UsuarioSessao {
  if (!req.usuario) throw new ErroHttp(401, MENSAGENS.naoAutenticado);
  return req.usuario;
}

/**
 * The sellers a call may see: the requested ones, all inside the user's group (403 otherwise),
 * or the whole group when none is requested.
 */
export function sellersPermitidos(usuario: UsuarioSessao, pedidos: readonly number[] | null | undefined): number[] {
  const grupo = usuario.id_sellers_mesmo_grupo;
  if (!pedidos || pedidos.length === 0) return grupo;
  if (pedidos.some((id) => !grupo.includes(id))) throw new ErroHttp(403, MENSAGENS.acessoNegado);
  return [...new Set(pedidos)];
}
