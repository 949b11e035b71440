import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * What a unit of each product costs the store as it is sold: its average cost there
 * (estoque_saldos.custo_medio), or, before the store first moved it, the product's register cost,
 * which the average starts from (garantirSaldo). Centavos; 0 for a product without either.
 * Kept on the order's items, so the margin of a past sale stays what it was.
 */
export async function custosDeVenda(db: Kysely<DB>, idSeller: number, idsProdutos: readonly number[]): Promise<Map<number, number>> {
  if (idsProdutos.length === 0) return new Map();
  const linhas = await db
    .selectFrom('products as p')
    .leftJoin('estoque_saldos as s', (j) => j.onRef('s.id_produto', '=', 'p.id').on('s.id_seller', '=', idSeller))
    .select(['p.id', 's.custo_medio', 'p.custo'])
    .where('p.id', 'in', [...new Set(idsProdutos)])
    .execute();
  return new Map(linhas.map((l) => [Number(l.id), Number(l.custo_medio ?? l.custo ?? 0)]));
}
