import { migrate, openDatabase } from '../../server/db';
import { percentis, type Percentis } from '../api-orders/medir';
import { ampliarCadastros } from './cadastros-grandes';

const DIA = 86_400_000;
/** Rows of the ledger written per transaction (a progress line each). */
const LOTE = 500_000;

/**
 * Grows a seeded demo database's stock to the sizes its targets are set at: 50,000 products (the registers
 * grown by ./cadastros-grandes) in 5 stores of the demo group (the other group's store joins it),
 * one position per product and store, and (when `movimentos` is given) a ledger of that many rows
 * over the last year.
 * Written by plain SQL on the server's own SQLite opener, in big transactions; the values come
 * from the ids (no random draw), so the same sizes give the same rows. Positions and ledger are
 * rebuilt only when their counts differ from the goal, so a file kept with --db serves both benches.
 * The ledger is a workload, not a replay: its balances are not those of the position.
 */
export async function ampliarEstoque(arquivo: string, metas: { produtos: number; movimentos?: number }, agora: number): Promise<{ posicoes: number; movimentos: number; ms: number }> {
  const inicio = performance.now();
  await ampliarCadastros(arquivo, { clientes: 0, produtos: metas.produtos });
  const db = openDatabase(`sqlite:${arquivo}`);
  const sqlite = db.sqlite;
  try {
    await migrate(db);
    // a big page cache for the build: the ledger's indexes are written out of key order
    sqlite.pragma('cache_size = -1048576');
    const contar = (sql: string) => Number(sqlite.prepare(sql).pluck().get());
    sqlite.exec('UPDATE sellers SET id_grupo = 1');
    const lojas = contar('SELECT COUNT(*) FROM sellers');
    const produtos = contar('SELECT COUNT(*) FROM products WHERE id_grupo = 1');
    const [menor, maior] = [contar('SELECT MIN(id) FROM products'), contar('SELECT MAX(id) FROM products')];
    if (maior - menor + 1 !== produtos) throw new Error(`ids de produto com buracos (${menor}..${maior} para ${produtos})`);

    if (contar('SELECT COUNT(*) FROM estoque_saldos') !== lojas * produtos) {
      sqlite.exec('DELETE FROM estoque_reservas; DELETE FROM estoque_saldos');
      // on hand 0..59, one in thirteen with a unit reserved, seven in ten with a minimum (about one in six below it)
      sqlite
        .prepare(
          `INSERT INTO estoque_saldos (id_seller, id_produto, em_maos, reservado, em_devolucao, minimo, maximo, custo_medio, ultima_movimentacao_em)
           SELECT l.id, p.id, (p.id * 37 + l.id * 11) % 60, CASE WHEN (p.id + l.id) % 13 = 0 THEN 1 ELSE 0 END, CASE WHEN (p.id * 7 + l.id) % 50 = 0 THEN 1 ELSE 0 END,
                  CASE WHEN (p.id * 3 + l.id) % 10 < 7 THEN 3 + p.id % 13 END, CASE WHEN (p.id * 3 + l.id) % 10 < 7 THEN (3 + p.id % 13) * 4 END,
                  COALESCE(p.custo, 0), @agora - ((p.id * 97 + l.id * 31) % 365) * ${DIA}
           FROM sellers l CROSS JOIN products p WHERE p.id_grupo = 1`,
        )
        .run({ agora });
      sqlite.exec('ANALYZE');
    }
    if (metas.movimentos !== undefined && contar('SELECT COUNT(*) FROM estoque_movimentos') !== metas.movimentos) {
      sqlite.exec('DELETE FROM estoque_movimentos');
      // the ledger in time order (ids grow with time): mostly sales, then purchases, transfers, adjustments, returns
      const inserir = sqlite.prepare(
        `WITH RECURSIVE n(i) AS (SELECT @de UNION ALL SELECT i + 1 FROM n WHERE i < @ate)
         INSERT INTO estoque_movimentos (id, id_seller, id_produto, tipo, local, quantidade, saldo_apos, custo_unitario, motivo, em)
         SELECT i, 1 + (i * 7) % @lojas, @menor + (i * 7919) % @produtos,
                CASE WHEN i % 100 < 70 THEN 'venda' WHEN i % 100 < 85 THEN 'entrada_compra' WHEN i % 100 < 92 THEN 'transferencia_saida'
                     WHEN i % 100 < 96 THEN 'ajuste_saida' WHEN i % 100 < 98 THEN 'ajuste_entrada' ELSE 'devolucao' END,
                CASE WHEN i % 100 >= 98 THEN 'devolucao' ELSE 'loja' END,
                CASE WHEN i % 100 < 70 OR (i % 100 >= 85 AND i % 100 < 96) THEN -(1 + i % 3) ELSE 1 + i % 12 END,
                i % 60, CASE WHEN i % 100 >= 70 AND i % 100 < 85 THEN 1000 + i % 9000 END,
                CASE WHEN i % 100 >= 92 AND i % 100 < 98 THEN 'Ajuste de conferência' END,
                @inicio + CAST(i * @passo AS INTEGER)
         FROM n`,
      );
      const desde = agora - 365 * DIA;
      const total = metas.movimentos;
      for (let de = 1; de <= total; de += LOTE) {
        const ate = Math.min(total, de + LOTE - 1);
        const t = performance.now();
        sqlite.transaction(() => inserir.run({ de, ate, lojas, menor, produtos, inicio: desde, passo: (agora - desde) / total }))();
        console.log(`  razão: ${ate.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} movimentos (${((performance.now() - t) / 1000).toFixed(1)} s)`);
      }
      sqlite.exec('ANALYZE');
    }
    return { posicoes: contar('SELECT COUNT(*) FROM estoque_saldos'), movimentos: contar('SELECT COUNT(*) FROM estoque_movimentos'), ms: performance.now() - inicio };
  } finally {
    await db.close();
  }
}

/** `fn` called one after the other for `segundos` after a warm-up (JIT, statement cache, page cache): exact percentiles in ms. */
export async function tempoDaFuncao(fn: () => Promise<unknown>, segundos: number): Promise<Percentis> {
  for (let i = 0; i < 20; i++) await fn();
  const amostras: number[] = [];
  const fim = performance.now() + segundos * 1000;
  while (performance.now() < fim || amostras.length < 50) {
    const t = performance.now();
    await fn();
    amostras.push(performance.now() - t);
  }
  return percentis(amostras);
}
