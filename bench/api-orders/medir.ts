import { request, Agent } from 'node:http';
import autocannon from 'autocannon';

export interface Requisicao {
  url: string;
  method: 'PUT' | 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface Percentis {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentis(amostras: number[]): Percentis {
  const s = [...amostras].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, p50: p(0.5), p95: p(0.95), p99: p(0.99) };
}

function umaVez(agente: Agent, r: Requisicao): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(r.url);
    const inicio = performance.now();
    const req = request({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: r.method, headers: r.headers, agent: agente }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - inicio) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/** One connection, one request after the other, for `segundos`: exact percentiles in ms. */
export async function latenciaSequencial(r: Requisicao, segundos: number): Promise<Percentis> {
  const agente = new Agent({ keepAlive: true, maxSockets: 1 });
  // Warm-up: JIT, statement cache and SQLite page cache.
  for (let i = 0; i < 500; i++) await umaVez(agente, r);
  const amostras: number[] = [];
  const fim = performance.now() + segundos * 1000;
  while (performance.now() < fim) amostras.push(await umaVez(agente, r));
  agente.destroy();
  return percentis(amostras);
}

export interface Carga {
  reqPorSegundo: number;
  p99: number;
  erros: number;
}

/** autocannon with `conexoes` concurrent connections for `segundos`. */
export async function carga(r: Requisicao, conexoes: number, segundos: number): Promise<Carga> {
  const res = await autocannon({ url: r.url, method: r.method, headers: r.headers, body: r.body, connections: conexoes, duration: segundos });
  return { reqPorSegundo: res.requests.average, p99: res.latency.p99, erros: res.errors + res.non2xx };
}

/** Runs a synchronous function for `segundos` and gives its per-call percentiles in ms. */
export function tempoDireto(fn: () => void, segundos: number): Percentis {
  for (let i = 0; i < 20; i++) fn();
  const amostras: number[] = [];
  const fim = performance.now() + segundos * 1000;
  while (performance.now() < fim) {
    const inicio = performance.now();
    fn();
    amostras.push(performance.now() - inicio);
  }
  return percentis(amostras);
}
