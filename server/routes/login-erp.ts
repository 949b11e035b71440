import { MENSAGENS } from '../../src/api/envelope';
import { AlterarSenhaBody, LoginBody, type SessaoResposta } from '../../src/api/sessao';
import { COOKIE_REFRESH, gravarCookies, limparCookies } from '../auth/cookies';
import { criarGuardas, usuarioDe } from '../auth/guard';
import { JANELA_FALHAS_MS, segundosDeEspera } from '../auth/limite-login';
import { hashSenha, verificarSenha } from '../auth/password';
import { abrirSessao, encerrarSessao, renovarSessao } from '../auth/sessao';
import type { App, Contexto } from '../contexto';
import { limparFalhasLogin, registrarFalhaLogin, revogarOutrasFamilias } from '../db/queries/sessoes';
import { buscarParaLogin, buscarSenha, carregarUsuario, gravarSenha, paraUsuario } from '../db/queries/usuarios';
import { ErroHttp } from '../http/erros';
import { ErroDeValidacao } from '../http/validacao';

/** Session endpoints: /v1/login_erp/{logar, renovar-token, logout, alterar-senha}. */
export default function rotasLoginErp(app: App, ctx: Contexto): void {
  const { autenticar } = criarGuardas(ctx);
  const db = ctx.db.kysely;
  // Unknown e-mails are checked against this hash so they cost as much as a wrong password.
  let hashFicticio: Promise<string> | null = null;
  const ficticio = (): Promise<string> => (hashFicticio ??= hashSenha('senha-ficticia-para-tempo-constante', ctx.scrypt));

  app.post('/v1/login_erp/logar', { schema: { body: LoginBody } }, async (req, reply) => {
    const email = req.body.email.toLowerCase();
    const agora = ctx.agora().getTime();
    const espera = await segundosDeEspera(db, email, req.ip, agora);
    if (espera !== null) throw new ErroHttp(429, MENSAGENS.muitasTentativas, { 'retry-after': String(espera) });
    const usuario = await buscarParaLogin(db, email);
    const senhaOk = await verificarSenha(req.body.senha, usuario?.senha_hash ?? (await ficticio()));
    if (!usuario || !senhaOk) {
      await registrarFalhaLogin(db, email, req.ip, agora);
      throw new ErroHttp(401, MENSAGENS.loginInvalido);
    }
    if (!usuario.ativo) throw new ErroHttp(403, MENSAGENS.usuarioInativo);
    await limparFalhasLogin(db, email, agora - JANELA_FALHAS_MS);
    const sessao = await carregarUsuario(db, usuario.id);
    if (!sessao) throw new ErroHttp(401, MENSAGENS.loginInvalido);
    const cred = await abrirSessao(ctx, usuario.id);
    gravarCookies(reply, ctx.cookieSecure, cred.acesso, cred.refresh, cred.refreshMaxAge);
    return { RES: { usuario: paraUsuario(sessao) } satisfies SessaoResposta };
  });

  app.post('/v1/login_erp/renovar-token', async (req, reply) => {
    const r = await renovarSessao(ctx, req.cookies[COOKIE_REFRESH]);
    if (!r.ok) {
      limparCookies(reply, ctx.cookieSecure);
      throw new ErroHttp(401, MENSAGENS.naoAutenticado);
    }
    gravarCookies(reply, ctx.cookieSecure, r.credenciais.acesso, r.credenciais.refresh, r.credenciais.refreshMaxAge);
    return { RES: { usuario: paraUsuario(r.usuario) } satisfies SessaoResposta };
  });

  app.post('/v1/login_erp/logout', async (req, reply) => {
    // Logout works without a valid access token: it must always be able to end a session.
    await autenticar(req).catch(() => undefined);
    await encerrarSessao(ctx, req.cookies[COOKIE_REFRESH], req.sid);
    limparCookies(reply, ctx.cookieSecure);
    return { RES: 'ok' };
  });

  app.post('/v1/login_erp/alterar-senha', { onRequest: autenticar, schema: { body: AlterarSenhaBody } }, async (req) => {
    const usuario = usuarioDe(req);
    const atual = await buscarSenha(db, usuario.id);
    if (!atual || !(await verificarSenha(req.body.senha_atual, atual))) {
      throw new ErroDeValidacao('body', ['senha_atual'], MENSAGENS.senhaAtualIncorreta);
    }
    const agora = ctx.agora().getTime();
    await gravarSenha(db, usuario.id, await hashSenha(req.body.nova_senha, ctx.scrypt), agora);
    await revogarOutrasFamilias(db, usuario.id, req.sid, agora);
    return { RES: MENSAGENS.senhaAlterada };
  });
}
