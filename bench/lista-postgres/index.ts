import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import type { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { ehPostgres } from '../../server/db';
import { urlSemSenha } from '../../server/cli/url-sem-senha';
import { carga, latenciaSequencial, type Carga, type Percentis, type Requisicao } from '../api-orders/medir';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';
// The test databases' PostgreSQL tooling: the same server (TEST_DATABASE_URL or the local one) and maintenance calls.
import { urlDoBanco } from '../../tests/server/postgres/contexto';
import { administrar, URL_ADMIN } from '../../tests/server/postgres/servidor';

/**
 * The order list (PUT /v2/vendas/lista-pedidos) on SQLite and on PostgreSQL over the same data,
 * side by side: SQLite in 1 process, PostgreSQL in 1 and in 2 processes.
 * `--sqlite <file> --postgres <url>` measure databases already holding the same data (e.g. made
 * with `npm run db:migrar-sqlite-para-postgres`); otherwise `--orders N` are seeded into a
 * temporary SQLite file and copied into a throwaway PostgreSQL database, dropped at the end.
 * Prints figures; never fails on time.
 */
// Not strict: `npm run bench -- ...` hands every benchmark the same arguments.
const { values } = parseArgs({
  strict: false,
  options: {
    sqlite: { type: 'string' }, postgres: { type: 'string' },
    orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '10' },
  },
});
const texto = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const pedidos = Number(values.orders);
const segundos = Number(values.seconds);
const sqliteDado = texto(values.sqlite);
const postgresDado = texto(values.postgres);

if (postgresDado !== undefined && !ehPostgres(postgresDado)) throw new Error(`--postgres deve ser uma URL postgres://… (veio ${postgresDado})`);
// Seeding a SQLite file beside a given PostgreSQL would compare two different data sets.
if (postgresDado !== undefined && sqliteDado === undefined) throw new Error('--postgres pede também --sqlite <arquivo> com os mesmos dados');

interface Alvo {
  nome: string;
  db: string;
  processos: number;
}

interface Medidas {
  padrao: Percentis;
  padraoCarga: Carga;
  noventa: Percentis;
}

async function medir(alvo: Alvo, cenarios: { padrao: FiltroPedidos; noventa: FiltroPedidos }): Promise<Medidas> {
  const servidor = await iniciarServidor(alvo.db, { processos: alvo.processos });
  try {
    const cookie = await servidor.login('admin@retaguarda.dev');
    const req = (filtro: FiltroPedidos): Requisicao => ({
      url: `${servidor.url}/v2/vendas/lista-pedidos`, method: 'PUT', body: JSON.stringify(filtro),
      headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
    });
    console.log(`  ${alvo.nome}…`);
    const padrao = await latenciaSequencial(req(cenarios.padrao), segundos);
    const padraoCarga = await carga(req(cenarios.padrao), 32, segundos);
    const noventa = await latenciaSequencial(req(cenarios.noventa), segundos);
    return { padrao, padraoCarga, noventa };
  } finally {
    await servidor.parar();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'retaguarda-bench-pg-'));
