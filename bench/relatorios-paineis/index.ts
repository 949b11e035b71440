import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { IDS_REGRAS } from '@retaguarda/contrato/alertas/regras';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { PAINEL_FINANCEIRO } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.painel';
import { PAINEL_INDICADORES } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.painel';
import { PAINEL_VISAO_GERAL } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.painel';
import type { DeclaracaoPainel, DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { ehPostgres, migrate, openDatabase, type Banco } from '../../server/db';
import type { DB } from '../../server/db/schema';
import { RECONSTRUIR } from '../../server/db/migracoes/2026-12-07-04-resumos-pedidos';
import { RECONSTRUIR as RECONSTRUIR_DIA } from '../../server/db/migracoes/2026-12-07-09-resumo-dia';
import { executarEmOrdem } from '../../server/db/migracoes/executar';
import { urlSemSenha } from '../../server/cli/url-sem-senha';
import { avaliarRegra } from '../../server/modulos/alertas/avaliacao/avaliar';
import { carregarDeclaracoes } from '../../server/modulos/relatorios/carregar';
// The widget's body exactly as the panel builds it (a pure function of the declarations).
import { corpoDoWidget } from '../../src/relatorios/widgets/dados';
import { bancoSemeado, iniciarServidor, type ServidorBench } from '../lib/banco-bench';
import { maquina } from '../lib/numeros';
import { rodarSeChamado } from '../lib/principal';
// The test databases' PostgreSQL tooling: the same server (TEST_DATABASE_URL or the local one) and maintenance calls.
import { urlDoBanco } from '../../tests/server/postgres/contexto';
import { administrar, URL_ADMIN } from '../../tests/server/postgres/servidor';
import { backendsDoBanco, cpuMsDe, temSchedstat } from './cpu';

/**
 * The declared reports and dashboards over the same orders on SQLite and on PostgreSQL, one
 * after the other, through the real server over HTTP (bench/api-orders/servidor.ts, the routes
 * PUT /v2/relatorios/<id> the panel calls), PostgreSQL with one pooled connection
 * (DATABASE_POOL_SIZE=1):
 * - every declared report with the body its screen opens with (the declared default period and
 *   grouping, no comparison);
 * - every dashboard widget's body as the panel builds it (src/relatorios/widgets/dados.ts
 *   corpoDoWidget with the dashboard's default period and comparison), each alone, one request
 *   after the other;
 * - each whole dashboard as its screen asks: its distinct bodies (react-query asks once for
 *   widgets sharing a body) plus the screen's own reports, all at once over up to 6 connections
 *   (a browser's per-host limit), timed until the last answer;
 * - the sales report by day over 13 months (all stores, one store, and the day × store grid as
 *   one answer per store), and by store;
 * - the alert evaluation of every rule in this process, as the minute's jobs run it
 *   (avaliarRegra for each declared rule), CPU of this process and of its PostgreSQL backend.
 * Per case: p50 and p99 of the wall time and of the CPU time the answer cost (the server
 * process's threads plus, on PostgreSQL, its backend's), read from /proc/<pid>/task/*\/schedstat.
 * On a shared machine the wall time includes waiting for a core; the CPU time does not.
 * Prints figures; never fails on time.
 *
 *   npx tsx bench/relatorios-paineis/index.ts [--orders 1000000] [--db file.db] [--postgres url]
 *     [--manter-postgres] [--vezes 30] [--segundos 20] [--avaliacoes 3] [--so sqlite|postgres] [--paralelo]
 *     [--casos <regex>]   (only the cases whose name matches: a re-run of those a change touched)
 *
 * PostgreSQL runs without parallel workers (max_parallel_workers_per_gather=0 through PGOPTIONS):
 * a worker is a process of its own whose CPU the backend's count would miss. `--paralelo` keeps
 * them (the wall time of a quiet machine with idle cores; the CPU column then undercounts).
 *
 * `--db <file>` keeps the seeded SQLite file there and reuses it on the next run (seeding a
 * million orders takes many minutes); `--postgres <url>` a database holding the same data (made by
 * a previous run with `--manter-postgres`, or `npm run db:migrar-sqlite-para-postgres`);
 * otherwise the SQLite file is copied into a throwaway PostgreSQL database, dropped at the end.
 */

const ALVOS_MS = { widget: 50, painel: 150, treze: 200, avaliacao: 1000 } as const;
/** A browser opens at most this many HTTP/1.1 connections to one host. */
const CONEXOES_DO_NAVEGADOR = 6;

interface Pedido {
  metodo: 'PUT' | 'GET';
  caminho: string;
  corpo?: unknown;
}

interface Medida {
  n: number;
  p50: number;
  p99: number;
  cpu50: number;
  cpu99: number;
}

interface Caso {
  secao: 'relatorio' | 'widget' | 'painel' | 'treze';
  nome: string;
  meta?: number;
  /** Requests asked together (a dashboard) or one after the other (the day × store grid). */
  pedidos: Pedido[];
  juntos: boolean;
}

interface Avaliacao {
  parede: number;
  cpu: number;
  porRegra: { regra: string; parede: number; cpu: number }[];
}

const percentil = (ordenados: readonly number[], p: number): number => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? Number.NaN;

const texto = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

const nomeDoBanco = (url: string): string => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/** DD/MM/YYYY of a YYYY-MM-DD key moved by months and days (calendar arithmetic, no time zone). */
function diaBRDeslocado(chave: string, meses: number, dias: number): string {
  const [a, m, d] = chave.split('-').map(Number) as [number, number, number];
  const data = new Date(Date.UTC(a, m - 1 + meses, d + dias));
  return `${String(data.getUTCDate()).padStart(2, '0')}/${String(data.getUTCMonth() + 1).padStart(2, '0')}/${data.getUTCFullYear()}`;
}

/** The body a report's screen opens with: the declared default period and first grouping, nothing compared. */
function corpoDaTela(d: DeclaracaoRelatorio): Record<string, unknown> {
  const por = Object.keys(d.dimensoes ?? {})[0];
  return { ...(d.periodo ? { periodo: d.periodo.padrao } : {}), ...(por ? { por } : {}) };
}

const rotaDoRelatorio = (id: string) => `/v2/relatorios/${id}`;

/**
 * What each dashboard screen asks when it opens: the widgets' distinct bodies (widgets sharing
 * a report and a body share one request, react-query's key) and the reports the screen draws
 * itself beside the declared grid.
 */
function pedidosDoPainel(p: DeclaracaoPainel, declaracoes: ReadonlyMap<string, DeclaracaoRelatorio>, daTela: readonly Pedido[]): Pedido[] {
  const vistos = new Map<string, Pedido>();
  for (const w of p.widgets) {
    const d = declaracoes.get(w.relatorio);
    if (!d) throw new Error(`${p.id}: o widget '${w.titulo}' pede o relatório ${w.relatorio}, não declarado`);
    const corpo = corpoDoWidget(w, d, { periodo: p.periodo, comparacao: p.comparacao });
    const chave = JSON.stringify([d.id, corpo]);
    if (!vistos.has(chave)) vistos.set(chave, { metodo: 'PUT', caminho: rotaDoRelatorio(d.id), corpo });
  }
  return [...vistos.values(), ...daTela];
}

const descreverCorpo = (c: unknown): string => JSON.stringify(c ?? {}).replace(/"/g, '');

function casos(declaracoes: readonly DeclaracaoRelatorio[], lojas: readonly number[], agora: number): Caso[] {
  const porId = new Map(declaracoes.map((d) => [d.id, d]));
  const lista: Caso[] = [];
  for (const d of declaracoes) {
    lista.push({ secao: 'relatorio', nome: `${d.id} ${descreverCorpo(corpoDaTela(d))}`, meta: ALVOS_MS.widget, pedidos: [{ metodo: 'PUT', caminho: rotaDoRelatorio(d.id), corpo: corpoDaTela(d) }], juntos: false });
  }
  const telas: { painel: DeclaracaoPainel; daTela: Pedido[] }[] = [
    // the task list and today against two days, above the declared grid (TelaVisaoGeral)
    { painel: PAINEL_VISAO_GERAL, daTela: [{ metodo: 'PUT', caminho: rotaDoRelatorio('dashboard.visao-geral.tarefas'), corpo: {} }, { metodo: 'PUT', caminho: rotaDoRelatorio('dashboard.visao-geral.hoje'), corpo: {} }] },
    // the stores' goal gauges under the grid (MetasDasLojas)
    { painel: PAINEL_INDICADORES, daTela: [{ metodo: 'PUT', caminho: rotaDoRelatorio('dashboard.indicadores.metas'), corpo: { periodo: 'este_mes' } }] },
    { painel: PAINEL_FINANCEIRO, daTela: [] },
  ];
  for (const { painel, daTela } of telas) {
    const pedidos = pedidosDoPainel(painel, porId, daTela);
    for (const p of pedidos.slice(0, pedidos.length - daTela.length)) {
      lista.push({ secao: 'widget', nome: `${painel.id}: ${p.caminho.slice('/v2/relatorios/'.length)} ${descreverCorpo(p.corpo)}`, meta: ALVOS_MS.widget, pedidos: [p], juntos: false });
    }
    lista.push({ secao: 'painel', nome: `${painel.titulo} (${pedidos.length} pedidos juntos)`, meta: ALVOS_MS.painel, pedidos, juntos: true });
  }
  // the inbox screen: its first page and the bell's count
  const caixa: Pedido[] = [{ metodo: 'PUT', caminho: '/v2/alertas/lista', corpo: { page: 1, limit: 20 } }, { metodo: 'GET', caminho: '/v2/alertas/contagem' }];
  for (const p of caixa) lista.push({ secao: 'widget', nome: `dashboard.alertas: ${p.metodo} ${p.caminho}`, meta: ALVOS_MS.widget, pedidos: [p], juntos: false });
  lista.push({ secao: 'painel', nome: `Alertas e notificações críticas (${caixa.length} pedidos juntos)`, meta: ALVOS_MS.painel, pedidos: caixa, juntos: true });

  // 13 months ending today (396 or so days: within the declared 400)
  const hoje = diaChaveSP(agora);
  const treze = { periodo: 'personalizado', de: diaBRDeslocado(hoje, -13, 1), ate: diaBRDeslocado(hoje, 0, 0) };
  const resumo = rotaDoRelatorio('vendas.resumo');
  lista.push({ secao: 'treze', nome: `vendas.resumo por dia, 13 meses (${treze.de}–${treze.ate}), todas as lojas`, meta: ALVOS_MS.treze, pedidos: [{ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'dia' } }], juntos: false });
  const umaLoja = lojas[0];
  if (umaLoja !== undefined) lista.push({ secao: 'treze', nome: `vendas.resumo por dia, 13 meses, uma loja (${umaLoja})`, meta: ALVOS_MS.treze, pedidos: [{ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'dia', filtros: { lojas: [umaLoja] } } }], juntos: false });
  lista.push({
    secao: 'treze',
    nome: `grade dia × loja, 13 meses: por dia, uma loja de cada vez (${lojas.length} lojas, em sequência)`,
    meta: ALVOS_MS.treze,
    pedidos: lojas.map((l) => ({ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'dia', filtros: { lojas: [l] } } })),
    juntos: false,
  });
  lista.push({ secao: 'treze', nome: 'grade dia × loja, 13 meses: vendas.resumo por dia e loja, uma resposta', meta: ALVOS_MS.treze, pedidos: [{ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'dia_loja' } }], juntos: false });
  lista.push({ secao: 'treze', nome: 'vendas.resumo por loja, 13 meses', meta: ALVOS_MS.treze, pedidos: [{ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'loja' } }], juntos: false });
  lista.push({ secao: 'treze', nome: 'vendas.resumo por dia, 13 meses, comparado com o ano anterior', pedidos: [{ metodo: 'PUT', caminho: resumo, corpo: { ...treze, por: 'dia', comparacao: 'ano_anterior' } }], juntos: false });
  return lista;
}

