import { vi } from 'vitest';

export interface TemporizadorSegurado {
  /** How many timers of that delay were scheduled (and are held). */
  readonly agendados: number;
  /** Runs the held timers, as if their delay had just elapsed. */
  liberar(): void;
  /** Puts setTimeout back. */
  restaurar(): void;
}

/**
 * Holds every setTimeout of exactly `ms` until the test releases it, letting all other timers
 * run for real: a test can say "the minimum has not elapsed yet" and "now it has" without
 * depending on how fast a loaded machine renders in between (fake timers would also stall
 * react-query's and MSW's own timers).
 */
export function segurarTemporizador(ms: number): TemporizadorSegurado {
  const original = globalThis.setTimeout;
  const segurados: (() => void)[] = [];
  const espiao = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: (...args: unknown[]) => void, atraso?: number, ...args: unknown[]) => {
    if (atraso !== ms) return original(fn, atraso, ...args);
    segurados.push(() => fn(...args));
    // a handle of the right type; the callback waits for liberar()
    return original(() => undefined, 0);
  }) as typeof setTimeout);
  return {
    get agendados() {
      return segurados.length;
    },
    liberar() {
      for (const fn of segurados.splice(0)) fn();
    },
    restaurar() {
      espiao.mockRestore();
    },
  };
}
