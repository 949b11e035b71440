/**
 * "Minhas sessões" on /profile: the signed-in user's own open sessions, and ending
 * one or all the others. A session is one sign-in (a refresh-token family); `id` is the number
 * of its oldest stored token row (see docs/api.md), never the token or the family itself.
 */
import { z } from 'zod/mini';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';

/** At most this many sessions are listed (the newest activity first). */
export const MAX_SESSOES_LISTADAS = 50;

export const SessaoAberta = z.object({
  id: z.int().check(z.positive()),
  /** Browser and system in Portuguese, read from the user-agent ("Chrome no Windows"). */
  dispositivo: z.string(),
  ip: z.nullable(z.string()),
  /** ISO 8601 with the São Paulo offset. */
  iniciada_em: z.string(),
  /** The last sign-in or token renewal (every few minutes while the panel is open). */
  ultima_atividade_em: z.string(),
  atual: z.boolean(),
});
export type SessaoAberta = z.infer<typeof SessaoAberta>;

export const MinhasSessoesResposta = z.object({
  sessoes: z.array(SessaoAberta).check(z.maxLength(MAX_SESSOES_LISTADAS)),
});
export type MinhasSessoesResposta = z.infer<typeof MinhasSessoesResposta>;

export const EncerrarSessaoBody = z.object({
  id: z.int({ error: 'Informe a sessão' }).check(z.positive({ error: 'Sessão inválida' })),
});
export type EncerrarSessaoBody = z.infer<typeof EncerrarSessaoBody>;

export const EncerrarOutrasResposta = z.object({ encerradas: z.int().check(z.nonnegative()) });
export type EncerrarOutrasResposta = z.infer<typeof EncerrarOutrasResposta>;

export const MENSAGENS_MINHAS_SESSOES = {
  naoEncontrada: 'Sessão não encontrada ou já encerrada.',
  atual: 'Para encerrar esta sessão, use "Sair".',
} as const;

export const ROTAS_MINHAS_SESSOES = defineEndpoints({
  listar: { metodo: 'GET', caminho: '/v1/login_erp/sessoes', resposta: envelope(MinhasSessoesResposta), acesso: 'sessao', escopo: 'proprio' },
  encerrar: { metodo: 'POST', caminho: '/v1/login_erp/sessoes/encerrar', corpo: EncerrarSessaoBody, resposta: envelope(z.literal('ok')), seguranca: ['sessao_encerrada'], acesso: 'sessao', escopo: 'proprio' },
  encerrarOutras: { metodo: 'POST', caminho: '/v1/login_erp/sessoes/encerrar-outras', resposta: envelope(EncerrarOutrasResposta), seguranca: ['outras_sessoes_encerradas'], acesso: 'sessao', escopo: 'proprio' },
});
