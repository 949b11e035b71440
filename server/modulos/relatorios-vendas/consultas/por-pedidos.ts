/**
 * The order-level reports (vendas.resumo, vendas.margem): sums of pedidos_resumo_hora grouped in
 * SQL by the columns a grouping needs, then folded into its groups (a week, a month, a weekday ×
 * hour cell) in exact centavos. Periods of time come whole: a day, an hour or a cell without sales
 * is a row of zeros, so a chart's axis has no gaps.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';
import {
  diaDaSemana,
  escopoDoRecorte,
  diasDoPeriodo,
  grupoDaForma,
  grupoDaHora,
  grupoDaSemana,
  grupoDiaSemanaHora,
  grupoDoCanal,
  grupoDoDia,
  grupoDoMes,
  nomesDasLojas,
  somarEm,
  somasVazias,
  type Grupo,
  type Recorte,
  type Somas,
} from './comum';

export type PorPedidos = 'dia' | 'semana' | 'mes' | 'loja' | 'canal' | 'forma_pagamento' | 'hora' | 'dia_semana_hora';

type ColunaChave = 'dia_sp' | 'id_seller' | 'canal' | 'id_forma_pagto' | 'hora';

const COLUNAS: Record<PorPedidos, readonly ColunaChave[]> = {
  dia: ['dia_sp'],
  semana: ['dia_sp'],
  mes: ['dia_sp'],
  loja: ['id_seller'],
  canal: ['canal'],
  forma_pagamento: ['id_forma_pagto'],
  hora: ['hora'],
  dia_semana_hora: ['dia_sp', 'hora'],
};

interface LinhaSql extends Somas {
  dia_sp: string;
  id_seller: number;
  canal: string;
  id_forma_pagto: number;
  hora: number;
}

/** The summary's sums over the cut, grouped by `colunas` (none: one row of the whole cut). */
export async function somasDoResumoHora(db: Kysely<DB>, r: Recorte, colunas: readonly ColunaChave[]): Promise<LinhaSql[]> {
  const q = db
    .selectFrom('pedidos_resumo_hora')
    .select((eb) => [
      eb.fn.sum<number>('pedidos').as('pedidos'),
      eb.fn.sum<number>('itens').as('itens'),
      eb.fn.sum<number>('valor_produtos').as('produtos'),
      eb.fn.sum<number>('valor_desconto').as('descontos'),
      eb.fn.sum<number>('valor_frete').as('frete'),
      eb.fn.sum<number>('valor_total').as('total'),
      eb.fn.sum<number>('valor_custo').as('custo'),
    ])
    .where(escopoDosResumos(escopoDoRecorte(r)));
  const linhas = colunas.length > 0 ? await q.select([...colunas]).groupBy([...colunas]).execute() : await q.execute();
  return linhas.map((l) => {
    const c = l as Partial<Record<ColunaChave, unknown>>;
    return {
      dia_sp: String(c.dia_sp ?? ''),
      id_seller: Number(c.id_seller ?? 0),
      canal: String(c.canal ?? ''),
      id_forma_pagto: Number(c.id_forma_pagto ?? 0),
      hora: Number(c.hora ?? 0),
      pedidos: Number(l.pedidos ?? 0),
      itens: Number(l.itens ?? 0),
      produtos: Number(l.produtos ?? 0),
      descontos: Number(l.descontos ?? 0),
      frete: Number(l.frete ?? 0),
      total: Number(l.total ?? 0),
      custo: Number(l.custo ?? 0),
    };
  });
}

export interface GrupoSomado extends Grupo {
  somas: Somas;
}

/** The groups of the cut for a grouping, in the order a reader expects: time in order, the rest by revenue. */
export async function gruposPorPedidos(db: Kysely<DB>, r: Recorte, por: PorPedidos): Promise<{ grupos: GrupoSomado[]; total: Somas }> {
  const linhas = await somasDoResumoHora(db, r, COLUNAS[por]);
  const nomes = por === 'loja' ? await nomesDasLojas(db, [...new Set(linhas.map((l) => l.id_seller))]) : new Map<number, string>();
  const grupoDe = (l: LinhaSql): Grupo => {
    switch (por) {
      case 'dia':
        return grupoDoDia(l.dia_sp);
      case 'semana':
        return grupoDaSemana(l.dia_sp);
      case 'mes':
        return grupoDoMes(l.dia_sp);
      case 'loja':
        return { chave: String(l.id_seller), grupo: nomes.get(l.id_seller) ?? `Loja ${l.id_seller}` };
      case 'canal':
        return grupoDoCanal(l.canal);
      case 'forma_pagamento':
        return grupoDaForma(l.id_forma_pagto);
      case 'hora':
        return grupoDaHora(l.hora);
      case 'dia_semana_hora':
        return grupoDiaSemanaHora(diaDaSemana(l.dia_sp), l.hora);
    }
  };
  const porChave = new Map<string, GrupoSomado>();
  // time comes whole, in order: every day, week, month, hour or cell of the period, sales or not
  const vazio = (g: Grupo) => porChave.set(g.chave, { ...g, somas: somasVazias() });
  const dias = diasDoPeriodo(r.periodo);
  if (por === 'dia') dias.forEach((d) => vazio(grupoDoDia(d)));
  if (por === 'semana') dias.forEach((d) => vazio(grupoDaSemana(d)));
  if (por === 'mes') dias.forEach((d) => vazio(grupoDoMes(d)));
  if (por === 'hora') for (let h = 0; h < 24; h++) vazio(grupoDaHora(h));
  if (por === 'dia_semana_hora') for (let d = 0; d < 7; d++) for (let h = 0; h < 24; h++) vazio(grupoDiaSemanaHora(d, h));
  const total = somasVazias();
  for (const l of linhas) {
    const g = grupoDe(l);
    const alvo = porChave.get(g.chave) ?? { ...g, somas: somasVazias() };
    somarEm(alvo.somas, l);
    somarEm(total, l);
    porChave.set(g.chave, alvo);
  }
  const grupos = [...porChave.values()];
  const noTempo = por === 'dia' || por === 'semana' || por === 'mes' || por === 'hora' || por === 'dia_semana_hora';
  if (!noTempo) grupos.sort((a, b) => b.somas.total - a.somas.total || a.chave.localeCompare(b.chave));
  return { grupos, total };
}