/** One request on `agente`; the answer read to its end. A status other than 200 stops the bench: the body is wrong. */
function umaVez(agente: Agent, base: URL, cookie: string, p: Pedido): Promise<void> {
  return new Promise((resolve, reject) => {
    const corpo = p.corpo === undefined ? undefined : JSON.stringify(p.corpo);
    const headers: Record<string, string> = { cookie, 'x-client-version': '1.0.1', ...(corpo === undefined ? {} : { 'content-type': 'application/json' }) };
    const req = request({ host: base.hostname, port: base.port, path: p.caminho, method: p.metodo, headers, agent: agente }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (b: Buffer) => partes.push(b));
      res.on('end', () => {
        if (res.statusCode === 200) resolve();
        else reject(new Error(`${p.metodo} ${p.caminho} ${corpo ?? ''}: HTTP ${res.statusCode} ${Buffer.concat(partes).toString('utf8').slice(0, 300)}`));
      });
    });
    req.on('error', reject);
    req.end(corpo);
  });
}

interface Alvo {
  nome: 'SQLite' | 'PostgreSQL';
  /** A SQLite file or a postgres:// URL. */
  banco: string;
}

/** The processes whose CPU an answer costs: the server and, on PostgreSQL, the database's backends here. */
function processosDoAlvo(alvo: Alvo, servidor: ServidorBench): number[] {
  return [servidor.pid, ...(ehPostgres(alvo.banco) ? backendsDoBanco(nomeDoBanco(alvo.banco)) : [])];
}

