/** What the queue's and outbox's tests share: a quiet log, a worker on a given clock, a gate. */
import type { Banco } from '../../../server/db';
import type { OpcoesModulo } from '../../../server/contexto';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import type { DeclaracaoTarefa } from '../../../server/tarefas/definir';
import { Trabalhador } from '../../../server/tarefas/trabalhador';

export const silencioso = { info: () => {}, warn: () => {}, error: () => {} };

/** A worker driven by the test: its clock, its name, the backoff's draw fixed at the middle. */
export function trabalhadorEm(banco: Banco, tarefas: DeclaracaoTarefa[], agora: () => Date, dono: string): Trabalhador {
  return new Trabalhador({ banco, tarefas: prepararTarefas(tarefas), modulo: {} as OpcoesModulo, agora, log: silencioso, dono, aleatorio: () => 0.5 });
}

export interface Portao {
  promessa: Promise<void>;
  abrir(): void;
}

/** A promise the test resolves: a handler waits on it, so the test decides when the run ends. */
export function portao(): Portao {
  let abrir: () => void = () => {};
  const promessa = new Promise<void>((resolve) => (abrir = resolve));
  return { promessa, abrir };
}

/** Values handed over one at a time: `proxima()` resolves with the next one handed over, however early it was asked. */
export class Caixa<T> {
  readonly #prontos: T[] = [];
  readonly #esperando: ((v: T) => void)[] = [];

  entregar(v: T): void {
    const quem = this.#esperando.shift();
    if (quem) quem(v);
    else this.#prontos.push(v);
  }

  proxima(): Promise<T> {
    const v = this.#prontos.shift();
    if (v !== undefined) return Promise.resolve(v);
    return new Promise((resolve) => this.#esperando.push(resolve));
  }
}

/** A few turns of the event loop: lets I/O already under way settle, with no timer. */
export async function voltas(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A small seeded generator, so a run's interleaving can be replayed from its seed. */
export function semente(s: number): () => number {
  let x = s >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x1_0000_0000;
  };
}
