import type BetterSqlite3 from 'better-sqlite3';

/**
 * Lower case without accents: 'Álvaro' and 'alvaro' share one key, so the order list sorts
 * clients as a Brazilian reader expects (Á beside A, not after Z). Pure JavaScript, so the same
 * key comes out on every machine whatever its ICU.
 */
export function chaveTexto(valor: string): string {
  return valor.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * SQL functions the schema relies on (the triggers that keep orders.cliente_ordem): every
 * connection that writes must have them, so openDatabase registers them before anything runs.
 */
export function registrarFuncoes(sqlite: BetterSqlite3.Database): void {
  sqlite.function('chave_texto', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? chaveTexto(v) : null));
  sqlite.aggregate('resumo_grupos', resumoGrupos);
}

/** Count and total of one (status, payment method) group, as resumo_grupos answers it. */
export type GrupoResumo = [id_status: number, id_forma_pagto: number, quantidade: number, valor_total: number];

/**
 * `resumo_grupos(id_status, id_forma_pagto, valor_total)`: the order list's summary in one pass,
 * answered as JSON `[[status, payment, count, centavos], …]`. SQLite has no hash aggregation: its
 * GROUP BY sorts every row first, and a whole-history surname search matches tens of thousands
 * of orders in a few dozen groups: a map in the aggregate skips that sort (docs/benchmarks.md).
 * Centavos stay exact: doubles hold integers up to 2^53.
 */
const resumoGrupos = {
  start: (): Map<number, GrupoResumo> => new Map(),
  step(grupos: Map<number, GrupoResumo>, status: unknown, forma?: unknown, valor?: unknown): Map<number, GrupoResumo> {
    if (typeof status !== 'number' || typeof forma !== 'number' || typeof valor !== 'number') return grupos;
    // Catalogue ids are small integers: one number keys the pair.
    const chave = status * 65_536 + forma;
    const g = grupos.get(chave);
    if (g) {
      g[2] += 1;
      g[3] += valor;
    } else grupos.set(chave, [status, forma, 1, valor]);
    return grupos;
  },
  result: (grupos: Map<number, GrupoResumo>): string => JSON.stringify([...grupos.values()]),
};
