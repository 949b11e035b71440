import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as esperar } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { z } from 'zod/mini';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { migrate, openDatabase, type Banco } from '../../server/db';
import { urlSemSenha } from '../../server/cli/url-sem-senha';
import type { OpcoesModulo } from '../../server/contexto';
import { prepararTarefas } from '../../server/tarefas/carregar';
import { defineTarefa, type DeclaracaoTarefa } from '../../server/tarefas/definir';
import { enfileirar, enfileirarVarias, type JobNovo } from '../../server/tarefas/enfileirar';
import { Trabalhador } from '../../server/tarefas/trabalhador';
import { bancoSemeado } from '../lib/banco-bench';
import { maquina, tabela } from '../lib/numeros';
import { TAREFA_VAZIA } from './modulos/bench/tarefas';
// The test databases' PostgreSQL tooling: the same server (TEST_DATABASE_URL or the local one) and maintenance calls.
import { urlDoBanco } from '../../tests/server/postgres/contexto';
import { administrar, URL_ADMIN } from '../../tests/server/postgres/servidor';

/**
 * The jobs' queue (server/tarefas) on SQLite and on PostgreSQL, measured with its real loop
 * (`Trabalhador.iniciar()`) and wall clock:
 *  - vazão: `--jobs` no-op jobs enqueued first, then drained by 1 and by 2 instances (two
 *    Trabalhador on two connections, 8 at once each), polling the count every 50 ms;
 *  - latência: one job every 20 ms for `--latencia` jobs to an idle worker; enqueue → start of its
 *    handler (PostgreSQL wakes on NOTIFY; SQLite polls every 100 ms);
 *  - lista: the order list under autocannon (`--conexoes`, `--seconds`, `--taxa` req/s or saturated) on a seeded database
 *    (`--orders`), alone and then while `--por-segundo` no-op jobs per second are enqueued and run
 *    by the server's own worker, as `npm start` runs it.
 * `--partes vazao,latencia,lista` picks parts; `--sem-postgres` skips PostgreSQL (also skipped when
 * none answers). PostgreSQL databases are made for the run and dropped after.
 * Prints figures; never fails on time.
 */
const { values } = parseArgs({
  strict: false,
  options: {
    jobs: { type: 'string', default: '20000' },
    latencia: { type: 'string', default: '500' },
    orders: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '15' },
    conexoes: { type: 'string', default: '10' },
    // requests per second across all connections; 0 = as fast as the server answers (saturated)
    taxa: { type: 'string', default: '0' },
    'por-segundo': { type: 'string', default: '200' },
    partes: { type: 'string', default: 'vazao,latencia,lista' },
    'sem-postgres': { type: 'boolean', default: false },
  },
});
const numero = (v: string | boolean | undefined): number => Number(typeof v === 'string' ? v : NaN);
const totalJobs = numero(values.jobs);
const totalLatencia = numero(values.latencia);
const pedidos = numero(values.orders);
const segundos = numero(values.seconds);
const conexoes = numero(values.conexoes);
const taxa = numero(values.taxa);
const porSegundo = numero(values['por-segundo']);
const partes = new Set(String(values.partes).split(','));
const INTERVALO_LATENCIA_MS = 20;
const META_P95_MS = 200;

const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '—');

interface Alvo {
  nome: string;
  /** sqlite:<file> or postgres://… */
  url: string;
}

function trabalhador(banco: Banco, tarefas: DeclaracaoTarefa[]): Trabalhador {
  return new Trabalhador({ banco, tarefas: prepararTarefas(tarefas), modulo: {} as OpcoesModulo, agora: () => new Date(), log: silencioso });
}

async function pendentes(db: Banco): Promise<number> {
  const { n } = await db.kysely.selectFrom('tarefas').select((eb) => eb.fn.countAll<number>().as('n')).where('estado', 'in', ['fila', 'executando']).executeTakeFirstOrThrow();
  return Number(n);
}

