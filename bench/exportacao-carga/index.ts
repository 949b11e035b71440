import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { hojeBR } from '@retaguarda/contrato/br/dates';
import { latenciaSequencial, percentis, type Requisicao } from '../api-orders/medir';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';

/**
 * The order list while Excel exports run: p50/p95/p99 of the panel's
 * default list request alone, then while 4 users each export ~100,000 orders at once. The
 * workbooks are written in worker threads; the list should keep its latency. `--db <file>`
 * reuses a seeded database (default: seeds N orders, 1,000,000). Prints figures; never fails on time.
 */
const { values } = parseArgs({
  strict: false,
  options: {
    orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '5' },
    db: { type: 'string' }, exports: { type: 'string', default: '4' },
  },
});
const USUARIOS = Array.from({ length: Number(values.exports) }, (_, i) => `exportadora${i + 1}@retaguarda.dev`);
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-exportacao-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  console.log(`máquina: ${maquina()}`);
  // One export per user at a time: the exporters are copies of the admin (same password).
  const escrita = new BetterSqlite3(arquivo);
  for (const email of USUARIOS) {
    escrita
      .prepare(`INSERT INTO users (email, nome, senha_hash, ativo, permissions, id_seller, criado_em, atualizado_em)
        SELECT ?, 'Exportadora', senha_hash, 1, permissions, id_seller, criado_em, atualizado_em FROM users WHERE email = 'admin@retaguarda.dev'
        ON CONFLICT (email) DO NOTHING`)
      .run(email);
  }
  escrita.exec('DELETE FROM exportacoes_em_curso');
  // The most recent days holding about 100,000 orders of the group.
  const { inicio } = escrita
    .prepare('SELECT MIN(data_pedido) inicio FROM (SELECT data_pedido FROM orders WHERE id_seller IN (1,2,3,4) ORDER BY data_pedido DESC LIMIT 100000)')
    .get() as { inicio: number };
  escrita.close();
  const desde = hojeBR(new Date(inicio + 24 * 3600 * 1000));

  const servidor = await iniciarServidor(arquivo);
  try {
    const cookie = await servidor.login('admin@retaguarda.dev');
    const lista: Requisicao = {
      url: `${servidor.url}/v2/vendas/lista-pedidos`, method: 'PUT',
      body: JSON.stringify({ page: 1, limit: 10, data_from_pedido: hojeBR(new Date(Date.now() - 86_400_000)), data_to_pedido: hojeBR(new Date()) }),
      headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
    };
    const segundos = Number(values.seconds);
    const sozinha = await latenciaSequencial(lista, segundos);
    console.log(`  lista sozinha: p50 ${sozinha.p50.toFixed(2)} ms, p95 ${sozinha.p95.toFixed(2)} ms, p99 ${sozinha.p99.toFixed(2)} ms (${sozinha.n})`);

    const cookies = await Promise.all(USUARIOS.map((u) => servidor.login(u)));
    const inicioExport = performance.now();
    let emCurso = cookies.length;
    const exportacoes = cookies.map(async (c) => {
      const r = await fetch(`${servidor.url}/v2/vendas/lista-pedidos/xls`, {
        method: 'PUT', headers: { cookie: c, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
        body: JSON.stringify({ data_from_pedido: desde, colunas: ['id', 'data_pedido', 'nome_seller', 'cliente', 'cpf_cnpj', 'status_pedido', 'forma_pagto', 'valor_total', 'nfce'] }),
      });
      const bytes = (await r.arrayBuffer()).byteLength;
      emCurso--;
      return { status: r.status, linhas: r.headers.get('x-total-rows'), mib: bytes / 1048576, s: (performance.now() - inicioExport) / 1000 };
    });
    // One request after the other for exactly as long as the exports run.
    const amostras: number[] = [];
    while (emCurso > 0) {
      const t0 = performance.now();
      const r = await fetch(lista.url, { method: lista.method, headers: lista.headers, body: lista.body });
      await r.arrayBuffer();
      if (r.status === 200) amostras.push(performance.now() - t0);
    }
    const comCarga = percentis(amostras);
    const resultados = await Promise.all(exportacoes);
    for (const e of resultados) console.log(`  exportação: HTTP ${e.status}, ${e.linhas} linhas, ${e.mib.toFixed(1)} MiB, ${e.s.toFixed(1)} s`);
    console.log(
      `  lista durante ${USUARIOS.length} exportações: p50 ${comCarga.p50.toFixed(2)} ms, p95 ${comCarga.p95.toFixed(2)} ms, p99 ${comCarga.p99.toFixed(2)} ms ` +
        `(${comCarga.n} requisições, do início ao fim das exportações)`,
    );
  } finally {
    await servidor.parar();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
