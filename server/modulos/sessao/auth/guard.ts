import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { hasAnyKey, type PermissionKey } from '@retaguarda/contrato/api/permissions';
import type { Contexto } from '../../../contexto';
import { familiaAtiva } from '../consultas/sessoes';
import { carregarUsuario, type UsuarioSessao } from '../consultas/usuarios';
import { ErroHttp } from '../../../http/erros';
import { registrarEventoSeguranca } from '../seguranca/log';
import { cookieAcesso } from './cookies';

export type Gancho = (req: FastifyRequest) => Promise<void>;

export interface Guardas {
  /** 401 unless a valid access token of a live session of an active user comes with the call. */
  autenticar: Gancho;
  /** autenticar, then 403 unless the user holds the key. */
  exigirPermissao: (chave: PermissionKey) => Gancho[];
  /** autenticar, then 403 unless the user holds one of the keys (the resource engine's read and write keys). */
  exigirAlguma: (chaves: readonly PermissionKey[]) => Gancho[];
  /** After autenticar: 403 unless the signed-in user holds one of the keys (one requirement of several). */
  conferirAlguma: (chaves: readonly PermissionKey[]) => Gancho;
}

export function criarGuardas(ctx: Contexto): Guardas {
  const autenticar: Gancho = async (req) => {
    const claims = await ctx.tokens.verificarAcesso(cookieAcesso(req, ctx.cookieSecure) ?? '');
    if (!claims) throw new ErroHttp(401, MENSAGENS_COMUNS.naoAutenticado);
    // Read fresh each call: deactivation, logout and permission changes apply at once.
    const usuario = await carregarUsuario(ctx.db.kysely, claims.userId);
    if (!usuario || !usuario.ativo) throw new ErroHttp(401, MENSAGENS_COMUNS.naoAutenticado);
    if (!(await familiaAtiva(ctx.db.kysely, claims.sid, claims.userId, ctx.agora().getTime()))) {
      throw new ErroHttp(401, MENSAGENS_COMUNS.naoAutenticado);
    }
    req.usuario = usuario;
    req.sid = claims.sid;
  };
  const conferirAlguma = (chaves: readonly PermissionKey[]): Gancho => async (req) => {
    const usuario = usuarioDe(req);
    // Any one of no keys is nobody: a read-only register (escrever: []) refuses every write.
    if (chaves.length > 0 && hasAnyKey(usuario.permissoes.permissions, chaves)) return;
    await registrarAcessoNegado(ctx, req, chaves.join(' | '));
    throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
  };
  const exigirAlguma = (chaves: readonly PermissionKey[]): Gancho[] => [autenticar, conferirAlguma(chaves)];
  const exigirPermissao = (chave: PermissionKey): Gancho[] => exigirAlguma([chave]);
  return { autenticar, exigirPermissao, exigirAlguma, conferirAlguma };
}

/** Requests whose 403 is already in the security log (by the key guard, with the key). */
const negadosRegistrados = new WeakSet<FastifyRequest>();

/** A 403 goes to the security log: who asked for what (the route as matched, and the key missing). */
async function registrarAcessoNegado(ctx: Contexto, req: FastifyRequest, chave?: string): Promise<void> {
  negadosRegistrados.add(req);
  await registrarEventoSeguranca(ctx.db.kysely, {
    tipo: 'acesso_negado',
    em: ctx.agora().getTime(),
    userId: req.usuario?.id ?? null,
    email: req.usuario?.email ?? null,
    ip: req.ip,
    detalhe: { metodo: req.method, caminho: req.routeOptions.url ?? req.url.split('?')[0] ?? '', ...(chave ? { chave } : {}) },
  });
}

/**
 * Any other 403 a signed-in user meets (a seller outside the group, a rule of the screen) is
 * logged once the answer is out, so no route has to remember to do it.
 */
export function registrarNegacoesNoLog(app: FastifyInstance, ctx: Contexto): void {
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode !== 403 || !req.usuario || negadosRegistrados.has(req)) return;
    await registrarAcessoNegado(ctx, req).catch((erro: unknown) => req.log.error({ err: erro }, 'falha ao gravar acesso negado'));
  });
}

/** The authenticated user of a guarded route (the guard ran, so it is set). */
export function usuarioDe(req: FastifyRequest): UsuarioSessao {
  if (!req.usuario) throw new ErroHttp(401, MENSAGENS_COMUNS.naoAutenticado);
  return req.usuario;
}

/**
 * The sellers a call may see: the requested ones, all inside the user's group (403 otherwise),
 * or the whole group when none is requested.
 */
export function sellersPermitidos(usuario: UsuarioSessao, pedidos: readonly number[] | null | undefined): number[] {
  const grupo = usuario.id_sellers_mesmo_grupo;
  if (!pedidos || pedidos.length === 0) return grupo;
  if (pedidos.some((id) => !grupo.includes(id))) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
  return [...new Set(pedidos)];
}
