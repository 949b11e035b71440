/** Every change of a composed dashboard, by whom, as the saved views keep theirs: one row per change, kept after removal. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type AcaoPainel = 'criacao' | 'renomeacao' | 'fixacao' | 'movimento' | 'desafixacao' | 'remocao';

export async function registrarNoHistorico(
  db: Kysely<DB> | Transaction<DB>,
  r: { idPainel: number; idGrupo: number; userId: number; acao: AcaoPainel; em: number; detalhe: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('paineis_pessoais_historico')
    .values({ id_painel: r.idPainel, id_grupo: r.idGrupo, user_id: r.userId, acao: r.acao, em: r.em, detalhe: JSON.stringify(r.detalhe) })
    .execute();
}
