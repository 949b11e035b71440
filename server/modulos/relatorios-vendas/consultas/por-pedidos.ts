/**
 * The order-level reports (vendas.resumo, vendas.margem): sums of pedidos_resumo_dia (by hour,
 * pedidos_resumo_hora; by clerk, pedidos_resumo_vendedor) grouped in SQL by the columns a grouping needs, then folded into its
 * groups (a week, a month, a weekday × hour cell) in exact centavos. Periods of time come whole: a
 * day, an hour or a cell without sales is a row of zeros, so a chart's axis has no gaps. The margin
 * report adds each group's estimated fees (./taxas.ts), estimated cell by cell (a day, a store, a
 * channel, a method) and summed into the group the cell falls in.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';
import type { Celula } from '../../resumo-financeiro/consultas/movimento';
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
import { taxasDasCelulas, type BaseDasTaxas } from './taxas';

export type PorPedidos = 'dia' | 'semana' | 'mes' | 'loja' | 'dia_loja' | 'vendedor' | 'canal' | 'forma_pagamento' | 'hora' | 'dia_semana_hora';

type ColunaChave = 'dia_sp' | 'id_seller' | 'canal' | 'id_forma_pagto' | 'hora';

const COLUNAS: Record<Exclude<PorPedidos, 'vendedor'>, readonly ColunaChave[]> = {
  dia: ['dia_sp'],
  semana: ['dia_sp'],
  mes: ['dia_sp'],
  loja: ['id_seller'],
  dia_loja: ['dia_sp', 'id_seller'],
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
  /** 0: nobody (by clerk only). */
  id_vendedor: number;
}

type SomasDaLinha = Record<'pedidos' | 'itens' | 'produtos' | 'descontos' | 'frete' | 'total' | 'custo', number | string | bigint | null>;

/** A summed row's figures as numbers (the databases answer sums as text or bigint), before fees. */
const figurasDasSomas = (l: SomasDaLinha) => ({
  pedidos: Number(l.pedidos ?? 0),
  itens: Number(l.itens ?? 0),
  produtos: Number(l.produtos ?? 0),
  descontos: Number(l.descontos ?? 0),
  frete: Number(l.frete ?? 0),
  total: Number(l.total ?? 0),
  custo: Number(l.custo ?? 0),
  taxas: 0,
});

/**
 * The summaries' sums over the cut, grouped by `colunas` (none: one row of the whole cut): the day
 * summary unless the hour is asked for, a sixth of the hour summary's rows.
 */
export async function somasDoResumo(db: Kysely<DB>, r: Recorte, colunas: readonly ColunaChave[]): Promise<LinhaSql[]> {
  const q = db
    .selectFrom(colunas.includes('hora') ? 'pedidos_resumo_hora' : 'pedidos_resumo_dia')
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
      id_vendedor: 0,
      ...figurasDasSomas(l),
    };
  });
}

/** The clerk summary's sums over the cut, by clerk (0: nobody). */
async function somasPorVendedor(db: Kysely<DB>, r: Recorte): Promise<LinhaSql[]> {
  const linhas = await db
    .selectFrom('pedidos_resumo_vendedor')
    .select((eb) => [
      'id_vendedor',
      eb.fn.sum<number>('pedidos').as('pedidos'),
      eb.fn.sum<number>('itens').as('itens'),
      eb.fn.sum<number>('valor_produtos').as('produtos'),
      eb.fn.sum<number>('valor_desconto').as('descontos'),
      eb.fn.sum<number>('valor_frete').as('frete'),
      eb.fn.sum<number>('valor_total').as('total'),
      eb.fn.sum<number>('valor_custo').as('custo'),
    ])
    .where(escopoDosResumos(escopoDoRecorte(r)))
    .groupBy('id_vendedor')
    .execute();
  return linhas.map((l) => ({
    dia_sp: '',
    id_seller: 0,
    canal: '',
    id_forma_pagto: 0,
    hora: 0,
    id_vendedor: Number(l.id_vendedor),
    ...figurasDasSomas(l),
  }));
}

/** The clerks' names, by user id. */
async function nomesDosVendedores(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const linhas = await db.selectFrom('users').select(['id', 'nome']).where('id', 'in', [...ids]).execute();
  return new Map(linhas.map((l) => [Number(l.id), l.nome]));
}

export const SEM_VENDEDOR = 'Sem vendedor';

/** A day × store row's key: 'YYYY-MM-DD|id_seller'. */
export const chaveDiaLoja = (dia: string, loja: number): string => `${dia}|${loja}`;

/** The key of the group a fee cell (a day, a store, a channel, a method) falls in; null where a grouping splits a cell. */
function chaveDaCelula(por: PorPedidos, c: { dia: string; loja: number; canal: string; id_forma_pagto: number }): string | null {
  switch (por) {
    case 'dia':
      return grupoDoDia(c.dia).chave;
    case 'semana':
      return grupoDaSemana(c.dia).chave;
    case 'mes':
      return grupoDoMes(c.dia).chave;
    case 'loja':
      return String(c.loja);
    case 'dia_loja':
      return chaveDiaLoja(c.dia, c.loja);
    case 'canal':
      return c.canal;
    case 'forma_pagamento':
      return String(c.id_forma_pagto);
    default:
      return null;
  }
}

