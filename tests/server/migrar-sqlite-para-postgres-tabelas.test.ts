import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/db';
import { planoDeCopia, SOMAS } from '../../server/db/copia/plano';

/**
 * Issue 15: the move from SQLite to PostgreSQL (server/db/copia) covers every table the
 * migrations create. The copy itself runs on PostgreSQL (migrar-sqlite-para-postgres.test.ts);
 * this needs only SQLite, so it holds in every run.
 */
describe('the tables the SQLite → PostgreSQL move copies', () => {
  it('are every table of the migrated schema, each listed in SOMAS with columns it has, in foreign-key order', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      await migrate(db);
      const plano = planoDeCopia(db.sqlite);
      const nomes = plano.map((t) => t.nome);
      // A new table makes this fail until SOMAS says which of its columns the comparison sums.
      expect([...nomes].sort()).toEqual(Object.keys(SOMAS).sort());
      const todas = db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      expect(todas.filter((t) => !nomes.includes(t)).sort()).toEqual(
        todas.filter((t) => /^(sqlite_|kysely_migration)|_busca(_\w+)?$/.test(t)).sort(),
      );
      for (const t of plano) {
        for (const c of SOMAS[t.nome as keyof typeof SOMAS]) expect(t.colunas, `${t.nome}.${c}`).toContain(c);
        const referidas = db.sqlite.prepare('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)').pluck().all(t.nome) as string[];
        for (const r of referidas) expect(nomes.indexOf(r), `${r} antes de ${t.nome}`).toBeLessThan(nomes.indexOf(t.nome));
      }
    } finally {
      await db.close();
    }
  });
});
