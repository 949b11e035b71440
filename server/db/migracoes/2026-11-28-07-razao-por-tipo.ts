import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The ledger filtered by kind, measured in docs/benchmarks.md, 'Stock position and ledger'.
// Without it a page of one kind walked the ledger backwards until it had found a page of that
// kind: many rows for a rare kind, the whole ledger for one a store never had. By store and kind,
// in id order, a page of any kind, in one store or several, is a seek per store and kind
// (server/modulos/estoque/consultas/movimentos.ts).
const STATEMENTS: string[] = [`CREATE INDEX estoque_movimentos_loja_tipo ON estoque_movimentos(id_seller, tipo, id)`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
