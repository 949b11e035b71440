/**
 * Which rows of the orders' summaries a query reads (orders_daily, pedidos_resumo_hora,
 * pedidos_resumo_produto, pedidos_resumo_vendedor): the stores of the scope, the São Paulo days,
 * and the statuses, channels, payment methods, hours or clerks asked for. One condition, so every
 * report and dashboard that reads a summary cuts it the same way.
 *
 * The summaries keep no seller group: the caller passes the stores already checked to be in the
 * user's group (the report's escopo.sellers). No store at all reads no row (`IN ()` is no SQL).
 * A criterion left out (or null) cuts nothing; the caller asks only for columns its table has
 * (the payment method is not on the product summary, the hour only on the hour summary).
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

export interface EscopoDosResumos {
  /** The stores (orders' id_seller), all of the user's seller group. */
  sellers: readonly number[];
  /** First and last São Paulo day, 'YYYY-MM-DD', both included. */
  de: string;
  ate: string;
  /** Only these days inside de–ate (e.g. the same weekdays of past weeks); empty reads no row. */
  dias?: readonly string[] | null;
  /** Only these statuses (e.g. the contract's STATUS_FATURAMENTO); absent: every status. */
  status?: readonly number[] | null;
  canais?: readonly string[] | null;
  /** Payment methods (id_forma_pagto): orders_daily and the hour summary only. */
  formas?: readonly number[] | null;
  /** Hours of the day, both included: the hour summary only. */
  horas?: { de: number; ate: number } | null;
  /** Clerks (id_vendedor, 0 for none): the clerk summary only. */
  vendedores?: readonly number[] | null;
}

const NENHUMA = sql<SqlBool>`1 = 0`;

function emLista(coluna: RawBuilder<unknown>, valores: readonly (string | number)[]): RawBuilder<SqlBool> {
  return valores.length === 0 ? NENHUMA : sql<SqlBool>`${coluna} IN (${sql.join([...valores])})`;
}

/**
 * The condition for `.where(...)` on a summary, its columns named through `tabela` when the query
 * aliases it ('r' for `pedidos_resumo_hora as r`).
 */
export function escopoDosResumos(escopo: EscopoDosResumos, tabela?: string): Expression<SqlBool> {
  const col = (nome: string) => sql.ref(tabela ? `${tabela}.${nome}` : nome);
  const partes: RawBuilder<SqlBool>[] = [
    emLista(col('id_seller'), escopo.sellers),
    sql<SqlBool>`${col('dia_sp')} >= ${escopo.de}`,
    sql<SqlBool>`${col('dia_sp')} <= ${escopo.ate}`,
  ];
  if (escopo.dias) partes.push(emLista(col('dia_sp'), escopo.dias));
  if (escopo.status) partes.push(emLista(col('id_status'), escopo.status));
  if (escopo.canais) partes.push(emLista(col('canal'), escopo.canais));
  if (escopo.formas) partes.push(emLista(col('id_forma_pagto'), escopo.formas));
  if (escopo.horas) partes.push(sql<SqlBool>`${col('hora')} >= ${escopo.horas.de}`, sql<SqlBool>`${col('hora')} <= ${escopo.horas.ate}`);
  if (escopo.vendedores) partes.push(emLista(col('id_vendedor'), escopo.vendedores));
  return sql<SqlBool>`(${sql.join(partes, sql` AND `)})`;
}
