/**
 * A worker in a process of its own, for the tests that kill or stop one (kill9, encerramento);
 * the spawn helper below is what they import. The child opens the test database by URL, runs
 * with a clock fixed at PROCESSO_AGORA (so the lease it takes is known) and tells the test what
 * happens by lines on stdout: `iniciou <chave>` when a handler starts, `parando` on SIGTERM,
 * `parou` when the worker has stopped.
 *
 * PROCESSO_MODO=kill9: one pass; its handler applies its effect, says so and never ends.
 * PROCESSO_MODO=laco: the loop of server/worker.ts; on SIGTERM the clock moves PASSO_APOS_SIGTERM_MS on
 * (a job due then would be claimed by a worker still claiming) and `parar(PROCESSO_GRACE_MS)` runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { OpcoesModulo } from '../../../server/contexto';
import { openDatabase } from '../../../server/db';
import type { DB } from '../../../server/db/schema';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { defineTarefa, type ContextoTarefa } from '../../../server/tarefas/definir';
import { Trabalhador } from '../../../server/tarefas/trabalhador';

export const TIPO_KILL9 = 'teste.processo_kill9';
export const TIPO_ENCERRAMENTO = 'teste.processo_encerramento';
/** Long enough that no renewal or expiry happens while a test runs. */
export const LEASE_MS = 600_000;
export const PASSO_APOS_SIGTERM_MS = 120_000;

/** `rapida` ends when SIGTERM arrives (a job finishing within the grace); `presa` ends only when aborted. */
export const PayloadEncerramento = z.object({ modo: z.enum(['rapida', 'presa']) });

/** The throwaway tables of the idempotent effect: one row per key applied, one per run. */
export async function criarTabelasDoEfeito(db: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE teste_efeitos (chave TEXT PRIMARY KEY)`.execute(db);
  await sql`CREATE TABLE teste_execucoes (chave TEXT NOT NULL, tentativa INTEGER NOT NULL)`.execute(db);
}

/** The handler's effect, written under the job's key: a run again adds a run, not an effect. */
export async function aplicarEfeito(t: ContextoTarefa): Promise<void> {
  await sql`INSERT INTO teste_execucoes (chave, tentativa) VALUES (${t.chave}, ${t.tentativa})`.execute(t.db);
  await sql`INSERT INTO teste_efeitos (chave) VALUES (${t.chave}) ON CONFLICT (chave) DO NOTHING`.execute(t.db);
}

const dizer = (linha: string): void => void process.stdout.write(`${linha}\n`);
const nuncaTermina = (): Promise<never> => new Promise(() => void setInterval(() => undefined, 1 << 30));

function abortada(sinal: AbortSignal): Promise<never> {
  return new Promise((_, rejeitar) => sinal.addEventListener('abort', () => rejeitar(new Error('abortada')), { once: true }));
}

async function principal(): Promise<void> {
  const { PROCESSO_MODO: modo, PROCESSO_URL: url, PROCESSO_AGORA: agoraTexto, PROCESSO_GRACE_MS: graceTexto } = process.env;
  if (!url || !agoraTexto) throw new Error('PROCESSO_URL e PROCESSO_AGORA são obrigatórios');
  const banco = openDatabase(url, { pool: 2 });
  let agora = Number(agoraTexto);
  const log = { info: () => undefined, warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
  const sigterm = new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  const tarefas = prepararTarefas([
    defineTarefa({
      tipo: TIPO_KILL9, descricao: 'efeito e depois espera para sempre', payload: z.object({}), leaseMs: LEASE_MS,
      executar: async (_, t) => {
        await aplicarEfeito(t);
        dizer(`iniciou ${t.chave}`);
        await nuncaTermina();
      },
    }),
    defineTarefa({
      tipo: TIPO_ENCERRAMENTO, descricao: 'termina no SIGTERM ou só quando abortada', payload: PayloadEncerramento, leaseMs: LEASE_MS, concorrencia: 4,
      executar: async (p, t) => {
        dizer(`iniciou ${t.chave}`);
        await Promise.race([p.modo === 'rapida' ? sigterm : nuncaTermina(), abortada(t.sinal)]);
      },
    }),
  ]);
  const w = new Trabalhador({ banco, tarefas, modulo: {} as OpcoesModulo, agora: () => new Date(agora), log, dono: `filho:${process.pid}` });
  if (modo === 'kill9') {
    await w.ciclo();
    return;
  }
  if (modo !== 'laco') throw new Error(`PROCESSO_MODO desconhecido: ${modo}`);
  w.iniciar();
  dizer('pronto');
  await sigterm;
  agora += PASSO_APOS_SIGTERM_MS;
  dizer('parando');
  await w.parar(Number(graceTexto ?? '200'));
  await banco.close();
  dizer('parou');
  process.exit(0);
}

export interface Filho {
  processo: ChildProcess;
  /** Resolves with the first line of stdout that `aceita`; rejects if the process ends before. */
  linha(aceita: (linha: string) => boolean): Promise<string>;
  /** Exit code and signal, once its output is read to the end. */
  fim: Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>;
}

const RAIZ = fileURLToPath(new URL('../../../', import.meta.url));

/** Starts `arquivo` (relative to the repository) with tsx, as `npm run worker` does, and reads its stdout by lines. */
export function iniciarFilho(arquivo: string, env: Record<string, string>): Filho {
  const processo = spawn(process.execPath, ['--import', 'tsx', arquivo], { cwd: RAIZ, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lidas: string[] = [];
  const esperando = new Set<{ aceita: (l: string) => boolean; resolve: (l: string) => void }>();
  let erros = '';
  processo.stderr?.on('data', (b: Buffer) => void (erros += b.toString()));
  createInterface({ input: processo.stdout! }).on('line', (l) => {
    lidas.push(l);
    for (const e of esperando) {
      if (!e.aceita(l)) continue;
      esperando.delete(e);
      e.resolve(l);
    }
  });
  const fim = new Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>((resolve) => processo.once('close', (codigo, sinal) => resolve({ codigo, sinal })));
  return {
    processo,
    fim,
    linha(aceita) {
      const ja = lidas.find(aceita);
      if (ja !== undefined) return Promise.resolve(ja);
      return new Promise((resolve, rejeitar) => {
        esperando.add({ aceita, resolve });
        void fim.then(({ codigo, sinal }) => rejeitar(new Error(`o processo terminou (${codigo ?? sinal}) antes da linha esperada; stdout:\n${lidas.join('\n')}\nstderr:\n${erros}`)));
      });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  principal().catch((erro: unknown) => {
    console.error(erro);
    process.exit(1);
  });
}
