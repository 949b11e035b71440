/**
 * The part of ROTAS (./rotas.ts) the panel calls before its screens load: sign-in, renewal and
 * the start data from the first page, the account pages from the sign-in entry. Apart so that
 * entry carries only these schemas, not every order's (build/chunkDoPainel.ts).
 */
import { z } from 'zod/mini';
import {
  ConfirmarEmailBody, EsqueciSenhaBody, MensagemConta, RedefinirSenhaBody, SolicitarAcessoBody, ValidarTokenBody, ValidarTokenResposta,
} from './conta';
import { envelope } from './envelope';
import { ResumoInicio } from './inicio';
import type { RotaApi } from './rotas';
import { AlterarSenhaBody, LoginBody, SessaoResposta } from './sessao';
import { DadosStart } from './start';

export const ROTAS_SESSAO = {
  logar: { metodo: 'POST', caminho: '/v1/login_erp/logar', corpo: LoginBody, resposta: envelope(SessaoResposta) },
  /** No body: the refresh cookie is the credential. */
  renovar: { metodo: 'POST', caminho: '/v1/login_erp/renovar-token', resposta: envelope(SessaoResposta) },
  sair: { metodo: 'POST', caminho: '/v1/login_erp/logout', resposta: envelope(z.literal('ok')) },
  alterarSenha: { metodo: 'POST', caminho: '/v1/login_erp/alterar-senha', corpo: AlterarSenhaBody, resposta: envelope(z.string()) },
} as const satisfies Record<string, RotaApi>;

/** Account calls that need no session. */
export const ROTAS_CONTA = {
  solicitarAcesso: { metodo: 'POST', caminho: '/v1/login_erp/solicitar-acesso', corpo: SolicitarAcessoBody, resposta: envelope(MensagemConta) },
  confirmarEmail: { metodo: 'POST', caminho: '/v1/login_erp/confirmar-email', corpo: ConfirmarEmailBody, resposta: envelope(MensagemConta) },
  esqueciSenha: { metodo: 'POST', caminho: '/v1/login_erp/esqueci-senha', corpo: EsqueciSenhaBody, resposta: envelope(MensagemConta) },
  validarLink: { metodo: 'POST', caminho: '/v1/login_erp/redefinir-senha/validar', corpo: ValidarTokenBody, resposta: envelope(ValidarTokenResposta) },
  redefinirSenha: { metodo: 'POST', caminho: '/v1/login_erp/redefinir-senha', corpo: RedefinirSenhaBody, resposta: envelope(MensagemConta) },
} as const satisfies Record<string, RotaApi>;

export const ROTAS_INICIO = {
  dadosStart: { metodo: 'GET', caminho: '/v2/config/erp/dados-start', resposta: envelope(DadosStart) },
  resumo: { metodo: 'GET', caminho: '/v2/inicio/resumo', resposta: envelope(ResumoInicio) },
} as const satisfies Record<string, RotaApi>;

