import type { Banco } from './index';

/** Rows per INSERT on PostgreSQL: well under its 65,535 parameters for the widest table (18 columns). */
const LINHAS_POR_INSERT = 1000;

/**
 * Inserts many rows at once, for the demo seed: one prepared statement run per row inside one
 * transaction on SQLite (in-process, so a row costs microseconds), multi-row INSERTs on
 * PostgreSQL (each statement is a round trip). Table and column names come from the code,
 * never from a request.
 */
export async function inserirEmLote(db: Banco, tabela: string, colunas: readonly string[], linhas: readonly (readonly unknown[])[]): Promise<void> {
  if (linhas.length === 0) return;
  const lista = colunas.join(', ');
  if (db.tipo === 'sqlite') {
    const ins = db.sqlite.prepare(`INSERT INTO ${tabela} (${lista}) VALUES (${colunas.map(() => '?').join(', ')})`);
    db.sqlite.transaction(() => {
      for (const l of linhas) ins.run(l);
    })();
    return;
  }
  for (let i = 0; i < linhas.length; i += LINHAS_POR_INSERT) {
    const bloco = linhas.slice(i, i + LINHAS_POR_INSERT);
    const valores = bloco.map((_, r) => `(${colunas.map((__, c) => `$${r * colunas.length + c + 1}`).join(', ')})`).join(', ');
    await db.pool.query(`INSERT INTO ${tabela} (${lista}) VALUES ${valores}`, bloco.flat());
  }
}
