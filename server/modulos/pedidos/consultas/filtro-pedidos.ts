import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { FORMAS_PAGTO, STATUS, TIPO_ENTREGA_CODES, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import type { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { dataBRparaChave, fimExclusivoSP, instanteSP, minutosDaHora } from '@retaguarda/contrato/br/dates';
import type { Dialeto } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { condicaoBusca } from './busca-pedidos';

/** The filter fields shared by the list and the export (no pagination). */
export type CamposFiltro = Omit<FiltroPedidos, 'page' | 'limit'>;

const temItens = (v: readonly number[] | null | undefined): v is readonly number[] => !!v && v.length > 0;
const IDS_STATUS = Object.values(STATUS).map((s) => s.id);
const IDS_FORMAS = Object.values(FORMAS_PAGTO).map((f) => f.id);

/**
 * Whether a catalogue list narrows anything. The panel sends the whole catalogue when nothing is
 * chosen, and the foreign keys keep every order inside it, so such a list is dropped: checking each
 * row against it was most of a whole-history name search's summary (docs/benchmarks.md).
 */
const restringe = (v: readonly number[] | null | undefined, catalogo: readonly number[]): v is readonly number[] =>
  temItens(v) && !catalogo.every((id) => v.includes(id));
/** Kinds of delivery that narrow anything: none, or all three, restrict nothing. */
function tiposQueRestringem(f: CamposFiltro): readonly TipoEntrega[] | null {
  const tipos = f.tipo_entrega;
  return tipos && tipos.length > 0 && !TIPO_ENTREGA_CODES.every((t) => tipos.includes(t)) ? tipos : null;
}
const temNfceFiltrada = (f: CamposFiltro): f is CamposFiltro & { com_nfce: boolean } => typeof f.com_nfce === 'boolean';
export const temBusca = (f: CamposFiltro): f is CamposFiltro & { busca: string } => !!f.busca && f.busca.trim() !== '';

/**
 * Every filter of the contract, AND-ed, on `orders as o`. Days are São Paulo calendar days
 * (from its midnight to the next one, exclusive), so 23:30 local on the 20th is on the 20th;
 * hours are a window on the São Paulo time of day, applied on every day of the range.
 */
export function condicoesPedidos(d: Dialeto, f: CamposFiltro, sellers: readonly number[], opcoes: { paraOrdenar?: boolean; buscaAmpla?: boolean } = {}) {
  return (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>): Expression<SqlBool> => {
    // For a sorted page the unary plus keeps SQLite off the (seller, date) index: a few sellers
    // cover most orders, and reading that index means sorting the whole set, while walking the
    // date index backwards stops at the page. The summaries still use it (it covers them).
    const seller = opcoes.paraOrdenar ? d.semIndice(sql.ref<number>('o.id_seller')) : sql.ref<number>('o.id_seller');
    const c: Expression<SqlBool>[] = [d.naLista(seller, sellers)];
    if (f.data_from_pedido) c.push(eb('o.data_pedido', '>=', instanteSP(f.data_from_pedido).getTime()));
    if (f.data_to_pedido) c.push(eb('o.data_pedido', '<', fimExclusivoSP(f.data_to_pedido).getTime()));
    if (f.hora_from) c.push(eb('o.minuto_sp', '>=', minutosDaHora(f.hora_from)));
    if (f.hora_to) c.push(eb('o.minuto_sp', '<=', minutosDaHora(f.hora_to)));
    if (f.data_from_nfce) c.push(eb('o.nfce_data_emissao', '>=', instanteSP(f.data_from_nfce).getTime()));
    if (f.data_to_nfce) c.push(eb('o.nfce_data_emissao', '<', fimExclusivoSP(f.data_to_nfce).getTime()));
    // The status index serves the sort by status; a status list selects too much to be worth it.
    if (restringe(f.status_pedido, IDS_STATUS)) c.push(d.naLista(d.semIndice(sql.ref('o.id_status')), f.status_pedido));
    if (restringe(f.forma_pagto, IDS_FORMAS)) c.push(d.naLista(sql.ref('o.id_forma_pagto'), f.forma_pagto));
    if (temItens(f.numero_nfce)) c.push(d.naLista(sql.ref('o.nfce_numero'), f.numero_nfce));
    const tipos = tiposQueRestringem(f);
    if (tipos) c.push(eb('o.tipo_entrega', 'in', [...tipos]));
    if (temNfceFiltrada(f)) c.push(eb('o.nfce_numero', f.com_nfce ? 'is not' : 'is', null));
    if (temBusca(f)) c.push(condicaoBusca(d, f.busca, { ampla: opcoes.buscaAmpla })(eb));
    return eb.and(c);
  };
}

/**
 * True when the per-day summary table can answer: it knows days, not hours, NFC-e data nor the
 * kind of delivery (those sum on orders_seller_data, which carries them).
 */
export function resumoDiarioServe(f: CamposFiltro): boolean {
  return !f.hora_from && !f.hora_to && !f.data_from_nfce && !f.data_to_nfce && !temItens(f.numero_nfce) && !temBusca(f) && !tiposQueRestringem(f) && !temNfceFiltrada(f);
}

/** The same filter on `orders_daily as d` (only valid when resumoDiarioServe). */
export function condicoesDiario(d: Dialeto, f: CamposFiltro, sellers: readonly number[]) {
  return (eb: ExpressionBuilder<DB & { d: DB['orders_daily'] }, 'd'>): Expression<SqlBool> => {
    const c: Expression<SqlBool>[] = [d.naLista(sql.ref('d.id_seller'), sellers)];
    if (f.data_from_pedido) c.push(eb('d.dia_sp', '>=', dataBRparaChave(f.data_from_pedido)));
    if (f.data_to_pedido) c.push(eb('d.dia_sp', '<=', dataBRparaChave(f.data_to_pedido)));
    if (restringe(f.status_pedido, IDS_STATUS)) c.push(d.naLista(sql.ref('d.id_status'), f.status_pedido));
    if (restringe(f.forma_pagto, IDS_FORMAS)) c.push(d.naLista(sql.ref('d.id_forma_pagto'), f.forma_pagto));
    return eb.and(c);
  };
}

/** Which column each sort key reads; every sort ties on the order id in the same direction. */
const COLUNA_ORDEM = {
  data_pedido: 'o.data_pedido',
  id: 'o.id',
  cliente: 'o.cliente_ordem',
  status: 'o.id_status',
  valor_total: 'o.valor_total',
} as const;

export interface Ordenacao {
  coluna: (typeof COLUNA_ORDEM)[keyof typeof COLUNA_ORDEM];
  ordem: 'asc' | 'desc';
  /**
   * A search usually matches few orders: find them through the search's indexes and sort them,
   * rather than walk a sort index over every order (the unary plus keeps SQLite off it). A broad
   * search (see buscaAmpla) walks the sort index instead, testing each order, and stops at the page.
   */
  porIndice: boolean;
}

export function ordenacaoDe(f: CamposFiltro, opcoes: { buscaAmpla?: boolean } = {}): Ordenacao {
  return { coluna: COLUNA_ORDEM[f.ordenar_por ?? 'data_pedido'], ordem: f.ordem ?? 'desc', porIndice: !temBusca(f) || !!opcoes.buscaAmpla };
}
