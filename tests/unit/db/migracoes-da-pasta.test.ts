import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lerMigracoes, MIGRACOES, PASTA_MIGRACOES } from '../../../server/db/migracoes';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'migracoes');

describe('the migrations, read from their folder', () => {
  it('holds every migration file of server/db/migracoes, in the order of their names', () => {
    const arquivos = readdirSync(PASTA_MIGRACOES).filter((n) => /^\d{4}-/.test(n)).map((n) => n.replace(/\.ts$/, '')).sort();
    expect(arquivos.length).toBeGreaterThan(20);
    expect(Object.keys(MIGRACOES)).toEqual(arquivos);
  });

  it('reads a new migration from its file alone, and leaves the helpers beside them out', async () => {
    expect(Object.keys(await lerMigracoes(join(FIXTURES, 'valida')))).toEqual(['2026-01-01-01-primeira', '2026-01-02-01-segunda']);
  });

  it('refuses a migration file that exports no up(), naming it', async () => {
    await expect(lerMigracoes(join(FIXTURES, 'sem-up'))).rejects.toThrow('2026-01-01-01-esquecida.ts: a migração não exporta up()');
  });
});
