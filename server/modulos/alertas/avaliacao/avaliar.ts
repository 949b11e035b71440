/**
 * One rule's evaluation across every group that keeps it enabled: the group's stores, the rule's
 * conditions with the group's parameters, then the alerts reconciled with them. A group that
 * switched the rule off has its unresolved alerts of it closed.
 */
import type { Kysely } from 'kysely';
import type { IdRegra } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';
import { regraDoGrupo } from '../consultas/regrasDoGrupo';
import { AVALIADORES } from './avaliadores';
import { FECHADO_REGRA_DESATIVADA, reconciliar, type Movimento } from './reconciliar';
import type { Loja } from './tipos';

export async function lojasPorGrupo(db: Kysely<DB>): Promise<Map<number, Loja[]>> {
  const grupos = await db.selectFrom('seller_groups').select('id').orderBy('id').execute();
  const sellers = await db.selectFrom('sellers').select(['id', 'nome', 'id_grupo']).orderBy('id').execute();
  const mapa = new Map<number, Loja[]>(grupos.map((g) => [g.id, []]));
  for (const s of sellers) mapa.get(s.id_grupo)?.push({ id: s.id, nome: s.nome });
  return mapa;
}

export async function avaliarRegra(db: Kysely<DB>, regra: IdRegra, agora: number, sinal?: AbortSignal): Promise<Movimento> {
  const total: Movimento = { abertos: 0, fechados: 0 };
  for (const [idGrupo, lojas] of await lojasPorGrupo(db)) {
    sinal?.throwIfAborted();
    const config = await regraDoGrupo(db, idGrupo, regra);
    // a rule switched off closes what it had opened: nothing would ever close it otherwise
    const m = config.ativa
      ? await reconciliar(db, idGrupo, config, await AVALIADORES[regra]({ db, idGrupo, lojas, agora, parametros: config.parametros }), agora)
      : await reconciliar(db, idGrupo, config, { condicoes: [], completo: true }, agora, FECHADO_REGRA_DESATIVADA);
    total.abertos += m.abertos;
    total.fechados += m.fechados;
  }
  return total;
}