async function porEstado(db: Banco): Promise<Record<string, number>> {
  const linhas = await db.kysely.selectFrom('tarefas').select(['estado', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('estado').execute();
  return Object.fromEntries(linhas.map((l) => [l.estado, Number(l.n)]));
}

/** An empty queue before each measure, so none inherits another's rows (nor, on PostgreSQL, their dead tuples). */
async function esvaziar(db: Banco): Promise<void> {
  if (db.tipo === 'postgres') await sql`TRUNCATE tarefas`.execute(db.kysely);
  else await db.kysely.deleteFrom('tarefas').execute();
}

interface Vazao {
  enfileirarS: number;
  drenarS: number;
  porSegundo: number;
  concluidas: number;
}

/** `totalJobs` no-op jobs enqueued, then drained by `instancias` workers running their real loop. */
async function vazao(alvo: Alvo, instancias: number): Promise<Vazao> {
  const produtor = openDatabase(alvo.url);
  const bancos = Array.from({ length: instancias }, () => openDatabase(alvo.url));
  try {
    await esvaziar(produtor);
    const agora = Date.now();
    const jobs: JobNovo<typeof TAREFA_VAZIA.payload>[] = Array.from({ length: totalJobs }, (_, n) => ({ tarefa: TAREFA_VAZIA, payload: { n }, opcoes: { idGrupo: null, agora } }));
    const inicioFila = performance.now();
    await enfileirarVarias(produtor.kysely, jobs);
    const enfileirarS = (performance.now() - inicioFila) / 1000;
    const trabalhadores = bancos.map((b) => trabalhador(b, [TAREFA_VAZIA]));
    const inicio = performance.now();
    for (const t of trabalhadores) t.iniciar();
    while ((await pendentes(produtor)) > 0) await esperar(50);
    const drenarS = (performance.now() - inicio) / 1000;
    await Promise.all(trabalhadores.map((t) => t.parar(5_000)));
    const concluidas = (await porEstado(produtor)).concluida ?? 0;
    return { enfileirarS, drenarS, porSegundo: totalJobs / drenarS, concluidas };
  } finally {
    await Promise.all([produtor, ...bancos].map((b) => b.close()));
  }
}

interface Latencia {
  n: number;
  iniciadas: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const quantil = (ordenadas: number[], q: number): number => ordenadas[Math.min(ordenadas.length - 1, Math.floor(q * ordenadas.length))] ?? Number.NaN;

/** One job every 20 ms to an idle worker running its loop; enqueue (before the insert) → its handler starts. */
async function latencia(alvo: Alvo): Promise<Latencia> {
  const produtor = openDatabase(alvo.url);
  const banco = openDatabase(alvo.url);
  const inicios = new Map<number, number>();
  const MARCA = defineTarefa({
    tipo: 'bench.marca',
    descricao: 'Marca o início',
    payload: z.object({ n: z.number() }),
    concorrencia: 8,
    executar: async ({ n }) => void inicios.set(n, performance.now()),
  });
  try {
    await esvaziar(produtor);
    const t = trabalhador(banco, [MARCA]);
    t.iniciar();
    // idle for a moment: listening (PostgreSQL) and asleep, as a worker waits between bursts
    await esperar(1_000);
    const enviados = new Map<number, number>();
    const inicio = performance.now();
    for (let n = 0; n < totalLatencia; n++) {
      enviados.set(n, performance.now());
      await enfileirar(produtor.kysely, MARCA, { n }, { idGrupo: null, agora: Date.now() });
      const proximo = inicio + (n + 1) * INTERVALO_LATENCIA_MS - performance.now();
      if (proximo > 0) await esperar(proximo);
    }
    const limite = performance.now() + 10_000;
    while (inicios.size < totalLatencia && performance.now() < limite) await esperar(50);
    await t.parar(5_000);
    const amostras = [...inicios].map(([n, em]) => em - (enviados.get(n) ?? em)).sort((a, b) => a - b);
    return { n: totalLatencia, iniciadas: amostras.length, p50: quantil(amostras, 0.5), p95: quantil(amostras, 0.95), p99: quantil(amostras, 0.99), max: amostras[amostras.length - 1] ?? Number.NaN };
  } finally {
    await Promise.all([produtor.close(), banco.close()]);
  }
}

interface Rodada {
  p50: number;
  p99: number;
  rps: number;
  erros: number;
}

interface Lista {
  ocioso: Rodada;
  comTarefas: Rodada;
  /** Jobs enqueued per second during the measured window, as achieved. */
  taxaReal: number;
  /** Queued or running when the window closed: how far the worker lagged. */
  pendentesAoFim: number;
  concluidas: number;
}

async function rodada(url: string, cookie: string, duracao: number): Promise<Rodada> {
  const agora = new Date();
  const corpo = JSON.stringify({
    page: 1, limit: 10, id_pessoa: [1, 2, 3, 4], data_from_pedido: ontemBR(agora), data_to_pedido: hojeBR(agora),
    status_pedido: Object.values(STATUS).map((x) => x.id), forma_pagto: Object.values(FORMAS_PAGTO).map((x) => x.id),
  });
  const r = await autocannon({
    url: `${url}/v2/vendas/lista-pedidos`, method: 'PUT', body: corpo, connections: conexoes, duration: duracao,
    ...(taxa > 0 ? { overallRate: taxa } : {}),
    headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
  });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, erros: r.errors + r.non2xx };
}

/** The bench's server (servidor.ts: the real app with its worker) in its own process. */
async function iniciarServidor(banco: string): Promise<{ url: string; login: () => Promise<string>; parar: () => Promise<void> }> {
  const filho = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'servidor.ts'), banco], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  const [linha] = (await once(createInterface({ input: filho.stdout }), 'line')) as [string];
  const { url } = JSON.parse(linha) as { url: string };
  return {
    url,
    async login() {
      const r = await fetch(`${url}/v1/login_erp/logar`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-client-version': '1.0.1' },
        body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'retaguarda' }),
      });
      if (r.status !== 200) throw new Error(`login: ${r.status}`);
      return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    async parar() {
      filho.kill('SIGTERM');
      if (filho.exitCode === null && filho.signalCode === null) await once(filho, 'exit');
    },
  };
}

