/**
 * The changes of a composed dashboard: each one bumps the dashboard's version only where the
 * caller read it (a stale one is a 409), in one transaction with its history row.
 */
import type { Transaction } from 'kysely';
import { MENSAGENS_PAINEIS_PESSOAIS } from '@retaguarda/contrato/api/paineisPessoais';
import type { DB } from '../../db/schema';
import { ErroHttp } from '../../http/erros';
import { registrarNoHistorico, type AcaoPainel } from './historico';
import { painelVisivel, podeEditar, type Leitor } from './leitura';

/** The dashboard the caller may edit, at the version read: 404 unseen, 403 read-only, 409 stale. */
export async function tomarPainel(trx: Transaction<DB>, l: Leitor, id: number, versao: number, agora: number) {
  const p = await painelVisivel(trx, l, id);
  if (!p) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.naoEncontrado);
  if (!podeEditar(l, p)) throw new ErroHttp(403, p.user_id === null && p.id_perfil === l.idPerfil ? MENSAGENS_PAINEIS_PESSOAIS.somenteLeitura : MENSAGENS_PAINEIS_PESSOAIS.soAdminPerfil);
  const r = await trx
    .updateTable('paineis_pessoais')
    .set((eb) => ({ version: eb('version', '+', 1), atualizado_em: agora }))
    .where('id', '=', id)
    .where('version', '=', versao)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new ErroHttp(409, MENSAGENS_PAINEIS_PESSOAIS.versaoDesatualizada);
  return p;
}

export const auditar = (trx: Transaction<DB>, l: Leitor, idPainel: number, acao: AcaoPainel, em: number, detalhe: Record<string, unknown>) =>
  registrarNoHistorico(trx, { idPainel, idGrupo: l.u.id_grupo, userId: l.u.id, acao, em, detalhe });

/** A dashboard's widgets in their places' order. */
export const widgetsEmOrdem = (trx: Transaction<DB>, idPainel: number) =>
  trx.selectFrom('paineis_pessoais_widgets').select(['id', 'largura']).where('id_painel', '=', idPainel).orderBy('posicao').orderBy('id').execute();

/** Writes the widgets' places 0..n-1 in the given order. */
export async function renumerar(trx: Transaction<DB>, idPainel: number, ids: readonly number[]): Promise<void> {
  for (const [posicao, id] of ids.entries()) await trx.updateTable('paineis_pessoais_widgets').set({ posicao }).where('id', '=', id).where('id_painel', '=', idPainel).execute();
}
