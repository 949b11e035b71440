/**
 * What the security log records (an auditor reads these names), in the contract because each
 * endpoint declares the events it writes (contrato/modulos/declaracao.ts).
 */
export const TIPOS_EVENTO_SEGURANCA = [
  'login_ok',
  'login_falhou',
  'login_bloqueado',
  'logout',
  'sessao_expirada',
  'senha_alterada',
  'senha_redefinida',
  'redefinicao_solicitada',
  'acesso_solicitado',
  'email_verificado',
  'acesso_negado',
  'exportacao',
  'exportacao_documentos_completos',
  'nfce_emitida',
  'nfce_cancelada',
  'impressao',
  // an admin's custom fields of a register
  'campo_personalizado_criado',
  'campo_personalizado_alterado',
  'campo_personalizado_removido',
  // the users register (who changed whose access, before → after in `detalhe`)
  'usuario_criado',
  'usuario_alterado',
  'usuario_ativado',
  'usuario_inativado',
  'perfil_criado',
  'perfil_alterado',
  'acesso_aprovado',
  'acesso_rejeitado',
  // /profile: the user ended one of their own sessions, or all the others
  'sessao_encerrada',
  'outras_sessoes_encerradas',
  // access review campaigns: opened, each access confirmed or revoked, concluded
  'revisao_acessos_aberta',
  'revisao_acesso_confirmado',
  'revisao_acesso_revogado',
  'revisao_acessos_concluida',
  // a store allowed to sell without stock, or no longer (the store, before → after in `detalhe`)
  'loja_estoque_negativo_alterado',
  // a dead background job run again or discarded by an administrator (the job's id and type in `detalhe`)
  'tarefa_reexecutada',
  'tarefa_descartada',
] as const;

export type TipoEventoSeguranca = (typeof TIPOS_EVENTO_SEGURANCA)[number];
