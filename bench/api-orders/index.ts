import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import type { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { openDatabase } from '../../server/db';
import { consultaPedidos, consultaResumo, resumoPedidos } from '../../server/modulos/pedidos/consultas/pedidos';
import { maxLinhasExportacao } from '../../server/planilhas/xlsx';
import { carga, latenciaSequencial, tempoDireto, type Requisicao } from './medir';
import { bancoSemeado } from '../lib/banco-bench';

/**
 * The order list under load: seeds N orders (default 1,000,000) into a temporary database,
 * starts the real server in another process and measures PUT /v2/vendas/lista-pedidos for the
 * panel's default filter and for a 90-day range, beside the bare SQL of the same page and
 * summary, then the Excel export of the longest period (up to 60 days) under the export's row
 * cap. Prints figures; never fails on time, fails on any answer other than 200. `--db <file>`
 * reuses a seeded database.
 */
// Not strict: `npm run bench -- ...` hands every benchmark the same arguments.
const { values } = parseArgs({
  strict: false,
  options: {
    orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '10' }, workers: { type: 'string', default: '1' },
    // The page size the panel asks for (10 by default; up to LIMITE_MAX_PAGINA, 500).
    limit: { type: 'string', default: '10' },
    // Check each answer against its response schema, as outside production (off by default, as in production).
    'conferir-respostas': { type: 'boolean', default: false },
    db: { type: 'string' },
  },
});
const pedidos = Number(values.orders);
const segundos = Number(values.seconds);
const workers = String(values.workers);
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-bench-'));
const arquivo = join(dir, 'bench.db');
const ms = (n: number) => n.toFixed(2);

/** Peak resident memory of a process (Linux /proc), in MiB; '?' elsewhere. */
function picoMemoriaMiB(pid: number | undefined): string {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? (Number(m[1]) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

try {
  // Seeded by the real CLI in its own process, so this one (the load generator) starts with a
  // small heap and its garbage collector does not add to the measured latencies.
  const inicioSeed = performance.now();
  const banco = bancoSemeado(arquivo, pedidos, typeof values.db === 'string' ? values.db : undefined);
  console.log(`servidor: ${workers} processo(s); página de ${values.limit}; respostas conferidas com o schema: ${values['conferir-respostas'] === true ? 'sim' : 'não'}`);
  console.log(`seed (processo inteiro): ${((performance.now() - inicioSeed) / 1000).toFixed(1)} s; ${cpus().length} CPUs, ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  const db = openDatabase(`sqlite:${banco}`);

  const agora = new Date();
  const noventa = new Date(agora.getTime() - 89 * 24 * 3600 * 1000);
  const base = { page: 1, limit: Number(values.limit), id_pessoa: [1, 2, 3, 4], status_pedido: Object.values(STATUS).map((s) => s.id), forma_pagto: Object.values(FORMAS_PAGTO).map((f) => f.id) };
  const cenarios: [string, FiltroPedidos][] = [
    ['padrão (ontem a hoje, todos os sellers)', { ...base, data_from_pedido: ontemBR(agora), data_to_pedido: hojeBR(agora) }],
    ['90 dias', { ...base, data_from_pedido: hojeBR(noventa), data_to_pedido: hojeBR(agora) }],
  ];

  const servidor = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'servidor.ts'), banco, workers, String(values['conferir-respostas'] === true)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [linha] = (await once(createInterface({ input: servidor.stdout }), 'line')) as [string];
  const { url } = JSON.parse(linha) as { url: string };
  try {
    const login = await fetch(`${url}/v1/login_erp/logar`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-client-version': '1.0.1' },
      body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'retaguarda' }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    for (const [nome, filtro] of cenarios) {
      const { page, limit, ...campos } = filtro;
      const pagina = consultaPedidos(db.kysely, campos, base.id_pessoa, { limite: limit, offset: (page - 1) * limit }).compile();
      const resumo = consultaResumo(db.kysely, campos, base.id_pessoa).compile();
      const sqlPagina = db.sqlite.prepare(pagina.sql);
      const sqlResumo = db.sqlite.prepare(resumo.sql);
      const sql = tempoDireto(() => {
        sqlPagina.all(...pagina.parameters);
        sqlResumo.all(...resumo.parameters);
      }, Math.min(segundos, 5));

      const req: Requisicao = {
        url: `${url}/v2/vendas/lista-pedidos`, method: 'PUT', body: JSON.stringify(filtro),
        headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
      };
      const uma = await latenciaSequencial(req, segundos);
      const trinta = await carga(req, 32, segundos);
      console.log(`\n${nome}`);
      console.log(`  SQL puro (página + resumo): p50 ${ms(sql.p50)} ms, p95 ${ms(sql.p95)} ms, p99 ${ms(sql.p99)} ms`);
      console.log(`  1 conexão:  p50 ${ms(uma.p50)} ms, p95 ${ms(uma.p95)} ms, p99 ${ms(uma.p99)} ms (${uma.n} requisições)`);
      console.log(`  32 conexões: ${Math.round(trinta.reqPorSegundo)} req/s, p99 ${trinta.p99} ms, erros ${trinta.erros}`);
    }

    // The Excel export of a large set: time to its last byte, size and the server's peak memory
    // around it. A set over the export's row cap is refused (413) before any work, which would
    // time nothing: the period shrinks from 60 days until the server would export it.
    const maximo = maxLinhasExportacao();
    const colunas = ['id', 'data_pedido', 'nome_seller', 'cliente', 'canal', 'status_pedido', 'forma_pagto', 'valor_total', 'nfce'];
    const periodo = (dias: number) => ({ data_from_pedido: hojeBR(new Date(agora.getTime() - (dias - 1) * 24 * 3600 * 1000)), data_to_pedido: hojeBR(agora) });
    const { page: _pagina, limit: _limite, ...semPagina } = base;
    let dias = 60;
    while (dias > 1 && (await resumoPedidos(db.kysely, { ...semPagina, ...periodo(dias) }, base.id_pessoa)).quantidade_pedidos > maximo) dias--;
    const picoAntes = picoMemoriaMiB(servidor.pid);
    const inicio = performance.now();
    const xls = await fetch(`${url}/v2/vendas/lista-pedidos/xls`, {
      method: 'PUT', body: JSON.stringify({ ...semPagina, ...periodo(dias), colunas }), headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
    });
    const corpo = await xls.arrayBuffer();
    const ateUltimoByte = (performance.now() - inicio) / 1000;
    if (xls.status !== 200) throw new Error(`a exportação de ${dias} dias respondeu ${xls.status}, não 200: ${new TextDecoder().decode(corpo).slice(0, 300)}`);
    const bytes = corpo.byteLength;
    const linhas = Number(xls.headers.get('x-total-rows'));
    console.log(`\nexportação Excel (${dias} dias, ${linhas} linhas; limite ${maximo}): ${ateUltimoByte.toFixed(1)} s até o último byte, ${(bytes / 1048576).toFixed(1)} MiB; pico de memória do servidor ${picoAntes} → ${picoMemoriaMiB(servidor.pid)} MiB`);
  } finally {
    servidor.kill('SIGTERM');
    await once(servidor, 'exit');
    await db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
