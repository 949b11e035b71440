import type { BancoSqlite } from '../../index';
import type { Escrita, Linhas } from './index';

/**
 * SQLite: one prepared INSERT per row inside one transaction per call. In-process, a row costs
 * microseconds, so the schema's triggers and indexes stay live (a million orders take seconds).
 * Table and column names come from the code, never from a request.
 */
export function escreverNoSqlite<T>(db: BancoSqlite, semear: (escrita: Escrita) => Promise<T>): Promise<T> {
  return semear({
    kysely: db.kysely,
    dialeto: 'sqlite',
    async esvaziar(tabelas: readonly string[]): Promise<void> {
      for (const t of tabelas) db.sqlite.prepare(`DELETE FROM ${t}`).run();
    },
    async inserir(tabela: string, colunas: readonly string[], linhas: Linhas): Promise<void> {
      if (linhas.length === 0) return;
      const ins = db.sqlite.prepare(`INSERT INTO ${tabela} (${colunas.join(', ')}) VALUES (${colunas.map(() => '?').join(', ')})`);
      db.sqlite.transaction(() => {
        for (const l of linhas) ins.run(l);
      })();
    },
  });
}
