import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The position and the ledger at the sizes of a large catalogue and a long ledger, measured in
// docs/benchmarks.md, 'Stock position and ledger'.
// - estoque_movimentos_em: the ledger read for a period from the index on the instant (a month
//   six months back would otherwise walk every later movement).
// - estoque_saldos_totais: what the position's totals sum, by product and store, so the totals
//   over every row of the filter come from the index alone, without reading the table.
//   estoque_saldos_produto, its prefix, stays: migrations only add.
const STATEMENTS: string[] = [
  `CREATE INDEX estoque_movimentos_em ON estoque_movimentos(em)`,
  `CREATE INDEX estoque_saldos_totais ON estoque_saldos(id_produto, id_seller, em_maos, reservado, em_devolucao, minimo, custo_medio)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
