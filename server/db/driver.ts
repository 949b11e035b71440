import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { ErroHttp } from '../http/erros';

/** 503 when another process kept the database's write lock past every retry. */
export const MENSAGEM_BANCO_OCUPADO = 'O banco está ocupado; tente de novo em instantes';

export class BancoOcupado extends ErroHttp {
  constructor() {
    super(503, MENSAGEM_BANCO_OCUPADO, { 'retry-after': '1' });
    this.name = 'BancoOcupado';
  }
}

export interface Retentativas {
  /** Pauses between attempts, in ms; their count is the number of retries. */
  pausas: readonly number[];
  /** How to wait (tests pass one they control). */
  esperar: (ms: number) => Promise<void>;
}

export const RETENTATIVAS_PADRAO: Retentativas = {
  pausas: [5, 10, 20, 40, 80, 160, 320],
  esperar: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const MAX_STATEMENTS = 500;
/**
 * Texts that change with a list's length are never cached: `in (?, ?, …)`, and a multi-row
 * `VALUES (?, …), (?, …)` (server/db/insercao-em-lote.ts, whose last lot's size varies per file).
 */
const TEXTO_COM_LISTA = /\bin\s*\(\s*\?|\)\s*,\s*\(\s*\?/i;

function ocupado(erro: unknown): boolean {
  const codigo = (erro as { code?: unknown } | null)?.code;
  return typeof codigo === 'string' && (codigo === 'SQLITE_BUSY' || codigo.startsWith('SQLITE_BUSY_') || codigo === 'SQLITE_LOCKED');
}

/** SQLite has one connection here: whoever holds this runs queries on it. */
class Mutex {
  #fila: Promise<void> | undefined;
  #liberar: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#fila) await this.#fila;
    this.#fila = new Promise((resolve) => (this.#liberar = resolve));
  }

  unlock(): void {
    const liberar = this.#liberar;
    this.#fila = undefined;
    this.#liberar = undefined;
    liberar?.();
  }
}

/**
 * Kysely's SQLite driver, changed where a web server needs it:
 * - transactions begin IMMEDIATE (every one here reads then writes; a deferred one would fail
 *   with SQLITE_BUSY when another process wrote in between);
 * - busy_timeout is short, because better-sqlite3 waits for a lock synchronously and freezes the
 *   event loop meanwhile; a write that finds the lock taken (BEGIN, or a lone statement) waits
 *   asynchronously with backoff, releasing the connection so this process's other requests run,
 *   and after the last retry answers 503 rather than hold the process;
 * - prepared statements are cached by SQL text, except texts with an IN list of parameters or
 *   several VALUES rows (one per length: the cache would grow with whatever lengths requests send).
 */
export class DriverSqlite implements Driver {
  readonly #mutex = new Mutex();
  readonly #cache = new Map<string, BetterSqlite3.Statement>();
  #emTransacao = false;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly retentativas: Retentativas,
  ) {}

  async init(): Promise<void> {}

  /** How many prepared statements are kept (tests check it stays bounded). */
  get statementsEmCache(): number {
    return this.#cache.size;
  }

  #preparar(sql: string): BetterSqlite3.Statement {
    const emCache = this.#cache.get(sql);
    if (emCache) return emCache;
    const stmt = this.sqlite.prepare(sql);
    if (TEXTO_COM_LISTA.test(sql)) return stmt;
    if (this.#cache.size >= MAX_STATEMENTS) this.#cache.delete(this.#cache.keys().next().value ?? '');
    this.#cache.set(sql, stmt);
    return stmt;
  }

  #executar(q: CompiledQuery): QueryResult<unknown> {
    const stmt = this.#preparar(q.sql);
    const parametros = q.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(parametros) };
    const { changes, lastInsertRowid } = stmt.run(parametros);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /** Runs `fn`; on a busy lock, lets go of the connection, waits, takes it back and tries again. */
  async #comRetentativas<T>(fn: () => T): Promise<T> {
    for (let tentativa = 0; ; tentativa++) {
      try {
        return fn();
      } catch (erro) {
        if (!ocupado(erro)) throw erro;
        const pausa = this.retentativas.pausas[tentativa];
        if (pausa === undefined) throw new BancoOcupado();
        this.#mutex.unlock();
        try {
          await this.retentativas.esperar(pausa);
        } finally {
          await this.#mutex.lock();
        }
      }
    }
  }

  async *#linhas<R>(q: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.#preparar(q.sql).iterate(q.parameters as unknown[])) yield { rows: [row as R] };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return {
      executeQuery: <R>(q: CompiledQuery): Promise<QueryResult<R>> =>
        // Inside a transaction the write lock is already ours (BEGIN IMMEDIATE).
        this.#emTransacao ? Promise.resolve(this.#executar(q) as QueryResult<R>) : this.#comRetentativas(() => this.#executar(q) as QueryResult<R>),
      streamQuery: <R>(q: CompiledQuery) => this.#linhas<R>(q),
    };
  }

  async beginTransaction(): Promise<void> {
    await this.#comRetentativas(() => this.sqlite.exec('begin immediate'));
    this.#emTransacao = true;
  }

  async commitTransaction(): Promise<void> {
    this.sqlite.exec('commit');
    this.#emTransacao = false;
  }

  async rollbackTransaction(): Promise<void> {
    this.#emTransacao = false;
    if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}
