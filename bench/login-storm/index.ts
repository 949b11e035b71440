import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { percentis, type Percentis } from '../api-orders/medir';

/**
 * The order list's latency while wrong sign-ins arrive at 20 per second from many addresses (each
 * one a full OWASP scrypt hash). Unbounded, the hashes fill libuv's thread pool, which compression
 * also uses, and an unrelated list takes seconds. Prints p50/p99 of the
 * list alone and during the storm, and what the storm's sign-ins got. Never fails on time.
 *
 *   npm run bench -- --orders 20000 --seconds 20 [--raiz /tmp/versao-antiga]
 */
const { values } = parseArgs({
  strict: false,
  options: {
    orders: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    'logins-por-segundo': { type: 'string', default: '20' },
    raiz: { type: 'string', default: '.' },
  },
});
const pedidos = Number(values.orders);
const segundos = Number(values.seconds);
const porSegundo = Number(values['logins-por-segundo']);
const raiz = String(values.raiz);
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-bench-login-'));
const arquivo = join(dir, 'bench.db');
const ms = (n: number) => n.toFixed(1);

/** A list that takes longer than this is counted as this long (the figure then reads "≥"). */
const LIMITE_MS = 30_000;
let estourou = false;

function umaVez(agente: Agent, url: string, headers: Record<string, string>, corpo: string): Promise<number> {
  return new Promise((ok, falha) => {
    const u = new URL(url);
    const inicio = performance.now();
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'PUT', headers, agent: agente, timeout: LIMITE_MS }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? ok(performance.now() - inicio) : falha(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('timeout', () => {
      estourou = true;
      req.destroy();
      ok(LIMITE_MS);
    });
    req.on('error', (e) => (estourou ? undefined : falha(e)));
    req.end(corpo);
  });
}

/** The panel's default list, one request after the other on one connection, for `s` seconds. */
async function medirLista(url: string, cookie: string, s: number): Promise<Percentis> {
  const agora = new Date();
  const corpo = JSON.stringify({
    page: 1, limit: 10, id_pessoa: [1, 2, 3, 4], data_from_pedido: ontemBR(agora), data_to_pedido: hojeBR(agora),
    status_pedido: Object.values(STATUS).map((x) => x.id), forma_pagto: Object.values(FORMAS_PAGTO).map((f) => f.id),
  });
  // Compressed like a browser asks for it: compression shares the thread pool with scrypt.
  const headers = { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1', 'accept-encoding': 'br, gzip' };
  const agente = new Agent({ keepAlive: true, maxSockets: 1 });
  estourou = false;
  for (let i = 0; i < 100; i++) await umaVez(agente, `${url}/v2/vendas/lista-pedidos`, headers, corpo);
  const amostras: number[] = [];
  const fim = performance.now() + s * 1000;
  while (performance.now() < fim) amostras.push(await umaVez(agente, `${url}/v2/vendas/lista-pedidos`, headers, corpo));
  agente.destroy();
  if (estourou) console.log(`  (alguma lista passou de ${LIMITE_MS / 1000} s: contada como ${LIMITE_MS / 1000} s, os percentis são mínimos)`);
  return percentis(amostras);
}

/** Open loop: a wrong sign-in every 1000/porSegundo ms, never waiting for answers; counts the statuses. */
function tempestade(url: string, porSegundoAlvo: number): { parar: () => Promise<Record<string, number>> } {
  const codigos: Record<string, number> = {};
  const pendentes = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    n++;
    const ip = `198.51.${Math.floor(n / 250) % 250}.${n % 250}`;
    const p = fetch(`${url}/v1/login_erp/logar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-version': '1.0.1', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: `atacante${n}@exemplo.com`, senha: 'chute-errado' }),
      signal: AbortSignal.timeout(60_000),
    }).then(
      (r) => void (codigos[r.status] = (codigos[r.status] ?? 0) + 1),
      () => void (codigos.erro = (codigos.erro ?? 0) + 1),
    );
    pendentes.add(p);
    void p.finally(() => pendentes.delete(p));
  }, 1000 / porSegundoAlvo);
  return {
    async parar() {
      clearInterval(timer);
      const esperando = pendentes.size;
      codigos['sem resposta ao fim'] = esperando;
      return codigos;
    },
  };
}

try {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', '--orders', String(pedidos)], {
    env: { ...process.env, DATABASE_URL: `sqlite:${arquivo}`, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error('o seed falhou');
  console.log(`${seed.stdout.split('\n')[0]}; ${cpus().length} CPUs, ${cpus()[0]?.model ?? '?'}, Node ${process.version}; servidor de ${raiz}`);
  const servidor = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'servidor.ts'), arquivo, raiz], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  try {
    const [linha] = (await once(createInterface({ input: servidor.stdout }), 'line')) as [string];
    const { url } = JSON.parse(linha) as { url: string };
    const login = await fetch(`${url}/v1/login_erp/logar`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-client-version': '1.0.1' },
      body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'retaguarda' }),
    });
    if (login.status !== 200) throw new Error(`login do bench: HTTP ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const calma = await medirLista(url, cookie, Math.min(segundos, 10));
    console.log(`lista de pedidos sem ataque: p50 ${ms(calma.p50)} ms, p95 ${ms(calma.p95)} ms, p99 ${ms(calma.p99)} ms (${calma.n} requisições)`);
    const t = tempestade(url, porSegundo);
    const sob = await medirLista(url, cookie, segundos);
    const codigos = await t.parar();
    console.log(`lista de pedidos com ${porSegundo} logins errados/s: p50 ${ms(sob.p50)} ms, p95 ${ms(sob.p95)} ms, p99 ${ms(sob.p99)} ms (${sob.n} requisições)`);
    console.log(`respostas dos logins do ataque: ${JSON.stringify(codigos)}`);
  } finally {
    servidor.kill('SIGTERM');
    await once(servidor, 'exit');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
