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
}
