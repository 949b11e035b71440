/**
 * The endpoints the panel calls before its screens load: sign-in, renewal and
 * the start data from the first page, the account pages from the sign-in entry. Apart so that
 * entry carries only these schemas, not every order's (build/chunkDoPainel.ts).
 */
import { z } from 'zod/mini';
import {
  ConfirmarEmailBody, EsqueciSenhaBody, MensagemConta, RedefinirSenhaBody, SolicitarAcessoBody, ValidarTokenBody, ValidarTokenResposta,
} from './conta';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { ResumoInicio } from './inicio';
import { AlterarSenhaBody, LoginBody, SessaoResposta } from './sessao';
import { DadosStart } from './start';

export const ROTAS_SESSAO = defineEndpoints({
  logar: { metodo: 'POST', caminho: '/v1/login_erp/logar', corpo: LoginBody, resposta: envelope(SessaoResposta), seguranca: ['login_ok', 'login_falhou', 'login_bloqueado'], acesso: 'publico', escopo: 'nenhum' },
  /** No body: the refresh cookie is the credential. */
  renovar: { metodo: 'POST', caminho: '/v1/login_erp/renovar-token', resposta: envelope(SessaoResposta), acesso: 'publico', escopo: 'proprio' },
  sair: { metodo: 'POST', caminho: '/v1/login_erp/logout', resposta: envelope(z.literal('ok')), seguranca: ['logout'], acesso: 'publico', escopo: 'proprio' },
  alterarSenha: { metodo: 'POST', caminho: '/v1/login_erp/alterar-senha', corpo: AlterarSenhaBody, resposta: envelope(z.string()), seguranca: ['senha_alterada', 'login_falhou', 'login_bloqueado'], acesso: 'sessao', escopo: 'proprio' },
});

/**
 * The pages opened from an e-mailed link send its single-use token in the body, and only that token
 * lets the call through: the handler checks it against the stored hash, and no session or key
 * stands in for it (podeChamar answers false to a session, as for the PSP's signature). The server
 * adds no guard, as for a public route. Asking for access and for a reset link are plainly public.
 */
const LINK = { assinado: 'link-email' } as const;

/** Account calls that need no session. */
export const ROTAS_CONTA = defineEndpoints({
  solicitarAcesso: { metodo: 'POST', caminho: '/v1/login_erp/solicitar-acesso', corpo: SolicitarAcessoBody, resposta: envelope(MensagemConta), seguranca: ['acesso_solicitado'], acesso: 'publico', escopo: 'nenhum' },
  confirmarEmail: { metodo: 'POST', caminho: '/v1/login_erp/confirmar-email', corpo: ConfirmarEmailBody, resposta: envelope(MensagemConta), seguranca: ['email_verificado'], acesso: LINK, escopo: 'proprio' },
  esqueciSenha: { metodo: 'POST', caminho: '/v1/login_erp/esqueci-senha', corpo: EsqueciSenhaBody, resposta: envelope(MensagemConta), seguranca: ['redefinicao_solicitada'], acesso: 'publico', escopo: 'nenhum' },
  validarLink: { metodo: 'POST', caminho: '/v1/login_erp/redefinir-senha/validar', corpo: ValidarTokenBody, resposta: envelope(ValidarTokenResposta), acesso: LINK, escopo: 'proprio' },
  redefinirSenha: { metodo: 'POST', caminho: '/v1/login_erp/redefinir-senha', corpo: RedefinirSenhaBody, resposta: envelope(MensagemConta), seguranca: ['senha_redefinida'], acesso: LINK, escopo: 'proprio' },
});

export const ROTAS_INICIO = defineEndpoints({
  dadosStart: { metodo: 'GET', caminho: '/v2/config/erp/dados-start', resposta: envelope(DadosStart), acesso: 'sessao', escopo: 'proprio' },
  resumo: { metodo: 'GET', caminho: '/v2/inicio/resumo', resposta: envelope(ResumoInicio), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
});

