/**
 * The product-level reports (vendas.produtos, the two ABC curves): sums of pedidos_resumo_produto
 * over the cut, by product, family (the product's produto base) or category (the family's). A
 * product's revenue is its value net of its own discount and of its share of the order's; freight
 * belongs to no product. By family or category, `pedidos` adds the orders of each product: an
 * order of two products of one family counts twice there.
 */
import { sql, type Kysely } from 'kysely';
import { CORTES_ABC } from '@retaguarda/contrato/api/relatoriosEstoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { ticketMedio } from '@retaguarda/contrato/relatorios/medidas';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';
import { escopoDoRecorte, fracao, type Recorte } from './comum';

export type PorProdutos = 'produto' | 'familia' | 'categoria';

/** A group's sums in centavos. */
export interface SomasProduto {
  chave: string;
  grupo: string;
  pedidos: number;
  quantidade: number;
  /** Net of every discount. */
  liquido: number;
  descontos: number;
  custo: number;
}

const SEM_FAMILIA = 'Sem família';
const SEM_CATEGORIA = 'Sem categoria';

/**
 * The cut's sums per product, read from the summary alone: its key starts with the day, so the
 * period is one range of it. `id_produto + 0` keeps SQLite from walking the product index to
 * avoid the grouping's sort, which reads the whole table in product order (measured 4× slower
 * over 13 months of 100,000 orders).
 */
async function somasDosProdutos(db: Kysely<DB>, r: Recorte) {
  const q = db
    .selectFrom('pedidos_resumo_produto')
    .select((eb) => [
      sql<number>`id_produto + 0`.as('id_produto'),
      eb.fn.sum<number>('pedidos').as('pedidos'),
      eb.fn.sum<number>('quantidade').as('quantidade'),
      eb.fn.sum<number>('valor_bruto').as('bruto'),
      eb.fn.sum<number>('valor_desconto').as('descontos'),
      eb.fn.sum<number>('valor_custo').as('custo'),
    ])
    // the product summary keeps no payment method: the payment filter does not cut it
    .where(escopoDosResumos({ ...escopoDoRecorte(r), formas: null }));
  const linhas = await q.groupBy(sql`id_produto + 0`).execute();
  return linhas.map((l) => ({
    id_produto: Number(l.id_produto),
    pedidos: Number(l.pedidos ?? 0),
    quantidade: Number(l.quantidade ?? 0),
    descontos: Number(l.descontos ?? 0),
    liquido: Number(l.bruto ?? 0) - Number(l.descontos ?? 0),
    custo: Number(l.custo ?? 0),
  }));
}

/** Each product's name, family and category (the register's, as they are now). */
async function cadastroDosProdutos(db: Kysely<DB>, ids: readonly number[]) {
  const porProduto = new Map<number, { nome: string; familia: string; nomeFamilia: string; categoria: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const linhas = await db
      .selectFrom('products as p')
      .leftJoin('produtos_base as b', 'b.id', 'p.produto_base')
      .select(['p.id', 'p.nome', 'p.produto_base', 'b.nome as familia', 'b.categoria'])
      .where('p.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const l of linhas) {
      porProduto.set(Number(l.id), { nome: l.nome, familia: l.produto_base === null ? '' : String(l.produto_base), nomeFamilia: l.familia ?? SEM_FAMILIA, categoria: l.categoria });
    }
  }
  return porProduto;
}

/** The cut's sums by product, family or category, the highest revenue first (ties by key). */
export async function somasPorProduto(db: Kysely<DB>, r: Recorte, por: PorProdutos): Promise<SomasProduto[]> {
  const produtos = await somasDosProdutos(db, r);
  const cadastro = await cadastroDosProdutos(db, produtos.map((p) => p.id_produto));
  const grupos = new Map<string, SomasProduto>();
  for (const p of produtos) {
    const c = cadastro.get(p.id_produto);
    const { chave, grupo } =
      por === 'produto'
        ? { chave: String(p.id_produto), grupo: c?.nome ?? `#${p.id_produto}` }
        : por === 'familia'
          ? { chave: c?.familia ?? '', grupo: c?.nomeFamilia ?? SEM_FAMILIA }
          : { chave: c?.categoria ?? '', grupo: c?.categoria ?? SEM_CATEGORIA };
    const g = grupos.get(chave) ?? { chave, grupo, pedidos: 0, quantidade: 0, liquido: 0, descontos: 0, custo: 0 };
    g.pedidos += p.pedidos;
    g.quantidade += p.quantidade;
    g.liquido += p.liquido;
    g.descontos += p.descontos;
    g.custo += p.custo;
    grupos.set(chave, g);
  }
  return [...grupos.values()].sort((a, b) => b.liquido - a.liquido || a.chave.localeCompare(b.chave));
}

/** Net value − cost − fees (0 until the summaries know the fees), in centavos. */
export const margemDoProduto = (s: SomasProduto): number => s.liquido - s.custo;

export function linhaDeProduto(s: SomasProduto) {
  const margem = margemDoProduto(s);
  return {
    chave: s.chave,
    grupo: s.grupo,
    pedidos: s.pedidos,
    faturamento: centavosParaReais(s.liquido),
    ticket_medio: centavosParaReais(ticketMedio(s.liquido, s.pedidos)),
    itens: s.quantidade,
    descontos: centavosParaReais(s.descontos),
    custo: centavosParaReais(s.custo),
    margem: centavosParaReais(margem),
    margem_percentual: fracao(margem, s.liquido),
  };
}

export type ClasseAbcVendas = 'A' | 'B' | 'C';

/**
 * A by the measure before the product (the one that crosses 80 % is still A), B likewise up to
 * 95 %, C the rest; over the positive values only, so a product that lost money is C.
 */
export function classificarAbc<T>(itens: readonly T[], medida: (t: T) => number): { item: T; classe: ClasseAbcVendas; valor: number; acumulado: number; participacao: number | null }[] {
  const ordenados = [...itens].sort((a, b) => medida(b) - medida(a));
  const total = ordenados.reduce((s, t) => s + Math.max(0, medida(t)), 0);
  let anterior = 0;
  return ordenados.map((item) => {
    const valor = medida(item);
    const classe: ClasseAbcVendas = valor <= 0 || total === 0 ? 'C' : anterior < total * CORTES_ABC.A ? 'A' : anterior < total * CORTES_ABC.B ? 'B' : 'C';
    anterior += Math.max(0, valor);
    return { item, classe, valor, acumulado: anterior, participacao: valor > 0 ? fracao(valor, total) : 0 };
  });
}
