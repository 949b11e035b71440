import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The Excel writers' threads (xlsx-worker.ts), started once and reused: starting one costs
 * seconds on a busy machine (tsx's loader, exceljs). At most MAX_GERADORES run at once, so the
 * exports never take every core from the server's event loop; a further export waits its turn.
 */
const MAX_GERADORES = 2;
const livres: Worker[] = [];
const fila: ((w: Worker) => void)[] = [];
let ativos = 0;

/**
 * The thread's file, from this module's path. Not `new URL('./xlsx-worker.ts', import.meta.url)`:
 * Vite rewrites that pattern into an address on the page when the server code runs in the
 * panel's browser-like tests, and a thread cannot load it.
 */
const ARQUIVO_DO_GERADOR = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'xlsx-worker.ts')).href;

/** The server runs TypeScript through tsx, so the thread registers tsx's loader before its file. */
function iniciar(): Worker {
  const alvo = ARQUIVO_DO_GERADOR;
  const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(alvo)}); });`, { eval: true });
  // An idle writer never keeps the process alive.
  w.unref();
  return w;
}

/**
 * A writer for one export; give it back with devolverGerador (or descartarGerador after a
 * failure). Whoever listens to it removes exactly its own listeners: removeAllListeners would
 * also drop the ones Node uses to start the message port, and no message would arrive again.
 */
export async function obterGerador(): Promise<Worker> {
  let w = livres.pop();
  if (!w && ativos < MAX_GERADORES) {
    ativos++;
    w = iniciar();
  }
  w ??= await new Promise<Worker>((resolve) => fila.push(resolve));
  // While it writes, its messages are what the export waits for: they keep the process alive.
  w.ref();
  return w;
}

/** Back to the pool, clean: the export ended normally. */
export function devolverGerador(w: Worker): void {
  w.unref();
  const proximo = fila.shift();
  if (proximo) proximo(w);
  else livres.push(w);
}

/** Ends a writer whose export broke off, and lets a waiting export start a new one. */
export function descartarGerador(w: Worker): void {
  void w.terminate();
  ativos--;
  const proximo = fila.shift();
  if (proximo) {
    ativos++;
    proximo(iniciar());
  }
}

/** Starts the writers ahead of the first export (the server at start; tests in beforeAll). */
export async function aquecerGeradores(): Promise<void> {
  const w = await obterGerador();
  let falhou: ((e: Error) => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    falhou = reject;
    w.once('message', () => resolve());
    w.once('error', reject);
    w.postMessage({ tipo: 'ping' });
  });
  if (falhou) w.off('error', falhou);
  devolverGerador(w);
}
