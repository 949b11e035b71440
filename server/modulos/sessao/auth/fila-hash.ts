import { availableParallelism } from 'node:os';

/**
 * A cap on password hashes running at once. scrypt runs on libuv's thread pool (4 threads by
 * default), which compression and file reads share: a login storm that filled it made an unrelated
 * order list wait for seconds. With at most `simultaneos` hashes running, the other threads stay
 * free; at OWASP cost it also bounds memory (128 MiB per hash). Callers beyond the queue are
 * refused at once (503) rather than piling up.
 */
export class FilaCheia extends Error {
  constructor() {
    super('fila de hashes de senha cheia');
    this.name = 'FilaCheia';
  }
}

export interface OpcoesFilaHash {
  /**
   * Hashes running at once. Default: half the CPUs, 1 or 2 (never more than half of libuv's
   * 4 threads; on 2 cores one hash already takes a whole core from the event loop).
   */
  simultaneos?: number;
  /** Callers waiting for a turn; one more is refused with FilaCheia (default 8). */
  espera?: number;
}

export class FilaHash {
  readonly simultaneos: number;
  readonly espera: number;
  private emCurso = 0;
  private readonly aguardando: (() => void)[] = [];

  constructor(opcoes: OpcoesFilaHash = {}) {
    this.simultaneos = Math.max(1, opcoes.simultaneos ?? Math.min(2, Math.floor(availableParallelism() / 2)));
    this.espera = Math.max(0, opcoes.espera ?? 8);
  }

  /** Hashes running plus waiting. */
  get ocupacao(): number {
    return this.emCurso + this.aguardando.length;
  }

  /** Runs `tarefa` when a slot is free; throws FilaCheia (synchronously checked) when the queue is full. */
  async executar<T>(tarefa: () => Promise<T>): Promise<T> {
    if (this.emCurso >= this.simultaneos) {
      if (this.aguardando.length >= this.espera) throw new FilaCheia();
      // The slot is handed over by liberar(): emCurso is not decremented in between.
      await new Promise<void>((resolve) => this.aguardando.push(resolve));
    } else {
      this.emCurso++;
    }
    try {
      return await tarefa();
    } finally {
      this.liberar();
    }
  }

  private liberar(): void {
    const proximo = this.aguardando.shift();
    if (proximo) proximo();
    else this.emCurso--;
  }
}

/** The process-wide queue: every password hash of the server goes through it. */
export const filaHashPadrao = new FilaHash();
