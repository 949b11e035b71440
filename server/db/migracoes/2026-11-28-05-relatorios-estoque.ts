import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The stock reports (server/modulos/estoque/relatorios), measured in docs/benchmarks.md,
// 'Stock reports'.
// - order_items_pedido_produto: an order's items with what the ABC curve sums, so a year of
//   orders is summed from the index alone, without reading the table. It leads with
//   id_pedido as order_items_pedido does; that one stays, as the migrations only ever add to a
//   database the older runners made (tests/server/migracoes.test.ts).
// - estoque_movimentos_vendas: each position's sales by time, only the `venda` rows; a
//   position's last sale (dead stock) is one seek instead of a walk through its whole ledger.
const STATEMENTS: string[] = [
  `CREATE INDEX order_items_pedido_produto ON order_items(id_pedido, id_produto, quantidade, preco_unitario, valor_desconto)`,
  `CREATE INDEX estoque_movimentos_vendas ON estoque_movimentos(id_seller, id_produto, em) WHERE tipo = 'venda'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
