import { describe, expect, it } from 'vitest';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { openDatabase } from '../../server/db';
import { planoDeCopia, SOMAS, somasDe, somasDosRecursos } from '../../server/db/copia/plano';
import { MIGRACOES } from '../../server/db/migracoes';
import { migrarAteAUltima } from '../../server/db/migrar';
import type { Catalogo } from '../../server/modulos/recursos/tabela/sincronizar';
import { ferramentas } from './recursos/ferramentas';

/**
 * The move from SQLite to PostgreSQL (server/db/copia) covers every table the
 * migrations and the declared registers create. The copy itself runs on PostgreSQL
 * (migrar-sqlite-para-postgres.test.ts); this needs only SQLite, so it holds in every run.
 */
async function conferir(catalogo: Catalogo): Promise<void> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrarAteAUltima(db.kysely, MIGRACOES, catalogo);
    const plano = planoDeCopia(db.sqlite);
    const nomes = plano.map((t) => t.nome);
    // A new table of a migration makes this fail until SOMAS says which of its columns the comparison sums.
    expect([...nomes].sort()).toEqual([...new Set([...Object.keys(SOMAS), ...Object.keys(somasDosRecursos(catalogo))])].sort());
    const todas = db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    expect(todas.filter((t) => !nomes.includes(t)).sort()).toEqual(
      todas.filter((t) => /^(sqlite_|kysely_migration)|_busca(_\w+)?$/.test(t)).sort(),
    );
    for (const t of plano) {
      for (const c of somasDe(t.nome, catalogo)) expect(t.colunas, `${t.nome}.${c}`).toContain(c);
      const referidas = db.sqlite.prepare('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)').pluck().all(t.nome) as string[];
      for (const r of referidas) expect(nomes.indexOf(r), `${r} antes de ${t.nome}`).toBeLessThan(nomes.indexOf(t.nome));
    }
  } finally {
    await db.close();
  }
}

describe('the tables the SQLite → PostgreSQL move copies', () => {
  it('are every table of the migrated schema, each with summed columns it has, in foreign-key order', async () => {
    await conferir(RECURSOS);
  });

  it("cover a register declared later with no line of their own: its table and join table, its money and counters summed", async () => {
    await conferir({ ...RECURSOS, ferramentas });
    expect(somasDe('ferramentas', { ...RECURSOS, ferramentas })).toEqual(expect.arrayContaining(['id_grupo', 'preco', 'estoque', 'dono']));
    expect(somasDe('ferramentas__usuarios', { ...RECURSOS, ferramentas })).toEqual(['id_registro', 'id_ref']);
  });
});