/** Open loop: `porSegundo` jobs a second, by the clock (a late tick catches up), never waiting for the worker. */
function produtor(db: Banco): { enviados: () => number; parar: () => Promise<void> } {
  let enviados = 0;
  let emCurso: Promise<unknown> = Promise.resolve();
  const inicio = performance.now();
  const timer = setInterval(() => {
    const devidos = Math.floor(((performance.now() - inicio) / 1000) * porSegundo) - enviados;
    if (devidos <= 0) return;
    const agora = Date.now();
    const lote: JobNovo<typeof TAREFA_VAZIA.payload>[] = Array.from({ length: devidos }, (_, i) => ({ tarefa: TAREFA_VAZIA, payload: { n: enviados + i }, opcoes: { idGrupo: null, agora } }));
    enviados += devidos;
    emCurso = emCurso.then(() => enfileirarVarias(db.kysely, lote)).catch((erro: unknown) => console.error(`  produtor: ${erro instanceof Error ? erro.message : String(erro)}`));
  }, 10);
  return {
    enviados: () => enviados,
    async parar() {
      clearInterval(timer);
      await emCurso;
    },
  };
}

async function lista(alvo: Alvo): Promise<Lista> {
  const servidor = await iniciarServidor(alvo.url);
  const db = openDatabase(alvo.url);
  try {
    const cookie = await servidor.login();
    // warm-up: JIT, statement cache, page cache
    await rodada(servidor.url, cookie, 3);
    const ocioso = await rodada(servidor.url, cookie, segundos);
    const p = produtor(db);
    await esperar(2_000);
    const antes = p.enviados();
    const inicio = performance.now();
    const comTarefas = await rodada(servidor.url, cookie, segundos);
    const taxaReal = (p.enviados() - antes) / ((performance.now() - inicio) / 1000);
    const pendentesAoFim = await pendentes(db);
    await p.parar();
    const limite = performance.now() + 30_000;
    while ((await pendentes(db)) > 0 && performance.now() < limite) await esperar(50);
    const concluidas = (await porEstado(db)).concluida ?? 0;
    return { ocioso, comTarefas, taxaReal, pendentesAoFim, concluidas };
  } finally {
    await db.close();
    await servidor.parar();
  }
}