let descartavel: string | undefined;
try {
  const inicioSeed = performance.now();
  const arquivo = bancoSemeado(join(dir, 'bench.db'), pedidos, sqliteDado);
  if (sqliteDado === undefined) console.log(`seed SQLite (processo inteiro): ${((performance.now() - inicioSeed) / 1000).toFixed(1)} s`);

  let postgres = postgresDado;
  if (postgres === undefined) {
    try {
      await administrar(URL_ADMIN, 'SELECT 1');
      const nome = `retaguarda_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
      await administrar(URL_ADMIN, `CREATE DATABASE ${nome}`);
      descartavel = nome;
      const destino = urlDoBanco(URL_ADMIN, nome);
      // The real move tool (migrates, copies, compares counts and sums), so PostgreSQL holds
      // exactly what the SQLite file holds, as a seller moving over would have it.
      const inicioCopia = performance.now();
      const copia = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrar-sqlite-para-postgres.ts', '--de', `sqlite:${arquivo}`, '--para', destino], {
        stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8',
      });
      if (copia.status !== 0) throw new Error(`a cópia para o PostgreSQL falhou:\n${copia.stdout}`);
      console.log(`cópia para o PostgreSQL ${urlSemSenha(destino)}: ${((performance.now() - inicioCopia) / 1000).toFixed(1)} s`);
      postgres = destino;
    } catch (erro) {
      if (descartavel !== undefined) throw erro;
      console.log(`PostgreSQL não responde em ${urlSemSenha(URL_ADMIN)} (${erro instanceof Error ? erro.message : String(erro)}): medindo só o SQLite.`);
    }
  }

  const agora = new Date();
  const noventaDias = new Date(agora.getTime() - 89 * 24 * 3600 * 1000);
  // The panel's default filter: every seller of the admin's group, every status and payment, page of 10.
  const base = { page: 1, limit: 10, id_pessoa: [1, 2, 3, 4], status_pedido: Object.values(STATUS).map((s) => s.id), forma_pagto: Object.values(FORMAS_PAGTO).map((f) => f.id) };
  const cenarios = {
    padrao: { ...base, data_from_pedido: ontemBR(agora), data_to_pedido: hojeBR(agora) },
    noventa: { ...base, data_from_pedido: hojeBR(noventaDias), data_to_pedido: hojeBR(agora) },
  };

  const alvos: Alvo[] = [{ nome: 'SQLite', db: arquivo, processos: 1 }];
  if (postgres !== undefined) alvos.push({ nome: 'PostgreSQL', db: postgres, processos: 1 }, { nome: 'PostgreSQL ×2', db: postgres, processos: 2 });
  console.log(`medindo ${segundos} s por cenário (SQLite ${arquivo}${postgres === undefined ? '' : `; PostgreSQL ${urlSemSenha(postgres)}`})`);
  const medidas: Medidas[] = [];
  // One target at a time: two servers at once would share the CPUs and blur both figures.
  for (const alvo of alvos) medidas.push(await medir(alvo, cenarios));

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const linhas: [string, (m: Medidas) => string, string][] = [
    ['padrão p50 (1 conexão)', (m) => ms(m.padrao.p50), ''],
    ['padrão p95 (1 conexão)', (m) => ms(m.padrao.p95), ''],
    ['padrão p99 (1 conexão)', (m) => ms(m.padrao.p99), 'PostgreSQL ≤ 15 ms'],
    ['padrão req/s (32 conexões)', (m) => `${Math.round(m.padraoCarga.reqPorSegundo)}${m.padraoCarga.erros > 0 ? ` (${m.padraoCarga.erros} erros)` : ''}`, '≥ 1000 com 2 instâncias'],
    ['padrão p99 (32 conexões)', (m) => `${m.padraoCarga.p99} ms`, ''],
    ['90 dias p99 (1 conexão)', (m) => ms(m.noventa.p99), 'PostgreSQL ≤ 60 ms'],
  ];
  const cabecalho = ['cenário', ...alvos.map((a) => a.nome), 'meta'];
  const tabela = [cabecalho, ...linhas.map(([nome, valor, meta]) => [nome, ...medidas.map(valor), meta])];
  const larguras = cabecalho.map((_, i) => Math.max(...tabela.map((l) => (l[i] ?? '').length)));
  console.log('');
  for (const l of tabela) console.log(l.map((c, i) => (i === 0 || i === l.length - 1 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join('  ').trimEnd());
  const [, pg1, pg2] = medidas;
  if (pg1 !== undefined && pg2 !== undefined) {
    console.log(`\nreq/s PostgreSQL ×2 ÷ ×1 (padrão, 32 conexões): ${(pg2.padraoCarga.reqPorSegundo / pg1.padraoCarga.reqPorSegundo).toFixed(2)}`);
  }
  console.log(`amostras a 1 conexão (padrão / 90 dias): ${medidas.map((m, i) => `${alvos[i]?.nome ?? '?'} ${m.padrao.n} / ${m.noventa.n}`).join('; ')}`);
  console.log(`${sqliteDado === undefined ? `${pedidos} pedidos semeados` : 'bancos dados'}; ${maquina()}`);
  // The load generator runs on the same machine as the server(s): on few cores it takes its share.
  console.log('gerador de carga na mesma máquina que o(s) servidor(es): com poucos núcleos, ele disputa a CPU com eles.');
} finally {
  if (descartavel !== undefined) {
    await administrar(URL_ADMIN, `DROP DATABASE IF EXISTS ${descartavel} WITH (FORCE)`).catch((erro: unknown) => {
      console.error(`não consegui apagar o banco ${descartavel}: ${erro instanceof Error ? erro.message : String(erro)}`);
    });
  }
  rmSync(dir, { recursive: true, force: true });
}