async function medirCaso(alvo: Alvo, servidor: ServidorBench, cookie: string, c: Caso, vezes: number, segundos: number): Promise<Medida> {
  const base = new URL(servidor.url);
  const agente = new Agent({ keepAlive: true, maxSockets: c.juntos ? CONEXOES_DO_NAVEGADOR : 1 });
  const rodar = async () => {
    if (c.juntos) await Promise.all(c.pedidos.map((p) => umaVez(agente, base, cookie, p)));
    else for (const p of c.pedidos) await umaVez(agente, base, cookie, p);
  };
  try {
    // warm-up: the JIT, prepared statements, the database's page cache
    await rodar();
    await rodar();
    const paredes: number[] = [];
    const cpus: number[] = [];
    const fim = performance.now() + segundos * 1000;
    while (paredes.length < vezes && (paredes.length < 5 || performance.now() < fim)) {
      const pids = processosDoAlvo(alvo, servidor);
      const cpu = cpuMsDe(pids);
      const inicio = performance.now();
      await rodar();
      paredes.push(performance.now() - inicio);
      cpus.push(cpuMsDe(pids) - cpu);
    }
    paredes.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    return { n: paredes.length, p50: percentil(paredes, 50), p99: percentil(paredes, 99), cpu50: percentil(cpus, 50), cpu99: percentil(cpus, 99) };
  } finally {
    agente.destroy();
  }
}

