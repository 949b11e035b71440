/**
 * A unique index's refusal, on either database: SQLite's constraint codes or PostgreSQL's 23505.
 * With `indice`, only that index's (SQLite names it in the message, PostgreSQL in `constraint`).
 */
export function violouUnicidade(erro: unknown, indice?: string): boolean {
  const e = erro as { code?: unknown; message?: unknown; constraint?: unknown } | null;
  const codigo = e?.code;
  if (codigo !== 'SQLITE_CONSTRAINT_UNIQUE' && codigo !== 'SQLITE_CONSTRAINT_PRIMARYKEY' && codigo !== '23505') return false;
  return indice === undefined || `${String(e?.message ?? '')} ${String(e?.constraint ?? '')}`.includes(indice);
}
