/**
 * How a module's routes reach group 1's data, kept in a file of the module's own
 * (tests/server/matriz/escopos/<modulo>.ts) rather than in a list of the matrix: the matrix reads
 * every file of the folder. A file default-exports a probe: given the app, group 1's admin and a
 * user of another group holding every key, it prepares what it needs and says, per route, what to
 * call and what must come back.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDaMatriz, EntradaEscopo } from './varredura';

export interface ContextoDaSonda {
  /** Group 1's admin (every key), to create the records the calls aim at. */
  admin: string;
}

export type SondaDeEscopo = (m: AppDaMatriz, contexto: ContextoDaSonda) => Promise<Record<string, EntradaEscopo>>;

export const PASTA_ESCOPOS = join(dirname(fileURLToPath(import.meta.url)), 'escopos');

const ehSonda = (valor: unknown): valor is SondaDeEscopo => typeof valor === 'function';

/** Every probe of `pasta`, run and merged; a route claimed by two files is a mistake, named. */
export async function escoposDosModulos(m: AppDaMatriz, contexto: ContextoDaSonda, pasta: string = PASTA_ESCOPOS): Promise<Record<string, EntradaEscopo>> {
  const entradas: Record<string, EntradaEscopo> = {};
  for (const arquivo of readdirSync(pasta).filter((n) => n.endsWith('.ts')).sort()) {
    const { default: sonda }: { default?: unknown } = await import(join(pasta, arquivo));
    if (!ehSonda(sonda)) throw new Error(`${arquivo}: a sonda de escopo não é o export default`);
    for (const [rota, entrada] of Object.entries(await sonda(m, contexto))) {
      if (rota in entradas) throw new Error(`${arquivo}: ${rota} já tem sonda em outro arquivo`);
      entradas[rota] = entrada;
    }
  }
  return entradas;
}
