/**
 * What the period's orders add up to, from the summaries kept in the orders' transaction, never
 * from the orders: orders_daily (the order list's own summary, so revenue by payment method is the
 * list's to the centavo) by day, store, status and method; pedidos_resumo_dia for the discounts
 * and freight by day and method. Money in integer centavos.
 */
import type { Kysely } from 'kysely';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';

/** One cell of orders_daily: a day, a store, a status and a payment method. */
export interface Celula {
  dia: string;
  loja: number;
  id_status: number;
  id_forma_pagto: number;
  pedidos: number;
  centavos: number;
}

/** The discounts and freight of the orders that count, by day and method. */
export interface Acessorios {
  dia: string;
  id_forma_pagto: number;
  descontos: number;
  frete: number;
}

/** Days from `de` to `ate` ('YYYY-MM-DD', both included) of these stores. */
export interface Recorte {
  sellers: readonly number[];
  de: string;
  ate: string;
}

export async function celulasDoPeriodo(db: Kysely<DB>, r: Recorte, status?: readonly number[]): Promise<Celula[]> {
  if (r.sellers.length === 0) return [];
  const linhas = await db
    .selectFrom('orders_daily as d')
    .select(['d.dia_sp', 'd.id_seller', 'd.id_status', 'd.id_forma_pagto', 'd.quantidade', 'd.valor_total'])
    .where(escopoDosResumos({ ...r, status }, 'd'))
    .execute();
  return linhas
    .map((l) => ({ dia: l.dia_sp, loja: Number(l.id_seller), id_status: Number(l.id_status), id_forma_pagto: Number(l.id_forma_pagto), pedidos: Number(l.quantidade), centavos: Number(l.valor_total) }))
    .filter((c) => c.pedidos !== 0 || c.centavos !== 0);
}

export async function acessoriosDoPeriodo(db: Kysely<DB>, r: Recorte): Promise<Acessorios[]> {
  if (r.sellers.length === 0) return [];
  const linhas = await db
    .selectFrom('pedidos_resumo_dia as h')
    .select((eb) => ['h.dia_sp', 'h.id_forma_pagto', eb.fn.sum<string | number>('h.valor_desconto').as('descontos'), eb.fn.sum<string | number>('h.valor_frete').as('frete')])
    .where(escopoDosResumos({ ...r, status: STATUS_FATURAMENTO }, 'h'))
    .groupBy(['h.dia_sp', 'h.id_forma_pagto'])
    .execute();
  return linhas.map((l) => ({ dia: l.dia_sp, id_forma_pagto: Number(l.id_forma_pagto), descontos: Number(l.descontos), frete: Number(l.frete) }));
}
