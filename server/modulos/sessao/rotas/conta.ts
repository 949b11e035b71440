import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import type { FastifyRequest } from 'fastify';
import { MENSAGENS_CONTA, type ValidarTokenResposta } from '@retaguarda/contrato/api/conta';

import { senhasComunsCarregadas } from '@retaguarda/contrato/api/senha';
// Arms SenhaNova with the common-password list before any body is validated.
import '@retaguarda/contrato/api/senhasComuns';
import { JANELA_FALHAS_MS } from '../auth/limite-login';
import { hashSenha } from '../auth/password';
import { linkDeSenha } from '../conta/ativacao';
import { contarTentativa, exigirDentroDoLimite } from '../conta/limite';
import { emailConfirmacao, emailNovaSolicitacao, emailRedefinicao, emailSolicitacaoRepetida } from '../conta/mensagens-email';
import { origensDoAmbiente } from '../conta/origem';
import { administradoresDoSeller, buscarSellerPorCnpj, confirmarSolicitacao, emailJaConhecido, registrarSolicitacao, type SolicitacaoConfirmada } from '../conta/solicitacoes';
import { buscarTokenValido, emitirTokenRedefinicao, redefinirComToken, type TokenValido } from '../conta/tokens-redefinicao';
import type { App, Contexto } from '../../../contexto';
import { limparFalhasLogin } from '../consultas/sessoes';
import { buscarParaLogin } from '../consultas/usuarios';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { isoSP } from '../../../http/iso-sp';
import { correioDoAmbiente, criarCorreio, type Correio } from '../../../mail';
import { registrarEventoSeguranca } from '../seguranca/log';

export interface OpcoesConta {
  ctx: Contexto;
  /** Default: SMTP_URL / OUTBOX_DIR / MAIL_FROM from the environment, logging to app.log. */
  correio?: Correio;
  /** Origin of the panel in e-mailed links (default PUBLIC_URL; PUBLIC_URLS adds allowed ones). Required in production. */
  urlPublica?: string;
  /** Default NODE_ENV === 'production'. */
  producao?: boolean;
}

/**
 * Account endpoints that need no session: /v1/login_erp/{solicitar-acesso, confirmar-email,
 * esqueci-senha, redefinir-senha/validar, redefinir-senha}. Every answer about an e-mail is the
 * same whether or not it is registered, and e-mails leave in the background so timing tells
 * nothing either.
 */