/**
 * Every declared rule evaluated once, as the minute's jobs do (one avaliarRegra per rule), `vezes`
 * times in a row: the first run opens the alerts the data calls for, the next ones find them open
 * (a minute like most minutes). CPU: this process's, plus its PostgreSQL backend's.
 */
async function medirAvaliacao(db: Banco, vezes: number): Promise<Avaliacao[]> {
  const k = db.kysely;
  const backends = () => (db.tipo === 'postgres' ? backendsDoBanco(nomeDoBanco(db.url)) : []);
  const cpuAgora = () => {
    const proprio = process.cpuUsage();
    return (proprio.user + proprio.system) / 1000 + cpuMsDe(backends());
  };
  const rodadas: Avaliacao[] = [];
  for (let i = 0; i < vezes; i++) {
    const porRegra: Avaliacao['porRegra'] = [];
    const inicio = performance.now();
    const cpuInicio = cpuAgora();
    for (const regra of IDS_REGRAS) {
      const t = performance.now();
      const c = cpuAgora();
      await avaliarRegra(k, regra, Date.now());
      porRegra.push({ regra, parede: performance.now() - t, cpu: cpuAgora() - c });
    }
    rodadas.push({ parede: performance.now() - inicio, cpu: cpuAgora() - cpuInicio, porRegra });
  }
  return rodadas;
}