/** The cut's estimated fees by group key, and their total. */
async function taxasPorGrupo(db: Kysely<DB>, r: Recorte, por: PorPedidos, base: BaseDasTaxas): Promise<{ porChave: Map<string, number>; total: number }> {
  const celulas = await somasDoResumo(db, r, ['dia_sp', 'id_seller', 'canal', 'id_forma_pagto']);
  const porCanal = new Map<string, Celula[]>();
  for (const l of celulas) {
    porCanal.set(l.canal, [...(porCanal.get(l.canal) ?? []), { dia: l.dia_sp, loja: l.id_seller, id_status: 0, id_forma_pagto: l.id_forma_pagto, pedidos: l.pedidos, centavos: l.total }]);
  }
  // a known payment of a manual sale is estimated with the manual channel's cells even when none is left
  if (base.conhecidos.length > 0 && !porCanal.has('manual')) porCanal.set('manual', []);
  const porChave = new Map<string, number>();
  let total = 0;
  for (const [canal, doCanal] of porCanal) {
    for (const e of taxasDasCelulas(base, canal, doCanal)) {
      total += e.taxa;
      const chave = chaveDaCelula(por, { dia: e.dia, loja: e.loja, canal, id_forma_pagto: e.id_forma_pagto });
      if (chave !== null) porChave.set(chave, (porChave.get(chave) ?? 0) + e.taxa);
    }
  }
  return { porChave, total };
}

export interface GrupoSomado extends Grupo {
  somas: Somas;
}

/**
 * The groups of the cut for a grouping, in the order a reader expects: time in order, the rest by
 * revenue. With `taxas`, each group's estimated fees: only for the groupings a fee cell falls in
 * whole (time by day, week or month, store, channel, method).
 */
export async function gruposPorPedidos(db: Kysely<DB>, r: Recorte, por: PorPedidos, taxas?: BaseDasTaxas): Promise<{ grupos: GrupoSomado[]; total: Somas }> {
  const linhas = por === 'vendedor' ? await somasPorVendedor(db, r) : await somasDoResumo(db, r, COLUNAS[por]);
  const nomes =
    por === 'loja' || por === 'dia_loja'
      ? await nomesDasLojas(db, [...new Set([...linhas.map((l) => l.id_seller), ...(por === 'dia_loja' ? r.sellers : [])])])
      : por === 'vendedor'
        ? await nomesDosVendedores(db, [...new Set(linhas.map((l) => l.id_vendedor))].filter((id) => id !== 0))
        : new Map<number, string>();
  const nomeDaLoja = (id: number) => nomes.get(id) ?? `Loja ${id}`;
  const grupoDiaLoja = (dia: string, loja: number): Grupo => ({ chave: chaveDiaLoja(dia, loja), grupo: `${grupoDoDia(dia).grupo} · ${nomeDaLoja(loja)}` });
  const grupoDe = (l: LinhaSql): Grupo => {
    switch (por) {
      case 'dia':
        return grupoDoDia(l.dia_sp);
      case 'semana':
        return grupoDaSemana(l.dia_sp);
      case 'mes':
        return grupoDoMes(l.dia_sp);
      case 'loja':
        return { chave: String(l.id_seller), grupo: nomeDaLoja(l.id_seller) };
      case 'dia_loja':
        return grupoDiaLoja(l.dia_sp, l.id_seller);
      case 'vendedor':
        return l.id_vendedor === 0 ? { chave: '0', grupo: SEM_VENDEDOR } : { chave: String(l.id_vendedor), grupo: nomes.get(l.id_vendedor) ?? `Usuário ${l.id_vendedor}` };
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
  // every day, its stores by name: a store without sales that day is a row of zeros
  const lojasPorNome = [...r.sellers].sort((a, b) => nomeDaLoja(a).localeCompare(nomeDaLoja(b), 'pt-BR') || a - b);
  if (por === 'dia_loja') dias.forEach((d) => lojasPorNome.forEach((loja) => vazio(grupoDiaLoja(d, loja))));
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
  if (taxas) {
    const estimadas = await taxasPorGrupo(db, r, por, taxas);
    if (chaveDaCelula(por, { dia: r.periodo.de, loja: 0, canal: '', id_forma_pagto: 0 }) === null) throw new Error(`As taxas não se repartem por ${por}`);
    for (const [chave, taxa] of estimadas.porChave) {
      const alvo = porChave.get(chave);
      if (alvo) alvo.somas.taxas += taxa;
    }
    total.taxas = estimadas.total;
  }
  const grupos = [...porChave.values()];
  const noTempo = por === 'dia' || por === 'semana' || por === 'mes' || por === 'dia_loja' || por === 'hora' || por === 'dia_semana_hora';
  if (!noTempo) grupos.sort((a, b) => b.somas.total - a.somas.total || a.chave.localeCompare(b.chave));
  return { grupos, total };
}
