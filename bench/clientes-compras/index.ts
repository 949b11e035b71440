import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { latenciaSequencial } from '../api-orders/medir';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';

/**
 * What each client bought (/vendas/gestao-clientes) over N orders (default 1,000,000):
 * p50/p95/p99 of PUT /v2/vendas/clientes/compras for a list page of 25 and of 100 clients (the
 * demo group's, in the list's name order, from the middle of the register) and of
 * GET /v2/vendas/clientes/:id/compras for the client with the most orders; one connection, the
 * server in its own process. `--db <file>` reuses a seeded database. Prints figures; never fails on time.
 */
const { values } = parseArgs({
  strict: false,
  options: { orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '5' }, db: { type: 'string' } },
});
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-compras-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  console.log(`máquina: ${maquina()}`);
  const leitura = new BetterSqlite3(arquivo, { readonly: true });
  const ids = (limite: number) =>
    leitura
      .prepare('SELECT id FROM clients WHERE id_grupo = 1 AND ativo = 1 ORDER BY nome COLLATE NOCASE, id LIMIT ? OFFSET (SELECT COUNT(*) / 2 FROM clients WHERE id_grupo = 1)')
      .pluck()
      .all(limite) as number[];
  const pagina25 = ids(25);
  const pagina100 = ids(100);
  const maior = leitura.prepare('SELECT o.id_cliente, COUNT(*) AS n FROM orders o JOIN clients c ON c.id = o.id_cliente WHERE c.id_grupo = 1 GROUP BY o.id_cliente ORDER BY n DESC LIMIT 1').get() as { id_cliente: number; n: number };
  const pedidosDaPagina = leitura.prepare(`SELECT COUNT(*) FROM orders WHERE id_cliente IN (${pagina100.join(', ')})`).pluck().get() as number;
  console.log(`  pedidos dos 100 clientes da página: ${pedidosDaPagina}; cliente com mais pedidos: ${maior.n}`);
  leitura.close();
  const servidor = await iniciarServidor(arquivo);
  try {
    const cookie = await servidor.login('vendas@retaguarda.dev');
    const headers = { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' };
    const casos: [string, Parameters<typeof latenciaSequencial>[0]][] = [
      ['página de 25 clientes', { url: `${servidor.url}/v2/vendas/clientes/compras`, method: 'PUT', headers, body: JSON.stringify({ ids: pagina25 }) }],
      ['página de 100 clientes', { url: `${servidor.url}/v2/vendas/clientes/compras`, method: 'PUT', headers, body: JSON.stringify({ ids: pagina100 }) }],
      [`ficha do cliente com mais pedidos (${maior.n})`, { url: `${servidor.url}/v2/vendas/clientes/${maior.id_cliente}/compras`, method: 'GET', headers: { cookie } }],
    ];
    for (const [nome, requisicao] of casos) {
      const r = await latenciaSequencial(requisicao, Number(values.seconds));
      console.log(`  ${nome}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.n} requisições)`);
    }
  } finally {
    await servidor.parar();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