const numero = async (k: Kysely<DB>, texto: string): Promise<number> => Number((await sql.raw<{ n: string | number | null }>(texto).execute(k)).rows[0]?.n ?? 0);

/**
 * The summaries the reports read must hold every order: the seed writes them day by day; a
 * database copied or seeded by an older seed may not, and then they are rebuilt here with the
 * migration's own backfill (RECONSTRUIR).
 */
async function conferirResumos(db: Banco): Promise<string> {
  const k = db.kysely;
  const pedidos = await numero(k, 'SELECT COUNT(*) AS n FROM orders');
  const naHora = await numero(k, 'SELECT SUM(pedidos) AS n FROM pedidos_resumo_hora');
  const noDia = await numero(k, 'SELECT SUM(pedidos) AS n FROM pedidos_resumo_dia');
  const unidades = await numero(k, 'SELECT SUM(quantidade) AS n FROM order_items');
  const noProduto = await numero(k, 'SELECT SUM(quantidade) AS n FROM pedidos_resumo_produto');
  const linhas = async () =>
    `${await numero(k, 'SELECT COUNT(*) AS n FROM pedidos_resumo_hora')} linhas em pedidos_resumo_hora, ${await numero(k, 'SELECT COUNT(*) AS n FROM pedidos_resumo_produto')} em pedidos_resumo_produto`;
  if (pedidos === naHora && pedidos === noDia && unidades === noProduto) return `${pedidos} pedidos, ${unidades} unidades: resumos conferem (${await linhas()})`;
  const inicio = performance.now();
  await sql`DELETE FROM pedidos_resumo_hora`.execute(k);
  await sql`DELETE FROM pedidos_resumo_produto`.execute(k);
  await sql`DELETE FROM pedidos_resumo_dia`.execute(k);
  await executarEmOrdem(k as Kysely<unknown>, [...RECONSTRUIR, ...RECONSTRUIR_DIA]);
  return `${pedidos} pedidos: os resumos tinham ${naHora} pedidos (${noDia} no resumo por dia) e ${noProduto} de ${unidades} unidades; reconstruídos (RECONSTRUIR) em ${((performance.now() - inicio) / 1000).toFixed(1)} s (${await linhas()})`;
}

interface Resultado {
  alvo: Alvo;
  resumos: string;
  avaliacoes: Avaliacao[];
  medidas: Map<string, Medida>;
}

/** The cases `--casos <regex>` names (by case name), or all: a re-run of the cases a change touched. */
const filtrarCasos = (lista: Caso[], filtro: RegExp | undefined): Caso[] => (filtro ? lista.filter((c) => filtro.test(c.nome)) : lista);

