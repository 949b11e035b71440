/**
 * A person's change to one alert of their group, fenced by the version they saw: the update
 * touches the row only at that version and not resolved; when it touches nothing, the alert is
 * missing (404), resolved, or changed since (409). The history line and, on resolving, the event
 * are written in the same transaction.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import { MENSAGENS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { EVENTOS_ALERTAS } from '@retaguarda/contrato/eventos/alertas';
import { ehIdRegra } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { emitirEvento } from '../../../eventos/emitir';
import { ErroHttp } from '../../../http/erros';
import { registrar, type AcaoHistorico } from './historico';

export interface Mudanca {
  idGrupo: number;
  idAlerta: number;
  version: number;
  idUsuario: number;
  agora: number;
  acao: AcaoHistorico;
  descricao: string;
  campos: Updateable<DB['alertas']>;
}

async function recusar(db: Kysely<DB> | Transaction<DB>, idGrupo: number, id: number): Promise<never> {
  const a = await db.selectFrom('alertas').select('estado').where('id', '=', id).where('id_grupo', '=', idGrupo).executeTakeFirst();
  if (!a) throw new ErroHttp(404, MENSAGENS_ALERTAS.naoEncontrado);
  if (a.estado === 'resolvido') throw new ErroHttp(409, MENSAGENS_ALERTAS.resolvido);
  throw new ErroHttp(409, MENSAGENS_ALERTAS.versao);
}

export async function mudarAlerta(db: Kysely<DB>, m: Mudanca): Promise<void> {
  await transacao(db, async (trx) => {
    const r = await trx
      .updateTable('alertas')
      .set((eb) => ({ ...m.campos, version: eb('version', '+', 1) }))
      .where('id', '=', m.idAlerta)
      .where('id_grupo', '=', m.idGrupo)
      .where('version', '=', m.version)
      .where('estado', '<>', 'resolvido')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return recusar(trx, m.idGrupo, m.idAlerta);
    await registrar(trx, { idAlerta: m.idAlerta, acao: m.acao, descricao: m.descricao, idUsuario: m.idUsuario, em: m.agora });
    if (m.campos.estado === 'resolvido') {
      const { regra } = await trx.selectFrom('alertas').select('regra').where('id', '=', m.idAlerta).executeTakeFirstOrThrow();
      if (ehIdRegra(regra)) await emitirEvento(trx, EVENTOS_ALERTAS['alerta.fechado'], { id_alerta: m.idAlerta, regra, automatico: false }, { idGrupo: m.idGrupo, em: m.agora });
    }
  });
}
