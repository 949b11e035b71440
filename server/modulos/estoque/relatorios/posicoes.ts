/**
 * The positions a report weighs (store × product of the user's scope and family) and what the
 * ledger says about each since a given instant. Turnover, stock-outs and dead stock compare every
 * position before keeping the first rows, so they read them all, as bare numbers: the names are
 * read afterwards for the rows kept (reading them for a group's hundred thousand positions cost
 * more than the figures: docs/benchmarks.md, 'Stock reports').
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { ConsultaRelatorio } from './consulta';

export interface PosicaoRelatorio {
  id_seller: number;
  id_produto: number;
  em_maos: number;
  reservado: number;
  maximo: number | null;
  /** Centavos. */
  custo_medio: number;
}

export const chave = (idSeller: number, idProduto: number): string => `${idSeller}:${idProduto}`;

export function posicoesDoEscopo(db: Kysely<DB>, c: ConsultaRelatorio) {
  let q = db
    .selectFrom('estoque_saldos as s')
    .innerJoin('products as p', 'p.id', 's.id_produto')
    .where('s.id_seller', 'in', c.escopo.sellers.length > 0 ? [...c.escopo.sellers] : [0])
    .where('p.id_grupo', '=', c.escopo.idGrupo);
  if (c.idFamilia !== null) q = q.where('p.produto_base', '=', c.idFamilia);
  return q;
}

/** Every position of the scope, as numbers. */
export async function lerPosicoes(db: Kysely<DB>, c: ConsultaRelatorio): Promise<PosicaoRelatorio[]> {
  const linhas = await posicoesDoEscopo(db, c).select(['s.id_seller', 's.id_produto', 's.em_maos', 's.reservado', 's.maximo', 's.custo_medio']).execute();
  return linhas.map((l) => ({
    id_seller: Number(l.id_seller),
    id_produto: Number(l.id_produto),
    em_maos: Number(l.em_maos),
    reservado: Number(l.reservado),
    maximo: l.maximo === null ? null : Number(l.maximo),
    custo_medio: Number(l.custo_medio),
  }));
}

export interface NomesProduto {
  produto: string;
  sku: string;
  familia: string | null;
}

/** Name, SKU and family of each product listed. */
export async function nomesDeProdutos(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, NomesProduto>> {
  const unicos = [...new Set(ids)];
  const linhas = unicos.length === 0 ? [] : await db.selectFrom('products as p').leftJoin('produtos_base as pb', 'pb.id', 'p.produto_base').select(['p.id', 'p.nome', 'p.sku', 'pb.nome as familia']).where('p.id', 'in', unicos).execute();
  return new Map(linhas.map((l) => [Number(l.id), { produto: l.nome, sku: l.sku, familia: l.familia }]));
}

export async function nomesDeLojas(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  const unicos = [...new Set(ids)];
  const linhas = unicos.length === 0 ? [] : await db.selectFrom('sellers').select(['id', 'nome']).where('id', 'in', unicos).execute();
  return new Map(linhas.map((l) => [Number(l.id), l.nome]));
}

/** The rows kept, with their store's and product's names. */
export async function comNomes<T extends { id_seller: number; id_produto: number }>(db: Kysely<DB>, linhas: readonly T[]): Promise<(T & NomesProduto & { loja: string })[]> {
  const [produtos, lojas] = await Promise.all([nomesDeProdutos(db, linhas.map((l) => l.id_produto)), nomesDeLojas(db, linhas.map((l) => l.id_seller))]);
  return linhas.map((l) => ({ ...l, loja: lojas.get(l.id_seller) ?? `#${l.id_seller}`, ...(produtos.get(l.id_produto) ?? { produto: `#${l.id_produto}`, sku: '', familia: null }) }));
}

export interface MovimentoRecente {
  /** Units sold in [de, ate], returns deducted. */
  vendidas: number;
  /** Units sold since the recent window's start, returns deducted. */
  recentes: number;
  /** Shelf movements at or after `de`, and after `ate`: what takes on hand back to those instants. */
  desdeDe: number;
  aposAte: number;
}

/**
 * The ledger's rows since `desde` (the earlier of the period's start and the recent window's),
 * summed per position: sales are `venda` (negative) net of `devolucao` (positive), so minus
 * their sum is what left and stayed out. Summed first, then kept to the scope's products.
 */
export async function movimentosRecentes(db: Kysely<DB>, c: ConsultaRelatorio, recentesDesde: number): Promise<Map<string, MovimentoRecente>> {
  const desde = Math.min(c.de, recentesDesde);
  const venda = sql`m.tipo IN ('venda', 'devolucao')`;
  const somas = db
    .selectFrom('estoque_movimentos as m')
    .where('m.id_seller', 'in', c.escopo.sellers.length > 0 ? [...c.escopo.sellers] : [0])
    .where('m.em', '>=', desde)
    .groupBy(['m.id_seller', 'm.id_produto'])
    .select([
      'm.id_seller',
      'm.id_produto',
      sql<number>`SUM(CASE WHEN ${venda} AND m.em >= ${c.de} AND m.em <= ${c.ate} THEN -m.quantidade ELSE 0 END)`.as('vendidas'),
      sql<number>`SUM(CASE WHEN ${venda} AND m.em >= ${recentesDesde} THEN -m.quantidade ELSE 0 END)`.as('recentes'),
      sql<number>`SUM(CASE WHEN m.local = 'loja' AND m.em >= ${c.de} THEN m.quantidade ELSE 0 END)`.as('desde_de'),
      sql<number>`SUM(CASE WHEN m.local = 'loja' AND m.em > ${c.ate} THEN m.quantidade ELSE 0 END)`.as('apos_ate'),
    ]);
  let q = db.selectFrom(somas.as('v')).innerJoin('products as p', 'p.id', 'v.id_produto').where('p.id_grupo', '=', c.escopo.idGrupo).selectAll('v');
  if (c.idFamilia !== null) q = q.where('p.produto_base', '=', c.idFamilia);
  const por = new Map<string, MovimentoRecente>();
  for (const l of await q.execute()) {
    por.set(chave(Number(l.id_seller), Number(l.id_produto)), { vendidas: Number(l.vendidas), recentes: Number(l.recentes), desdeDe: Number(l.desde_de), aposAte: Number(l.apos_ate) });
  }
  return por;
}

export const SEM_MOVIMENTO: MovimentoRecente = { vendidas: 0, recentes: 0, desdeDe: 0, aposAte: 0 };

/** Available over the mean daily sales of the recent window, one decimal; null without sales. */
export function coberturaDias(disponivel: number, recentes: number, diasRecentes: number): number | null {
  if (recentes <= 0) return null;
  return Math.round(((Math.max(0, disponivel) * diasRecentes) / recentes) * 10) / 10;
}

/** Keeps the first `limite` rows and says whether any were left out. */
export function cortar<T>(linhas: readonly T[], limite: number): { itens: T[]; total: number; truncado: boolean } {
  return { itens: linhas.slice(0, limite), total: linhas.length, truncado: linhas.length > limite };
}