async function medirAlvo(alvo: Alvo, o: { vezes: number; segundos: number; avaliacoes: number; paralelo: boolean; casos: RegExp | undefined }): Promise<Resultado> {
  console.log(`\n== ${alvo.nome} (${ehPostgres(alvo.banco) ? urlSemSenha(alvo.banco) : alvo.banco}) ==`);
  // A parallel worker is a process of its own, started and gone within one query: its CPU would
  // escape the backend's count. Without them the backend's CPU is the query's whole cost.
  const semParalelo: Record<string, string> = ehPostgres(alvo.banco) && !o.paralelo ? { PGOPTIONS: '-c max_parallel_workers_per_gather=0' } : {};
  Object.assign(process.env, semParalelo);
  const url = ehPostgres(alvo.banco) ? alvo.banco : `sqlite:${alvo.banco}`;
  // one connection, as the server below is given
  const db = openDatabase(url, { pool: 1 });
  let resumos: string;
  let avaliacoes: Avaliacao[];
  let lojas: number[];
  try {
    await migrate(db);
    resumos = await conferirResumos(db);
    console.log(`  ${resumos}`);
    // as autovacuum keeps a live database: statistics, and the visibility map index-only scans need
    if (db.tipo === 'postgres') await sql`VACUUM ANALYZE`.execute(db.kysely);
    lojas = (await db.kysely.selectFrom('sellers').select('id').where('id_grupo', '=', 1).orderBy('id').execute()).map((s) => s.id);
    avaliacoes = await medirAvaliacao(db, o.avaliacoes);
    avaliacoes.forEach((a, i) => console.log(`  avaliação dos alertas, rodada ${i + 1}: ${a.parede.toFixed(0)} ms de parede, ${a.cpu.toFixed(0)} ms de CPU`));
  } finally {
    await db.close();
  }

  const declaracoes = await carregarDeclaracoes();
  const servidor = await iniciarServidor(alvo.banco, { env: { DATABASE_POOL_SIZE: '1', ...semParalelo } });
  const medidas = new Map<string, Medida>();
  try {
    const cookie = await servidor.login('admin@retaguarda.dev');
    for (const c of filtrarCasos(casos(declaracoes, lojas, Date.now()), o.casos)) {
      const m = await medirCaso(alvo, servidor, cookie, c, o.vezes, o.segundos);
      medidas.set(c.nome, m);
      console.log(`  ${c.nome}: p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms; CPU p50 ${m.cpu50.toFixed(1)} ms, p99 ${m.cpu99.toFixed(1)} ms (${m.n})`);
    }
  } finally {
    await servidor.parar();
  }
  return { alvo, resumos, avaliacoes, medidas };
}

const ms = (n: number | undefined): string => (n === undefined || !Number.isFinite(n) ? '—' : n < 10 ? n.toFixed(1) : n.toFixed(0));

/** ✔ or ✘ for the wall time's p99 and for the CPU time's p99 against the case's target. */
const atende = (m: Medida | undefined, meta: number | undefined): string => (m === undefined || meta === undefined ? '' : `${m.p99 <= meta ? '✔' : '✘'}/${m.cpu99 <= meta ? '✔' : '✘'}`);

