import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

export interface DecisaoDoItem {
  idRevisao: number;
  idItem: number;
  decisao: 'confirmado' | 'revogado';
  nota: string;
  idAutor: number;
  em: number;
}

/**
 * Writes a decision only on a pending item of an open review, in one UPDATE: of two reviewers
 * deciding the same access at once, the second finds nothing to update (on PostgreSQL it waits
 * for the first's row lock, then re-reads the row). False: nothing was written.
 */
export async function registrarDecisao(trx: Transaction<DB>, d: DecisaoDoItem): Promise<boolean> {
  const r = await trx
    .updateTable('revisoes_acesso_itens')
    .set({ decisao: d.decisao, nota: d.nota || null, decidido_por: d.idAutor, decidido_em: d.em })
    .where('id', '=', d.idItem)
    .where('decisao', '=', 'pendente')
    .where('id_revisao', 'in', trx.selectFrom('revisoes_acesso').select('id').where('id', '=', d.idRevisao).where('concluida_em', 'is', null))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
