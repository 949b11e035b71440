/**
 * An administrator's edit of a rule for their group, fenced by the version they saw (1 while the
 * group runs the declared defaults and has no row): the first edit inserts, later ones update.
 */
import type { Kysely } from 'kysely';
import { MENSAGENS_ALERTAS, type RegraDoGrupo } from '@retaguarda/contrato/api/alertas';
import type { IdRegra, Severidade } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { regraDoGrupo } from './regrasDoGrupo';

export interface EdicaoRegra {
  idGrupo: number;
  regra: IdRegra;
  idUsuario: number;
  agora: number;
  version: number;
  ativa: boolean;
  severidade: Severidade;
  email: boolean;
  parametros: Record<string, number>;
}

export async function alterarRegra(db: Kysely<DB>, e: EdicaoRegra): Promise<RegraDoGrupo> {
  const valores = { ativa: e.ativa ? 1 : 0, severidade: e.severidade, email: e.email ? 1 : 0, parametros: JSON.stringify(e.parametros), atualizado_em: e.agora, atualizado_por: e.idUsuario };
  await transacao(db, async (trx) => {
    const existe = await trx.selectFrom('alertas_regras').select('version').where('id_grupo', '=', e.idGrupo).where('regra', '=', e.regra).executeTakeFirst();
    if (!existe) {
      if (e.version !== 1) throw new ErroHttp(409, MENSAGENS_ALERTAS.regraVersao);
      // a concurrent first edit inserted the row first: its version is 2 now, this one saw 1
      const r = await trx
        .insertInto('alertas_regras')
        .values({ id_grupo: e.idGrupo, regra: e.regra, ...valores, version: 2 })
        .onConflict((oc) => oc.columns(['id_grupo', 'regra']).doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ErroHttp(409, MENSAGENS_ALERTAS.regraVersao);
      return;
    }
    const r = await trx
      .updateTable('alertas_regras')
      .set((eb) => ({ ...valores, version: eb('version', '+', 1) }))
      .where('id_grupo', '=', e.idGrupo)
      .where('regra', '=', e.regra)
      .where('version', '=', e.version)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(409, MENSAGENS_ALERTAS.regraVersao);
  });
  return regraDoGrupo(db, e.idGrupo, e.regra);
}