function imprimir(resultados: readonly Resultado[], lista: readonly Caso[]): void {
  const cabecalho = ['caso', ...resultados.flatMap((r) => [`${r.alvo.nome} p50 / p99`, `${r.alvo.nome} CPU p50 / p99`, `${r.alvo.nome} parede/CPU`]), 'meta p99'];
  const linhas: string[][] = [];
  const titulos: Record<Caso['secao'], string> = { relatorio: 'cada relatório, como a tela abre', widget: 'cada widget (corpo do painel), sozinho', painel: 'painel inteiro, pedidos juntos', treze: 'vendas em 13 meses' };
  let secao: Caso['secao'] | undefined;
  for (const c of lista) {
    if (c.secao !== secao) {
      secao = c.secao;
      linhas.push([`**${titulos[secao]}**`, ...resultados.flatMap(() => ['', '', '']), '']);
    }
    linhas.push([
      c.nome,
      ...resultados.flatMap((r) => {
        const m = r.medidas.get(c.nome);
        return [m ? `${ms(m.p50)} / ${ms(m.p99)}` : '—', m ? `${ms(m.cpu50)} / ${ms(m.cpu99)}` : '—', atende(m, c.meta)];
      }),
      c.meta === undefined ? '' : `${c.meta} ms`,
    ]);
  }
  linhas.push([`**avaliação de todos os alertas (${IDS_REGRAS.length} regras), CPU de uma rodada**`, ...resultados.flatMap(() => ['', '', '']), '']);
  const rodadas = Math.max(0, ...resultados.map((r) => r.avaliacoes.length));
  for (let i = 0; i < rodadas; i++) {
    linhas.push([
      `rodada ${i + 1}${i === 0 ? ' (abre os alertas que faltam)' : ''}: parede / CPU`,
      ...resultados.flatMap((r) => {
        const a = r.avaliacoes[i];
        return [a ? ms(a.parede) : '—', a ? ms(a.cpu) : '—', a ? (a.cpu <= ALVOS_MS.avaliacao ? '—/✔' : '—/✘') : ''];
      }),
      `CPU ≤ ${ALVOS_MS.avaliacao} ms por minuto`,
    ]);
  }
  const ultima = (r: Resultado) => r.avaliacoes[r.avaliacoes.length - 1];
  for (const regra of IDS_REGRAS) {
    linhas.push([
      `  ${regra} (última rodada): parede / CPU`,
      ...resultados.flatMap((r) => {
        const x = ultima(r)?.porRegra.find((p) => p.regra === regra);
        return [x ? ms(x.parede) : '—', x ? ms(x.cpu) : '—', ''];
      }),
      '',
    ]);
  }
  const larguras = cabecalho.map((h, i) => Math.max(h.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(larguras[i] ?? 0)).join(' | ')} |`;
  console.log(['', fmt(cabecalho), `| ${larguras.map((w) => '-'.repeat(w)).join(' | ')} |`, ...linhas.map(fmt)].join('\n'));
  console.log('\nms; "parede/CPU": a meta atendida (✔) ou não (✘) pelo p99 do tempo de parede e pelo p99 do tempo de CPU.');
}

async function main(): Promise<number> {
  // Not strict: `npm run bench -- ...` hands every benchmark the same arguments.
  const { values } = parseArgs({
    strict: false,
    options: {
      orders: { type: 'string', default: '1000000' },
      db: { type: 'string' },
      postgres: { type: 'string' },
      'manter-postgres': { type: 'boolean', default: false },
      vezes: { type: 'string', default: '30' },
      segundos: { type: 'string', default: '20' },
      avaliacoes: { type: 'string', default: '3' },
      so: { type: 'string' },
      paralelo: { type: 'boolean', default: false },
      casos: { type: 'string' },
    },
  });
  const pedidos = Number(values.orders);
  const guardado = texto(values.db);
  const postgresDado = texto(values.postgres);
  const so = texto(values.so);
  const filtro = texto(values.casos);
  const opcoes = { vezes: Number(values.vezes), segundos: Number(values.segundos), avaliacoes: Number(values.avaliacoes), paralelo: values.paralelo === true, casos: filtro === undefined ? undefined : new RegExp(filtro) };
  if (postgresDado !== undefined && !ehPostgres(postgresDado)) throw new Error(`--postgres deve ser uma URL postgres://… (veio ${postgresDado})`);
  if (postgresDado !== undefined && guardado === undefined) throw new Error('--postgres pede também --db <arquivo> com os mesmos dados');

  console.log(`máquina: ${maquina()}`);
  if (!temSchedstat()) console.log('sem /proc/<pid>/schedstat: os tempos de CPU abaixo saem 0.');
  const dir = guardado ? undefined : mkdtempSync(join(tmpdir(), 'retaguarda-bench-paineis-'));
  let descartavel: string | undefined;
  try {
    const arquivo = guardado ?? join(dir ?? '.', 'bench.db');
    if (existsSync(arquivo)) console.log(`SQLite reaproveitado: ${arquivo}`);
    else {
      mkdirSync(dirname(arquivo), { recursive: true });
      const inicio = performance.now();
      bancoSemeado(arquivo, pedidos, undefined);
      console.log(`seed SQLite de ${pedidos} pedidos: ${((performance.now() - inicio) / 1000).toFixed(0)} s`);
    }

    // the copy tool asks for a file at the last migration (the file may predate the newest)
    const local = openDatabase(`sqlite:${arquivo}`);
    await migrate(local);
    await local.close();

    let postgres = postgresDado;
    if (postgres === undefined && so !== 'sqlite') {
      let criado: string | undefined;
      try {
        await administrar(URL_ADMIN, 'SELECT 1');
        const nome = `retaguarda_bench_paineis_${process.pid}_${randomBytes(4).toString('hex')}`;
        await administrar(URL_ADMIN, `CREATE DATABASE ${nome}`);
        criado = nome;
        if (!values['manter-postgres']) descartavel = nome;
        const destino = urlDoBanco(URL_ADMIN, nome);
        // The real move tool (migrates, copies, compares counts and sums): PostgreSQL holds what the SQLite file holds.
        const inicio = performance.now();
        const copia = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrar-sqlite-para-postgres.ts', '--de', `sqlite:${arquivo}`, '--para', destino], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
        if (copia.status !== 0) throw new Error(`a cópia para o PostgreSQL falhou:\n${copia.stdout}`);
        console.log(`cópia para o PostgreSQL ${urlSemSenha(destino)}: ${((performance.now() - inicio) / 1000).toFixed(0)} s${values['manter-postgres'] ? ' (mantido: --postgres para reusar)' : ''}`);
        postgres = destino;
      } catch (erro) {
        if (criado !== undefined) throw erro;
        console.log(`PostgreSQL não responde em ${urlSemSenha(URL_ADMIN)} (${erro instanceof Error ? erro.message : String(erro)}): medindo só o SQLite.`);
      }
    }

    const alvos: Alvo[] = [];
    if (so !== 'postgres') alvos.push({ nome: 'SQLite', banco: arquivo });
    if (postgres !== undefined && so !== 'sqlite') alvos.push({ nome: 'PostgreSQL', banco: postgres });
    const resultados: Resultado[] = [];
    // One database at a time: two servers at once would share the CPUs and blur both figures.
    for (const alvo of alvos) resultados.push(await medirAlvo(alvo, opcoes));

    const declaracoes = await carregarDeclaracoes();
    const db = openDatabase(`sqlite:${arquivo}`);
    const lojas = (await db.kysely.selectFrom('sellers').select('id').where('id_grupo', '=', 1).orderBy('id').execute()).map((s) => s.id);
    await db.close();
    imprimir(resultados, filtrarCasos(casos(declaracoes, lojas, Date.now()), opcoes.casos));
    for (const r of resultados) console.log(`${r.alvo.nome}: ${r.resumos}`);
    console.log(`\nmáquina ao fim: ${maquina()}`);
    console.log(`PostgreSQL com 1 conexão no servidor (DATABASE_POOL_SIZE=1), ${opcoes.paralelo ? 'com workers paralelos (a CPU deles não entra na conta)' : 'sem workers paralelos'}; o cliente HTTP roda na mesma máquina. Máquina compartilhada: a parede inclui a espera por um núcleo, a CPU não.`);
    return 0;
  } finally {
    if (descartavel !== undefined) {
      await administrar(URL_ADMIN, `DROP DATABASE IF EXISTS ${descartavel} WITH (FORCE)`).catch((erro: unknown) => {
        console.error(`não consegui apagar o banco ${descartavel}: ${erro instanceof Error ? erro.message : String(erro)}`);
      });
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

rodarSeChamado(import.meta.url, main);
