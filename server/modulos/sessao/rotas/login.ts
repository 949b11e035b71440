import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { setTimeout as dormir } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';

import { MENSAGENS_SESSAO, type SessaoResposta } from '@retaguarda/contrato/api/sessao';
// Arms SenhaNova (ROTAS_SESSAO.alterarSenha's new password) with the common-password list.
import '@retaguarda/contrato/api/senhasComuns';
import { cookieRefresh, gravarCookies, limparCookies } from '../auth/cookies';
import { FilaCheia, filaHashPadrao, type FilaHash } from '../auth/fila-hash';
import { criarGuardas, usuarioDe } from '../auth/guard';
import { iniciarTentativa } from '../auth/limite-login';
import { ehHashDeSenha, hashSenha, verificarSenha } from '../auth/password';
import { abrirSessao, encerrarSessao, renovarSessao } from '../auth/sessao';
import { anularLinksRedefinicao } from '../conta/anular-redefinicoes';
import type { App, Contexto } from '../../../contexto';
import { apagarFalhasEmailIp, apagarTentativa, revogarOutrasFamilias } from '../consultas/sessoes';
import { buscarParaLogin, buscarSenha, carregarUsuario, gravarSenha, marcarUltimoAcesso, paraUsuario } from '../consultas/usuarios';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { ErroDeValidacao } from '../../../http/validacao';
import { registrarEventoSeguranca, type EventoSeguranca } from '../seguranca/log';
import { transacao } from '../../../db/transacao';

/** What tests replace to control sign-in without depending on the machine's speed. */
export interface OpcoesLogin {
  /** Queue of password hashes (default: the process-wide one, 2 at once). */
  fila?: FilaHash;
  /** Password check (default scrypt, verificarSenha). */
  verificar?: (senha: string, hash: string) => Promise<boolean>;
  /** The per-e-mail slow-down's wait (default a timer). */
  esperar?: (ms: number) => Promise<void>;
}

/** Seconds a client is told to wait when the hash queue is full. */
const RETRY_FILA_CHEIA_S = 5;

/**
 * Session endpoints: /v1/login_erp/{logar, renovar-token, logout} with no session, and
 * alterar-senha with one (each endpoint's `acesso`, contrato/api/rotasEntrada.ts).
 */
