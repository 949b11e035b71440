/**
 * What a rule computes once a day per group (the period's top sellers, each store's busy hour),
 * kept in alertas_referencias under today's São Paulo day and the parameters it was computed
 * with: the minute's evaluation reads one row, and an edit of the parameters recomputes it.
 */
import type { Kysely } from 'kysely';
import type { IdRegra } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';

export async function referenciaDoDia<T>(
  db: Kysely<DB>,
  chave: { idGrupo: number; regra: IdRegra; dia: string; parametros: Readonly<Record<string, number>>; agora: number },
  calcular: () => Promise<T>,
): Promise<T> {
  const parametros = JSON.stringify(chave.parametros);
  const guardada = await db
    .selectFrom('alertas_referencias')
    .select(['dia_sp', 'parametros', 'dados'])
    .where('id_grupo', '=', chave.idGrupo)
    .where('regra', '=', chave.regra)
    .executeTakeFirst();
  if (guardada && guardada.dia_sp === chave.dia && guardada.parametros === parametros) return JSON.parse(guardada.dados) as T;
  const dados = await calcular();
  const linha = { id_grupo: chave.idGrupo, regra: chave.regra, dia_sp: chave.dia, parametros, dados: JSON.stringify(dados), calculado_em: chave.agora };
  await db
    .insertInto('alertas_referencias')
    .values(linha)
    .onConflict((oc) => oc.columns(['id_grupo', 'regra']).doUpdateSet({ dia_sp: linha.dia_sp, parametros: linha.parametros, dados: linha.dados, calculado_em: linha.calculado_em }))
    .execute();
  return dados;
}
