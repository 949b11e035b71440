import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { CLIENT_VERSION } from '@retaguarda/contrato/api/versao';

/** A server the bench started; `close` stops it and removes what it created. */
export interface Servido {
  url: string;
  close(): Promise<void>;
}

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A tiny static server (node:http) for a built single-page app: files from `dir`, index.html
 * for anything else. No compression, like the panel's server: the bench computes gzip sizes.
 */
export async function servirEstatico(dir: string): Promise<Servido> {
  const raiz = resolve(dir);
  const server = createServer((req, res) => {
    const caminho = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let arquivo = normalize(join(raiz, caminho));
    if (!arquivo.startsWith(raiz + sep) || !existsSync(arquivo) || statSync(arquivo).isDirectory()) arquivo = join(raiz, 'index.html');
    const corpo = readFileSync(arquivo);
    res.writeHead(200, {
      'content-type': TIPOS[extname(arquivo)] ?? 'application/octet-stream',
      'content-length': corpo.length,
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : corpo);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export interface PainelOpcoes {
  /** Orders to seed (ignored with `dbPath`). */
  orders: number;
  /** The built panel (default dist/). */
  staticDir?: string;
  /** An existing, migrated and seeded SQLite file to use instead of seeding a temporary one. */
  dbPath?: string;
  /** Progress messages. */
  log?: (msg: string) => void;
  /** Runs on the database file once it is migrated and seeded, before the server opens (a bench growing a register). */
  aoSemear?: (arquivo: string) => Promise<unknown>;
}

export interface Painel extends Servido {
  seedMs: number | null;
  orders: number | null;
}

/**
 * Synchronous clean-ups to run when the process is stopped from outside (SIGTERM, SIGINT):
 * temporary directories (a seeded million-order database is hundreds of MB), Lighthouse's
 * Chromium. Each registration returns a function that runs it now and forgets it.
 */
const limpezas = new Set<() => void>();
let sinaisInstalados = false;
export function aoInterromper(limpeza: () => void): () => void {
  limpezas.add(limpeza);
  if (!sinaisInstalados) {
    sinaisInstalados = true;
    for (const sinal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(sinal, () => {
        for (const l of limpezas) l();
        process.exit(sinal === 'SIGINT' ? 130 : 143);
      });
    }
  }
  return () => {
    if (limpezas.delete(limpeza)) limpeza();
  };
}

/** Removes `dir` now (the returned function) or on SIGTERM/SIGINT, whichever comes first. */
export function removerAoSair(dir: string): () => void {
  return aoInterromper(() => rmSync(dir, { recursive: true, force: true }));
}

/**
 * The real server (server/app.ts `buildApp`) serving the built panel and the API on 127.0.0.1,
 * over a temporary SQLite database migrated and seeded with the demo data set (cheap password
 * hashing: the bench measures pages, not logins). The demo users sign in with
 * admin@retaguarda.dev / retaguarda.
 */
export async function iniciarPainel(opcoes: PainelOpcoes): Promise<Painel> {
  // Imported here so that helpers which only need the static server do not load the server code.
  const { buildApp } = await import('../../server/app');
  const { migrate, openDatabase, seedDemo } = await import('../../server/db');
  const { SCRYPT_TESTES } = await import('../../server/modulos/sessao/auth/password');
  const log = opcoes.log ?? (() => {});

  const dir = opcoes.dbPath ? null : mkdtempSync(join(tmpdir(), 'retaguarda-bench-navegador-'));
  const removerDir = dir ? removerAoSair(dir) : () => {};
  const arquivo = opcoes.dbPath ?? join(dir as string, 'bench.db');
  const db = openDatabase(`sqlite:${arquivo}`);
  let seedMs: number | null = null;
  let orders: number | null = null;
  try {
    await migrate(db);
    if (!opcoes.dbPath) {
      log(`semeando ${opcoes.orders.toLocaleString('pt-BR')} pedidos em ${arquivo}...`);
      const r = await seedDemo(db, { orders: opcoes.orders, scrypt: SCRYPT_TESTES });
      seedMs = r.ms;
      orders = r.orders;
      log(`seed: ${r.orders.toLocaleString('pt-BR')} pedidos em ${(r.ms / 1000).toFixed(1)} s`);
    }
    await opcoes.aoSemear?.(arquivo);
  } catch (erro) {
    await db.close();
    removerDir();
    throw erro;
  }
  const app = await buildApp({ db, staticDir: opcoes.staticDir ?? 'dist', cookieSecure: false, logger: false, scrypt: SCRYPT_TESTES });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: url.replace('localhost', '127.0.0.1'),
    seedMs,
    orders,
    async close() {
      await app.close();
      await db.close();
      removerDir();
    },
  };
}

export const CREDENCIAIS = { email: 'admin@retaguarda.dev', senha: 'retaguarda' } as const;
export { CLIENT_VERSION };

/** Signs in through the API; returns the Cookie header value and the response body. */
export async function loginApi(url: string): Promise<{ cookie: string; corpo: unknown }> {
  const r = await fetch(`${url}/v1/login_erp/logar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-version': CLIENT_VERSION },
    body: JSON.stringify(CREDENCIAIS),
    signal: AbortSignal.timeout(30_000),
  });
  if (!r.ok) throw new Error(`login: HTTP ${r.status} ${await r.text()}`);
  const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, corpo: await r.json() };
}

const COMPRIMIVEL = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * A reverse proxy on 127.0.0.1 that gzips (level 6) text responses of `destino` for clients that
 * accept it: the "what if the server compressed" scenario (--gzip). Everything else (methods,
 * headers, cookies, status) passes through unchanged.
 */
export async function proxyGzip(destino: string): Promise<Servido> {
  const { request } = await import('node:http');
  const { createGzip } = await import('node:zlib');
  const alvo = new URL(destino);
  const server = createServer((req, res) => {
    const saida = request(
      { host: alvo.hostname, port: alvo.port, method: req.method, path: req.url, headers: { ...req.headers, host: alvo.host, 'accept-encoding': 'identity' } },
      (resp) => {
        const tipo = String(resp.headers['content-type'] ?? '');
        const aceita = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!aceita || !COMPRIMIVEL.test(tipo) || resp.headers['content-encoding'] || req.method === 'HEAD' || resp.statusCode === 204 || resp.statusCode === 304) {
          res.writeHead(resp.statusCode ?? 502, resp.headers);
          resp.pipe(res);
          return;
        }
        const cabecalhos = { ...resp.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
        delete cabecalhos['content-length'];
        res.writeHead(resp.statusCode ?? 502, cabecalhos);
        resp.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    saida.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(saida);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
