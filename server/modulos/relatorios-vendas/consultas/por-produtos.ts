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
import { fracao, STATUS_QUE_CONTAM, type Recorte } from './comum';

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

/** The cut's sums by product, family or category, the highest revenue first (ties by key). */
export async function somasPorProduto(db: Kysely<DB>, r: Recorte, por: PorProdutos): Promise<SomasProduto[]> {
  let q = db
    .selectFrom('pedidos_resumo_produto as r')
    .innerJoin('products as p', 'p.id', 'r.id_produto')
    .leftJoin('produtos_base as b', 'b.id', 'p.produto_base')
    .select((eb) => [
      eb.fn.sum<number>('r.pedidos').as('pedidos'),
      eb.fn.sum<number>('r.quantidade').as('quantidade'),
      eb.fn.sum<number>('r.valor_bruto').as('bruto'),
      eb.fn.sum<number>('r.valor_desconto').as('descontos'),
      eb.fn.sum<number>('r.valor_custo').as('custo'),
    ])
    .where('r.dia_sp', '>=', r.periodo.de)
    .where('r.dia_sp', '<=', r.periodo.ate)
    .where('r.id_seller', 'in', [...r.sellers])
    .where('r.id_status', 'in', STATUS_QUE_CONTAM);
  if (r.canais) q = q.where('r.canal', 'in', r.canais);
  const linhas =
    por === 'produto'
      ? (await q.select(['r.id_produto as chave', sql<string>`p.nome`.as('grupo')]).groupBy(['r.id_produto', 'p.nome']).execute()).map((l) => ({ ...l, chave: String(l.chave), grupo: l.grupo }))
      : por === 'familia'
        ? (await q.select(['p.produto_base as chave', 'b.nome as grupo']).groupBy(['p.produto_base', 'b.nome']).execute()).map((l) => ({
            ...l,
            chave: l.chave === null ? '' : String(l.chave),
            grupo: l.grupo ?? SEM_FAMILIA,
          }))
        : (await q.select(['b.categoria as chave']).groupBy(['b.categoria']).execute()).map((l) => ({ ...l, chave: l.chave ?? '', grupo: l.chave ?? SEM_CATEGORIA }));
  return linhas
    .map((l) => {
      const bruto = Number(l.bruto ?? 0);
      const descontos = Number(l.descontos ?? 0);
      return { chave: l.chave, grupo: l.grupo, pedidos: Number(l.pedidos ?? 0), quantidade: Number(l.quantidade ?? 0), liquido: bruto - descontos, descontos, custo: Number(l.custo ?? 0) };
    })
    .sort((a, b) => b.liquido - a.liquido || a.chave.localeCompare(b.chave));
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
