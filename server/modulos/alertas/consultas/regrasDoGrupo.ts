/** A group's rules: the declared ones with the group's edits over them (alertas_regras). */
import type { Kysely } from 'kysely';
import type { RegraDoGrupo } from '@retaguarda/contrato/api/alertas';
import { ehSeveridade, IDS_REGRAS, parametrosEfetivos, REGRAS_ALERTA, type IdRegra } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';

function lerObjeto(texto: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(texto);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every declared rule as the group runs it, in the declaration's order. */
export async function regrasDoGrupo(db: Kysely<DB>, idGrupo: number): Promise<RegraDoGrupo[]> {
  const linhas = await db.selectFrom('alertas_regras').selectAll().where('id_grupo', '=', idGrupo).execute();
  const porRegra = new Map(linhas.map((l) => [l.regra, l]));
  return IDS_REGRAS.map((regra): RegraDoGrupo => {
    const l = porRegra.get(regra);
    const d = REGRAS_ALERTA[regra];
    if (!l) return { regra, ativa: true, severidade: d.severidade, email: d.email, parametros: parametrosEfetivos(regra, {}), version: 1 };
    return {
      regra,
      ativa: l.ativa === 1,
      severidade: ehSeveridade(l.severidade) ? l.severidade : d.severidade,
      email: l.email === 1,
      parametros: parametrosEfetivos(regra, lerObjeto(l.parametros)),
      version: l.version,
    };
  });
}

export async function regraDoGrupo(db: Kysely<DB>, idGrupo: number, regra: IdRegra): Promise<RegraDoGrupo> {
  const todas = await regrasDoGrupo(db, idGrupo);
  const r = todas.find((x) => x.regra === regra);
  if (!r) throw new Error(`regra ${regra} sem declaração`);
  return r;
}
