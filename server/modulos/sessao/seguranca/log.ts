import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** What the security log records; an auditor reads these names. */
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
] as const;

export type TipoEventoSeguranca = (typeof TIPOS_EVENTO_SEGURANCA)[number];

/** Kept this long, then deleted by limparEventosAntigos. */
export const RETENCAO_EVENTOS_MS = 180 * 24 * 60 * 60 * 1000;

/** Keys that never reach the log, whatever a caller passes in `detalhe`. */
const SEGREDOS = /senha|password|token|secret|segredo|cookie|authorization|cvv|pan/i;

export interface EventoSeguranca {
  tipo: TipoEventoSeguranca;
  em: number;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  detalhe?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
}

function semSegredos(detalhe: EventoSeguranca['detalhe']): string | null {
  if (!detalhe) return null;
  const limpo = Object.fromEntries(Object.entries(detalhe).filter(([chave]) => !SEGREDOS.test(chave)));
  return Object.keys(limpo).length > 0 ? JSON.stringify(limpo) : null;
}

/** Appends one event. */
export async function registrarEventoSeguranca(db: Kysely<DB>, evento: EventoSeguranca): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      tipo: evento.tipo,
      em: evento.em,
      user_id: evento.userId ?? null,
      email: evento.email?.toLowerCase() ?? null,
      ip: evento.ip ?? null,
      detalhe: semSegredos(evento.detalhe),
    })
    .execute();
}

/** Deletes events older than the retention; returns how many went. */
export async function limparEventosAntigos(db: Kysely<DB>, agora: number): Promise<number> {
  const r = await db.deleteFrom('security_events').where('em', '<', agora - RETENCAO_EVENTOS_MS).executeTakeFirst();
  return Number(r.numDeletedRows);
}
