/** A unique index's refusal, on either database: SQLite's constraint codes or PostgreSQL's 23505. */
export function violouUnicidade(erro: unknown): boolean {
  const codigo = (erro as { code?: unknown } | null)?.code;
  return codigo === 'SQLITE_CONSTRAINT_UNIQUE' || codigo === 'SQLITE_CONSTRAINT_PRIMARYKEY' || codigo === '23505';
}