export async function rotasConta(app: App, opts: OpcoesConta): Promise<void> {
  const { ctx } = opts;
  const db = ctx.db.kysely;
  const producao = opts.producao ?? process.env.NODE_ENV === 'production';
  // Links only ever point at a configured origin, never at whatever Host a request names.
  const origens = origensDoAmbiente(process.env, opts.urlPublica, producao);
  if (!senhasComunsCarregadas()) throw new Error('Lista de senhas comuns não carregada');
  const correio = opts.correio ?? criarCorreio({ ...correioDoAmbiente(), log: app.log });
  if (producao && correio.modo === 'outbox') app.log.warn({ dir: correio.outboxDir }, 'SMTP_URL ausente: e-mails gravados na caixa de saída local');
  app.addHook('onClose', () => correio.aguardarEnvios());

  const origem = (req: FastifyRequest): string => origens.paraHost(req.host);

  /** The token behind a reset link, or 400 (counted against the IP: guessing is throttled). */
  const tokenValido = async (req: FastifyRequest, token: string, agora: number): Promise<TokenValido> => {
    await exigirDentroDoLimite(db, 'redefinir-senha', { ip: req.ip }, agora);
    const t = await buscarTokenValido(db, token, agora);
    if (t) return t;
    await contarTentativa(db, 'redefinir-senha', { ip: req.ip }, agora);
    throw new ErroHttp(400, MENSAGENS_CONTA.linkInvalido);
  };

  /** Tells the administrators of the seller whose CNPJ the request gave (now that its e-mail is proven). */
  const avisarAdministradores = async (req: FastifyRequest, pedido: SolicitacaoConfirmada): Promise<void> => {
    const seller = await buscarSellerPorCnpj(db, pedido.cnpj);
    if (!seller) {
      req.log.warn({ solicitacao: pedido.id, cnpj: pedido.cnpj }, 'pedido de acesso com CNPJ de nenhuma loja: aguarda npm run user:activate -- --seller');
      return;
    }
    const admins = await administradoresDoSeller(db, seller);
    if (admins.length === 0) req.log.warn({ solicitacao: pedido.id, seller: seller.id }, 'pedido de acesso sem administrador para avisar');
    const dados = { nome: pedido.nome, email: pedido.email, telefone: pedido.telefone, cnpj: pedido.cnpj, nomeSeller: seller.nome };
    for (const a of admins) correio.despachar(emailNovaSolicitacao(a.email, dados, origem(req)));
  };

  app.route({
    ...rotaDoContrato(ROTAS_CONTA.solicitarAcesso),
    handler: async (req) => {
      const b = req.body;
      const email = b.email.toLowerCase();
      const agora = ctx.agora().getTime();
      await exigirDentroDoLimite(db, 'solicitar-acesso', { email, ip: req.ip }, agora);
      await contarTentativa(db, 'solicitar-acesso', { email, ip: req.ip }, agora);
      // Nothing is created and nobody else is told until the owner of the e-mail opens the link.
      if (await emailJaConhecido(db, email)) {
        correio.despachar(emailSolicitacaoRepetida(email, origem(req)));
      } else {
        const token = await registrarSolicitacao(db, { nome: b.nome, email, telefone: b.telefone, cnpj: b.cnpj }, agora);
        correio.despachar(emailConfirmacao(email, b, `${origem(req)}/auth/confirmar-email?token=${token}`));
      }
      await registrarEventoSeguranca(db, { tipo: 'acesso_solicitado', em: agora, email, ip: req.ip, detalhe: { cnpj: b.cnpj } });
      return { RES: MENSAGENS_CONTA.solicitacaoRecebida };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_CONTA.confirmarEmail),
    handler: async (req) => {
      const agora = ctx.agora().getTime();
      await exigirDentroDoLimite(db, 'confirmar-email', { ip: req.ip }, agora);
      const r = await confirmarSolicitacao(db, req.body.token, agora);
      if (r.estado !== 'confirmada') {
        // Only guesses count against the IP: an expired link is a real one, opened late.
        if (r.estado === 'invalida') await contarTentativa(db, 'confirmar-email', { ip: req.ip }, agora);
        throw new ErroHttp(400, r.estado === 'expirada' ? MENSAGENS_CONTA.confirmacaoExpirada : MENSAGENS_CONTA.confirmacaoInvalida);
      }
      if (r.nova) {
        await registrarEventoSeguranca(db, { tipo: 'email_verificado', em: agora, email: r.pedido.email, ip: req.ip, detalhe: { solicitacao: r.pedido.id } });
        await avisarAdministradores(req, r.pedido);
      }
      return { RES: MENSAGENS_CONTA.emailConfirmado };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_CONTA.esqueciSenha),
    handler: async (req) => {
      const email = req.body.email.toLowerCase();
      const agora = ctx.agora().getTime();
      await exigirDentroDoLimite(db, 'esqueci-senha', { email, ip: req.ip }, agora);
      await contarTentativa(db, 'esqueci-senha', { email, ip: req.ip }, agora);
      const usuario = await buscarParaLogin(db, email);
      // Inactive users get no link: they could not sign in with it, and activation is an admin's act.
      if (usuario?.ativo) {
        const token = await emitirTokenRedefinicao(db, usuario.id, agora);
        correio.despachar(emailRedefinicao(email, linkDeSenha(origem(req), token)));
      }
      await registrarEventoSeguranca(db, { tipo: 'redefinicao_solicitada', em: agora, userId: usuario?.ativo ? usuario.id : null, email, ip: req.ip });
      return { RES: MENSAGENS_CONTA.linkEnviado };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_CONTA.validarLink),
    handler: async (req) => {
      const t = await tokenValido(req, req.body.token, ctx.agora().getTime());
      return { RES: { email: t.email, expira_em: isoSP(t.expira_em), finalidade: t.finalidade } satisfies ValidarTokenResposta };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_CONTA.redefinirSenha),
    handler: async (req) => {
      const t = await tokenValido(req, req.body.token, ctx.agora().getTime());
      const senhaHash = await hashSenha(req.body.nova_senha, ctx.scrypt);
      // Read the clock again: hashing takes a while, and the token may expire meanwhile.
      const agora = ctx.agora().getTime();
      if (!(await redefinirComToken(db, t, senhaHash, agora))) throw new ErroHttp(400, MENSAGENS_CONTA.linkInvalido);
      // Failed logins before the reset (maybe an attacker's) must not lock out the new password.
      await limparFalhasLogin(db, t.email, agora - JANELA_FALHAS_MS);
      await registrarEventoSeguranca(db, { tipo: 'senha_redefinida', em: agora, userId: t.user_id, email: t.email, ip: req.ip, detalhe: { finalidade: t.finalidade } });
      return { RES: t.finalidade === 'definir' ? MENSAGENS_CONTA.senhaDefinida : MENSAGENS_CONTA.senhaRedefinida };
    },
  });
}
