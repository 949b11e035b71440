/**
 * What both dashboards read from the sales summaries: the day summary (pedidos_resumo_dia), or the
 * hour summary (pedidos_resumo_hora) when the hour is asked for (grouped by it, or a slice of
 * hours): the sums of one slice of days and stores, grouped by status and by one key, in integer
 * centavos. The measures come from
 * the contract's medirGrupos, so a status that does not count never reaches a revenue figure.
 */
import { sql, type Kysely } from 'kysely';
import { medirGrupos, type GrupoDeStatus, type Medidas } from '@retaguarda/contrato/relatorios/medidas';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';

/** One status of one group: the orders, their items, their money (centavos). */
export interface Soma extends GrupoDeStatus {
  chave: string;
  itens: number;
  produtos: number;
  desconto: number;
}

/** What a slice is grouped by besides the status. */
export type Agrupamento = 'nenhum' | 'canal' | 'id_seller' | 'dia_sp' | 'hora' | 'loja_mes';

const CHAVES: Record<Agrupamento, ReturnType<typeof sql<string>>> = {
  nenhum: sql<string>`''`,
  canal: sql<string>`r.canal`,
  id_seller: sql<string>`CAST(r.id_seller AS TEXT)`,
  dia_sp: sql<string>`r.dia_sp`,
  hora: sql<string>`CAST(r.hora AS TEXT)`,
  // 'id|YYYY-MM': a store's month
  loja_mes: sql<string>`CAST(r.id_seller AS TEXT) || '|' || SUBSTR(r.dia_sp, 1, 7)`,
};

export interface Fatia {
  sellers: readonly number[];
  /** First and last São Paulo day, 'YYYY-MM-DD', inclusive. */
  de: string;
  ate: string;
  /** Only these hours of the day (0–23), both inclusive. */
  horas?: { de: number; ate: number };
  /** Only these days (e.g. the same weekdays of past weeks), instead of every day from `de` to `ate`. */
  dias?: readonly string[];
}

/** The summary's sums of a slice, by status and by `por`; PostgreSQL's bigint sums read as numbers. */
export async function somar(db: Kysely<DB>, fatia: Fatia, por: Agrupamento): Promise<Soma[]> {
  const chave = CHAVES[por];
  // The day summary (a sixth of the hour one's rows) where the hour is not needed. It has every
  // column of the hour summary but `hora`, which only the hour's branch reads: typed as the hour's.
  const tabela = (por === 'hora' || fatia.horas ? 'pedidos_resumo_hora as r' : 'pedidos_resumo_dia as r') as 'pedidos_resumo_hora as r';
  const q = db
    .selectFrom(tabela)
    .select((eb) => [
      chave.as('chave'),
      'r.id_status',
      eb.fn.sum<string | number>('r.pedidos').as('pedidos'),
      eb.fn.sum<string | number>('r.itens').as('itens'),
      eb.fn.sum<string | number>('r.valor_produtos').as('produtos'),
      eb.fn.sum<string | number>('r.valor_desconto').as('desconto'),
      eb.fn.sum<string | number>('r.valor_total').as('total'),
    ])
    .where(escopoDosResumos(fatia, 'r'));
  // PostgreSQL refuses a constant in GROUP BY: without a key, the status alone groups
  const linhas = await (por === 'nenhum' ? q.groupBy('r.id_status') : q.groupBy([chave, 'r.id_status'])).execute();
  return linhas.map((l) => ({
    chave: String(l.chave),
    id_status: Number(l.id_status),
    quantidade: Number(l.pedidos),
    itens: Number(l.itens),
    produtos: Number(l.produtos),
    desconto: Number(l.desconto),
    centavos: Number(l.total),
  }));
}

/** The sums of each key, apart. */
export function porChave(somas: readonly Soma[]): Map<string, Soma[]> {
  const grupos = new Map<string, Soma[]>();
  for (const s of somas) grupos.set(s.chave, [...(grupos.get(s.chave) ?? []), s]);
  return grupos;
}

/** The measures of some sums (only the statuses that count). */
export const medir = (somas: readonly Soma[]): Medidas => medirGrupos(somas);
