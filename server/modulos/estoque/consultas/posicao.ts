/**
 * The position: one row per store and product of the user's group, with what orders hold and
 * what it is worth. Only rows that exist (a product that never moved in a store has none).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod/mini';
import type { ConsultaPosicaoBody, ListaPosicao, PosicaoEstoque } from '@retaguarda/contrato/api/estoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { idsDaBusca } from '../../recursos/consultas/filtros';
import { chaveOrdenavel, type NomeDialeto } from '../../recursos/tabela/indices';

type Consulta = z.output<typeof ConsultaPosicaoBody>;
const DIA = 86_400_000;

export interface Escopo {
  idGrupo: number;
  sellers: readonly number[];
}

/** The group's positions in the user's stores; the totals need no store name, so no join with sellers. */
function semLoja(db: Kysely<DB>, e: Escopo) {
  return db
    .selectFrom('estoque_saldos as s')
    .innerJoin('products as p', 'p.id', 's.id_produto')
    .where('s.id_seller', 'in', e.sellers.length > 0 ? [...e.sellers] : [0])
    .where('p.id_grupo', '=', e.idGrupo);
}

const base = (db: Kysely<DB>, e: Escopo) => semLoja(db, e).innerJoin('sellers as l', 'l.id', 's.id_seller');

const COLUNAS = [
  's.id_seller', 'l.nome as loja', 's.id_produto', 'p.nome as produto', 'p.sku', 'p.ean', 's.em_maos', 's.reservado', 's.em_devolucao',
  's.minimo', 's.maximo', 's.custo_medio', 's.ultima_movimentacao_em',
] as const;

type Linha = {
  id_seller: number; loja: string; id_produto: number; produto: string; sku: string; ean: string | null; familia: string | null;
  em_maos: number; reservado: number; em_devolucao: number; minimo: number | null; maximo: number | null; custo_medio: number; ultima_movimentacao_em: number | null;
};

export function paraPosicao(l: Linha): PosicaoEstoque {
  const emMaos = Number(l.em_maos);
  const disponivel = emMaos - Number(l.reservado);
  const minimo = l.minimo === null ? null : Number(l.minimo);
  return {
    id_seller: Number(l.id_seller),
    loja: l.loja,
    id_produto: Number(l.id_produto),
    produto: l.produto,
    sku: l.sku,
    ean: l.ean,
    familia: l.familia,
    em_maos: emMaos,
    reservado: Number(l.reservado),
    disponivel,
    em_devolucao: Number(l.em_devolucao),
    minimo,
    maximo: l.maximo === null ? null : Number(l.maximo),
    custo_medio: centavosParaReais(Number(l.custo_medio)),
    valor: centavosParaReais(Math.max(0, emMaos) * Number(l.custo_medio)),
    abaixo_do_minimo: minimo !== null && disponivel < minimo,
    ultima_movimentacao_em: l.ultima_movimentacao_em === null ? null : Number(l.ultima_movimentacao_em),
  };
}

const ORDEM: Record<Consulta['ordenar'], (dialeto: NomeDialeto) => Expression<unknown>> = {
  // the key of products_nome_idx as it is written (byte order on PostgreSQL), so the name order
  // walks it and stops at the page: in the database's own collation PostgreSQL sorted every
  // product of the group
  produto: (dialeto) => sql.raw(chaveOrdenavel('p.nome', dialeto)),
  em_maos: () => sql`s.em_maos`,
  disponivel: () => sql`s.em_maos - s.reservado`,
  valor: () => sql`s.em_maos * s.custo_medio`,
  ultima_movimentacao: () => sql`COALESCE(s.ultima_movimentacao_em, 0)`,
};

interface Somas {
  total: number;
  em_maos: number;
  reservado: number;
  valor: number;
  abaixo: number;
}