/** A throwaway PostgreSQL database, migrated empty, or undefined when none answers. */
async function criarPostgres(descartaveis: string[], copiarDe?: string): Promise<string | undefined> {
  try {
    await administrar(URL_ADMIN, 'SELECT 1');
  } catch (erro) {
    console.log(`PostgreSQL não responde em ${urlSemSenha(URL_ADMIN)} (${erro instanceof Error ? erro.message : String(erro)}): medindo só o SQLite.`);
    return undefined;
  }
  const nome = `retaguarda_bench_tarefas_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administrar(URL_ADMIN, `CREATE DATABASE ${nome}`);
  descartaveis.push(nome);
  const url = urlDoBanco(URL_ADMIN, nome);
  if (copiarDe === undefined) {
    const db = openDatabase(url);
    await migrate(db);
    await db.close();
    return url;
  }
  // the real move tool: PostgreSQL then holds what the seeded SQLite file holds
  const copia = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrar-sqlite-para-postgres.ts', '--de', `sqlite:${copiarDe}`, '--para', url], {
    stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8',
  });
  if (copia.status !== 0) throw new Error(`a cópia para o PostgreSQL falhou:\n${copia.stdout}`);
  return url;
}

const dir = mkdtempSync(join(tmpdir(), 'retaguarda-bench-tarefas-'));
const descartaveis: string[] = [];
try {
  console.log(maquina());
  const sqlite: Alvo = { nome: 'SQLite', url: `sqlite:${join(dir, 'fila.db')}` };
  const alvos: Alvo[] = [sqlite];
  {
    const db = openDatabase(sqlite.url);
    await migrate(db);
    await db.close();
  }
  if (!values['sem-postgres'] && (partes.has('vazao') || partes.has('latencia'))) {
    const url = await criarPostgres(descartaveis);
    if (url !== undefined) alvos.push({ nome: 'PostgreSQL', url });
  }

  if (partes.has('vazao')) {
    console.log(`\nvazão: ${totalJobs} tarefas vazias enfileiradas, depois drenadas pelo laço real (concorrência 8 por instância)`);
    const linhas: string[][] = [];
    for (const alvo of alvos) {
      for (const instancias of [1, 2]) {
        const v = await vazao(alvo, instancias);
        linhas.push([alvo.nome, String(instancias), f1(v.enfileirarS), f1(v.drenarS), String(Math.round(v.porSegundo)), `${v.concluidas}/${totalJobs}`]);
      }
    }
    console.log(tabela(['banco', 'instâncias', 'enfileirar (s)', 'drenar (s)', 'tarefas/s', 'concluídas'], linhas));
  }

  if (partes.has('latencia')) {
    console.log(`\nlatência: ${totalLatencia} tarefas, uma a cada ${INTERVALO_LATENCIA_MS} ms, para um trabalhador ocioso; do enfileirar ao início do handler`);
    const linhas: string[][] = [];
    for (const alvo of alvos) {
      const l = await latencia(alvo);
      const despertar = alvo.url.startsWith('sqlite:') ? 'consulta a cada 100 ms' : 'LISTEN/NOTIFY (consulta a cada 1 s)';
      linhas.push([alvo.nome, despertar, `${l.iniciadas}/${l.n}`, f1(l.p50), f1(l.p95), f1(l.p99), f1(l.max), l.p95 <= META_P95_MS ? `sim (≤ ${META_P95_MS} ms)` : `não (> ${META_P95_MS} ms)`]);
    }
    console.log(tabela(['banco', 'despertar', 'iniciadas', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'máx (ms)', 'meta p95'], linhas));
  }

  if (partes.has('lista')) {
    console.log(`\nlista de pedidos (PUT /v2/vendas/lista-pedidos, ${conexoes} conexões${taxa > 0 ? `, ${taxa} req/s` : ', saturada'}, ${segundos} s por rodada) sozinha e com ${porSegundo} tarefas/s rodando no trabalhador do próprio servidor`);
    const inicioSeed = performance.now();
    const arquivo = bancoSemeado(join(dir, 'lista.db'), pedidos, undefined);
    console.log(`seed SQLite: ${f1((performance.now() - inicioSeed) / 1000)} s`);
    const alvosLista: Alvo[] = [{ nome: 'SQLite', url: `sqlite:${arquivo}` }];
    if (!values['sem-postgres']) {
      const url = await criarPostgres(descartaveis, arquivo);
      if (url !== undefined) alvosLista.push({ nome: 'PostgreSQL', url });
    }
    const linhas: string[][] = [];
    const notas: string[] = [];
    for (const alvo of alvosLista) {
      console.log(`  ${alvo.nome}…`);
      const l = await lista(alvo);
      const linha = (nome: string, r: Rodada) => [alvo.nome, nome, f1(r.p50), f1(r.p99), String(Math.round(r.rps)), String(r.erros)];
      linhas.push(linha('sozinha', l.ocioso), linha(`+ ${porSegundo} tarefas/s`, l.comTarefas));
      notas.push(`${alvo.nome}: ${f1(l.taxaReal)} tarefas/s enfileiradas na rodada medida; ${l.pendentesAoFim} na fila ou em execução ao fim dela; ${l.concluidas} concluídas ao todo`);
    }
    console.log(tabela(['banco', 'rodada', 'p50 (ms)', 'p99 (ms)', 'req/s', 'erros'], linhas));
    for (const n of notas) console.log(n);
    console.log(`${pedidos} pedidos semeados; gerador de carga e produtor de tarefas no mesmo processo, na mesma máquina que o servidor.`);
  }
  console.log(`\n${maquina()}`);
} finally {
  for (const nome of descartaveis) {
    await administrar(URL_ADMIN, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`).catch((erro: unknown) => {
      console.error(`não consegui apagar o banco ${nome}: ${erro instanceof Error ? erro.message : String(erro)}`);
    });
  }
  rmSync(dir, { recursive: true, force: true });
}
