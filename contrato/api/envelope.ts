import { z } from 'zod/mini';

/** `{ RES: payload }`, the success envelope of every call. */
export const envelope = <T extends z.ZodMiniType>(payload: T) => z.object({ RES: payload });

export const Paginacao = z.object({
  page: z.int().check(z.minimum(1)),
  limit: z.int().check(z.minimum(1)),
  total: z.int().check(z.minimum(0)),
  total_pages: z.int().check(z.minimum(0)),
});
export type Paginacao = z.infer<typeof Paginacao>;

/** Error envelope with a readable message. */
export const ErroMensagem = z.object({ RES: z.string() });
export type ErroMensagem = z.infer<typeof ErroMensagem>;

/** Validation error envelope (400): keys names every offending field by its payload name. */
export const ErroValidacao = z.object({
  validation: z.object({
    body: z.object({
      source: z.enum(['body', 'query', 'params']),
      keys: z.array(z.string()).check(z.maxLength(100)),
      message: z.string(),
    }),
  }),
});
export type ErroValidacao = z.infer<typeof ErroValidacao>;

export const MENSAGEM_PADRAO_ERRO = 'Houve um erro inesperado, tente novamente.';
export const MENSAGEM_CAMPO_OBRIGATORIO = 'O campo é obrigatório';

/**
 * The fixed Portuguese answers shared by every domain (sign-in, authentication, access, routing,
 * client version) and the panel's own transport failures. A domain's texts live beside its
 * schemas (MENSAGENS_SESSAO, MENSAGENS_PEDIDO, …); validation texts are MENSAGENS_VALIDACAO.
 */
export const MENSAGENS_COMUNS = {
  loginInvalido: 'E-mail ou senha inválidos',
  usuarioInativo: 'Seu acesso está inativo. Peça ao administrador da sua loja para reativá-lo.',
  acessoNegado: 'Acesso negado',
  naoAutenticado: 'Sessão expirada. Entre novamente.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  versaoCliente: 'Cabeçalho X-Client-Version ausente.',
  naoEncontrado: 'Recurso não encontrado',
  metodoNaoPermitido: 'Método não permitido',
  senhaAlterada: 'Senha alterada',
  senhaAtualIncorreta: 'A senha atual está incorreta',
  tempoEsgotado: 'O servidor demorou demais para responder. Verifique sua conexão e tente novamente.',
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  arquivoInterrompido: 'O arquivo parou de chegar antes do fim. Verifique sua conexão e tente novamente.',
} as const;