/** The totals over the rows of the filter, from estoque_saldos_totais alone (migration 2026-11-28-06), one seek per product. */
function somasDasLinhas(db: Kysely<DB>, e: Escopo, filtros: Expression<SqlBool>[]): Promise<Somas> {
  return semLoja(db, e)
    .where((eb) => eb.and(filtros))
    .select([
      sql<number>`COUNT(*)`.as('total'),
      sql<number>`COALESCE(SUM(s.em_maos), 0)`.as('em_maos'),
      sql<number>`COALESCE(SUM(s.reservado), 0)`.as('reservado'),
      sql<number>`COALESCE(SUM(CASE WHEN s.em_maos > 0 THEN s.em_maos * s.custo_medio ELSE 0 END), 0)`.as('valor'),
      sql<number>`COALESCE(SUM(CASE WHEN s.minimo IS NOT NULL AND s.em_maos - s.reservado < s.minimo THEN 1 ELSE 0 END), 0)`.as('abaixo'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The totals over every position of the group's stores: the stores' summary, which triggers keep
 * with the same terms and rule as somasDasLinhas (migration 2026-11-28-08). A few rows instead of
 * every position, whose sum is far over the first page's budget on a large group.
 */
function somasDoResumo(db: Kysely<DB>, e: Escopo): Promise<Somas> {
  return db
    .selectFrom('estoque_resumo')
    .where('id_grupo', '=', e.idGrupo)
    .where('id_seller', 'in', e.sellers.length > 0 ? [...e.sellers] : [0])
    .select([
      sql<number>`COALESCE(SUM(posicoes), 0)`.as('total'),
      sql<number>`COALESCE(SUM(em_maos), 0)`.as('em_maos'),
      sql<number>`COALESCE(SUM(reservado), 0)`.as('reservado'),
      sql<number>`COALESCE(SUM(valor), 0)`.as('valor'),
      sql<number>`COALESCE(SUM(abaixo_do_minimo), 0)`.as('abaixo'),
    ])
    .executeTakeFirstOrThrow();
}

export async function consultarPosicao(db: Kysely<DB>, e: Escopo, c: Consulta, agora: number): Promise<ListaPosicao> {
  const filtros: Expression<SqlBool>[] = [];
  // the products register's quick search (name words, SKU, EAN), one list of ids: an OR of
  // them made SQLite test every product
  const busca = idsDaBusca(produtos, c.busca, dialetoDe(db).nome, sql<SqlBool>`id_grupo = ${e.idGrupo}`);
  if (busca) filtros.push(sql<SqlBool>`p.id IN (${busca})`);
  if (c.id_produto_base) filtros.push(sql<SqlBool>`p.produto_base = ${c.id_produto_base}`);
  if (c.id_fornecedor) filtros.push(sql<SqlBool>`p.fornecedor = ${c.id_fornecedor}`);
  if (c.abaixo_do_minimo) filtros.push(sql<SqlBool>`(s.minimo IS NOT NULL AND s.em_maos - s.reservado < s.minimo)`);
  if (c.sem_movimento_dias) filtros.push(sql<SqlBool>`(s.ultima_movimentacao_em IS NULL OR s.ultima_movimentacao_em < ${agora - c.sem_movimento_dias * DIA})`);
  // nothing narrows the positions beyond the group and its stores: the summary has the totals
  const doResumo = filtros.length === 0;
  // a product no longer sold still shows while units of it are somewhere
  filtros.push(sql<SqlBool>`(p.ativo = 1 OR s.em_maos <> 0 OR s.em_devolucao <> 0)`);

  const direcao = c.ordem === 'desc' ? sql`DESC` : sql`ASC`;
  const [linhas, soma] = await Promise.all([
    base(db, e)
      .where((eb) => eb.and(filtros))
      .leftJoin('produtos_base as pb', 'pb.id', 'p.produto_base')
      .select([...COLUNAS, 'pb.nome as familia'])
      .orderBy(sql`${ORDEM[c.ordenar](dialetoDe(db).nome)} ${direcao}`)
      .orderBy('s.id_produto')
      .orderBy('s.id_seller')
      .limit(c.por_pagina)
      .offset((c.pagina - 1) * c.por_pagina)
      .execute(),
    doResumo ? somasDoResumo(db, e) : somasDasLinhas(db, e, filtros),
  ]);
  return {
    itens: linhas.map(paraPosicao),
    total: Number(soma.total),
    totais: { em_maos: Number(soma.em_maos), reservado: Number(soma.reservado), valor: centavosParaReais(Number(soma.valor)), abaixo_do_minimo: Number(soma.abaixo) },
  };
}

/** One row, for the answer of a change (null when the store or product is not the group's). */
export async function lerPosicao(db: Kysely<DB>, e: Escopo, idSeller: number, idProduto: number): Promise<PosicaoEstoque | null> {
  const l = await base(db, e)
    .leftJoin('produtos_base as pb', 'pb.id', 'p.produto_base')
    .select([...COLUNAS, 'pb.nome as familia'])
    .where('s.id_seller', '=', idSeller)
    .where('s.id_produto', '=', idProduto)
    .executeTakeFirst();
  return l ? paraPosicao(l) : null;
}