export async function rotasLogin(app: App, ctx: Contexto, opcoes: OpcoesLogin = {}): Promise<void> {
  const { autenticar } = criarGuardas(ctx);
  const db = ctx.db.kysely;
  const fila = opcoes.fila ?? filaHashPadrao;
  const verificar = opcoes.verificar ?? verificarSenha;
  const esperar = opcoes.esperar ?? ((ms: number) => dormir(ms).then(() => undefined));

  /** Every password hash waits its turn; a full queue is a 503, never an unbounded pile. */
  const naFila = async <T>(tarefa: () => Promise<T>): Promise<T> => {
    try {
      return await fila.executar(tarefa);
    } catch (erro) {
      if (erro instanceof FilaCheia) throw new ErroHttp(503, MENSAGENS_SESSAO.muitosLogins, { 'retry-after': String(RETRY_FILA_CHEIA_S) });
      throw erro;
    }
  };
  // Unknown e-mails are checked against this hash so they cost as much as a wrong password.
  let hashFicticio: Promise<string> | null = null;
  const ficticio = (): Promise<string> => {
    hashFicticio ??= naFila(() => hashSenha('senha-ficticia-para-tempo-constante', ctx.scrypt));
    hashFicticio.catch(() => (hashFicticio = null));
    return hashFicticio;
  };
  const registrar = (req: FastifyRequest, evento: Omit<EventoSeguranca, 'em' | 'ip'>) =>
    registrarEventoSeguranca(db, { ...evento, em: ctx.agora().getTime(), ip: req.ip });

  app.route({
    ...rotaDoContrato(ROTAS_SESSAO.logar),
    handler: async (req, reply) => {
      const email = req.body.email.toLowerCase();
      const agora = ctx.agora().getTime();
      // Counted before the hash: parallel attempts see each other.
      const tentativa = await iniciarTentativa(db, email, req.ip, agora);
      if (!tentativa.permitida) {
        await registrar(req, { tipo: 'login_bloqueado', email, detalhe: { segundos: tentativa.segundos } });
        throw new ErroHttp(429, MENSAGENS_COMUNS.muitasTentativas, { 'retry-after': String(tentativa.segundos) });
      }
      if (tentativa.atrasoMs > 0) await esperar(tentativa.atrasoMs);
      const usuario = await buscarParaLogin(db, email);
      let senhaOk: boolean;
      try {
        // Unknown e-mails and users whose password is not set yet are checked against the dummy
        // hash: the answer takes as long as a wrong password and never tells them apart.
        const utilizavel = usuario && ehHashDeSenha(usuario.senha_hash) ? usuario.senha_hash : null;
        const hash = utilizavel ?? (await ficticio());
        senhaOk = (await naFila(() => verificar(req.body.senha, hash))) && utilizavel !== null;
      } catch (erro) {
        // Not checked at all: the attempt does not count.
        if (erro instanceof ErroHttp) await apagarTentativa(db, tentativa.id);
        throw erro;
      }
      if (!usuario || !senhaOk) {
        // The attempt's row stays: it is this failure.
        await registrar(req, { tipo: 'login_falhou', userId: usuario?.id ?? null, email, detalhe: { motivo: usuario ? 'senha' : 'email_desconhecido' } });
        throw new ErroHttp(401, MENSAGENS_COMUNS.loginInvalido);
      }
      await apagarTentativa(db, tentativa.id);
      await apagarFalhasEmailIp(db, email, req.ip);
      if (!usuario.ativo) {
        await registrar(req, { tipo: 'login_falhou', userId: usuario.id, email, detalhe: { motivo: 'inativo' } });
        throw new ErroHttp(403, MENSAGENS_COMUNS.usuarioInativo);
      }
      const sessao = await carregarUsuario(db, usuario.id);
      if (!sessao) throw new ErroHttp(401, MENSAGENS_COMUNS.loginInvalido);
      const cred = await abrirSessao(ctx, usuario.id, { userAgent: req.headers['user-agent'], ip: req.ip });
      await marcarUltimoAcesso(db, usuario.id, ctx.agora().getTime());
      await registrar(req, { tipo: 'login_ok', userId: usuario.id, email });
      gravarCookies(reply, ctx.cookieSecure, cred.acesso, cred.refresh, cred.refreshMaxAge);
      return { RES: { usuario: paraUsuario(sessao) } satisfies SessaoResposta };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_SESSAO.renovar),
    handler: async (req, reply) => {
      const r = await renovarSessao(ctx, cookieRefresh(req, ctx.cookieSecure), { userAgent: req.headers['user-agent'], ip: req.ip });
      if (!r.ok) {
        limparCookies(reply, ctx.cookieSecure);
        throw new ErroHttp(401, MENSAGENS_COMUNS.naoAutenticado);
      }
      gravarCookies(reply, ctx.cookieSecure, r.credenciais.acesso, r.credenciais.refresh, r.credenciais.refreshMaxAge);
      return { RES: { usuario: paraUsuario(r.usuario) } satisfies SessaoResposta };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_SESSAO.sair),
    handler: async (req, reply) => {
      // Logout works without a valid access token: it must always be able to end a session.
      await autenticar(req).catch(() => undefined);
      await encerrarSessao(ctx, cookieRefresh(req, ctx.cookieSecure), req.sid);
      if (req.usuario) await registrar(req, { tipo: 'logout', userId: req.usuario.id, email: req.usuario.email });
      limparCookies(reply, ctx.cookieSecure);
      return { RES: 'ok' as const };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_SESSAO.alterarSenha),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const agora = ctx.agora().getTime();
      // Guesses of the current password, limited like sign-in but per user: a stolen session must
      // not become an oracle for the password. Own key, never mixed with sign-in's.
      const chave = `alterar-senha:usuario:${usuario.id}`;
      const tentativa = await iniciarTentativa(db, chave, chave, agora);
      if (!tentativa.permitida) {
        await registrar(req, { tipo: 'login_bloqueado', userId: usuario.id, email: usuario.email, detalhe: { acao: 'alterar-senha', segundos: tentativa.segundos } });
        throw new ErroHttp(429, MENSAGENS_COMUNS.muitasTentativas, { 'retry-after': String(tentativa.segundos) });
      }
      const atual = await buscarSenha(db, usuario.id);
      let confere: boolean;
      try {
        confere = atual !== undefined && (await naFila(() => verificar(req.body.senha_atual, atual)));
      } catch (erro) {
        if (erro instanceof ErroHttp) await apagarTentativa(db, tentativa.id);
        throw erro;
      }
      if (!confere) {
        await registrar(req, { tipo: 'login_falhou', userId: usuario.id, email: usuario.email, detalhe: { acao: 'alterar-senha' } });
        throw new ErroDeValidacao('body', ['senha_atual'], MENSAGENS_COMUNS.senhaAtualIncorreta);
      }
      await apagarFalhasEmailIp(db, chave, chave);
      const novoHash = await naFila(() => hashSenha(req.body.nova_senha, ctx.scrypt));
      await transacao(db, async (trx) => {
        await gravarSenha(trx, usuario.id, novoHash, agora);
        // Every other session ends; the one changing the password stays signed in.
        await revogarOutrasFamilias(trx, usuario.id, req.sid, agora);
        await anularLinksRedefinicao(trx, usuario.id, agora);
      });
      await registrar(req, { tipo: 'senha_alterada', userId: usuario.id, email: usuario.email });
      return { RES: MENSAGENS_COMUNS.senhaAlterada };
    },
  });
}
