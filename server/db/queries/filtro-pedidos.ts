import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { FiltroPedidos } from '../../../src/api/pedidos';
import { dataBRparaChave, fimExclusivoSP, instanteSP, minutosDaHora } from '../../../src/br/dates';
import type { DB } from '../schema';

/** The filter fields shared by the list and the export (no pagination). */
export type CamposFiltro = Omit<FiltroPedidos, 'page' | 'limit'>;

const temItens = (v: readonly number[] | null | undefined): v is readonly number[] => !!v && v.length > 0;

/**
 * Every filter of the contract, AND-ed, on `orders as o`. Days are São Paulo calendar days
 * (from its midnight to the next one, exclusive), so 23:30 local on the 20th is on the 20th;
 * hours are a window on the São Paulo time of day, applied on every day of the range.
 */
export function condicoesPedidos(f: CamposFiltro, sellers: readonly number[], opcoes: { paraOrdenar?: boolean } = {}) {
  return (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>): Expression<SqlBool> => {
    // For a sorted page the unary plus keeps SQLite off the (seller, date) index: a few sellers
    // cover most orders, and reading that index means sorting the whole set, while walking the
    // date index backwards stops at the page. The summaries still use it (it covers them).
    const seller = opcoes.paraOrdenar ? sql<number>`+${sql.ref('o.id_seller')}` : sql.ref<number>('o.id_seller');
    const c: Expression<SqlBool>[] = [eb(seller, 'in', [...sellers])];
    if (f.data_from_pedido) c.push(eb('o.data_pedido', '>=', instanteSP(f.data_from_pedido).getTime()));
    if (f.data_to_pedido) c.push(eb('o.data_pedido', '<', fimExclusivoSP(f.data_to_pedido).getTime()));
    if (f.hora_from) c.push(eb('o.minuto_sp', '>=', minutosDaHora(f.hora_from)));
    if (f.hora_to) c.push(eb('o.minuto_sp', '<=', minutosDaHora(f.hora_to)));
    if (f.data_from_nfce) c.push(eb('o.nfce_data_emissao', '>=', instanteSP(f.data_from_nfce).getTime()));
    if (f.data_to_nfce) c.push(eb('o.nfce_data_emissao', '<', fimExclusivoSP(f.data_to_nfce).getTime()));
    if (temItens(f.status_pedido)) c.push(eb('o.id_status', 'in', [...f.status_pedido]));
    if (temItens(f.forma_pagto)) c.push(eb('o.id_forma_pagto', 'in', [...f.forma_pagto]));
    if (temItens(f.numero_nfce)) c.push(eb('o.nfce_numero', 'in', [...f.numero_nfce]));
    return eb.and(c);
  };
}

/** True when the per-day summary table can answer: it knows days, not hours or NFC-e data. */
export function resumoDiarioServe(f: CamposFiltro): boolean {
  return !f.hora_from && !f.hora_to && !f.data_from_nfce && !f.data_to_nfce && !temItens(f.numero_nfce);
}

/** The same filter on `orders_daily as d` (only valid when resumoDiarioServe). */
export function condicoesDiario(f: CamposFiltro, sellers: readonly number[]) {
  return (eb: ExpressionBuilder<DB & { d: DB['orders_daily'] }, 'd'>): Expression<SqlBool> => {
    const c: Expression<SqlBool>[] = [eb('d.id_seller', 'in', [...sellers])];
    if (f.data_from_pedido) c.push(eb('d.dia_sp', '>=', dataBRparaChave(f.data_from_pedido)));
    if (f.data_to_pedido) c.push(eb('d.dia_sp', '<=', dataBRparaChave(f.data_to_pedido)));
    if (temItens(f.status_pedido)) c.push(eb('d.id_status', 'in', [...f.status_pedido]));
    if (temItens(f.forma_pagto)) c.push(eb('d.id_forma_pagto', 'in', [...f.forma_pagto]));
    return eb.and(c);
  };
}
