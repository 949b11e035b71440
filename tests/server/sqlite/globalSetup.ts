import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SeedResult } from '../../../server/db';
import { sqliteSemeado } from './semeado';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { AGORA_TESTES, PEDIDOS_TESTES } from '../agora';

/** What the server project's globalSetup hands every test file. */
export interface SqliteDeTeste {
  /** A file holding the serialized model database, migrated and seeded as createTestApp seeds by default. */
  modelo: string;
  seed: SeedResult;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent in the PostgreSQL project. */
    sqlite?: SqliteDeTeste;
  }
}

/**
 * The server tests on SQLite: the default demo data (4,000 orders) seeded once for the run, then
 * each test app opens an in-memory copy of it (see bancoDeTeste) instead of seeding again: a copy
 * costs a small fraction of a seed, paid by every test file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const pasta = mkdtempSync(join(tmpdir(), 'retaguarda-modelo-'));
  const { copia, seed } = await sqliteSemeado({ orders: PEDIDOS_TESTES, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
  const modelo = join(pasta, 'modelo.db');
  writeFileSync(modelo, copia);
  project.provide('sqlite', { modelo, seed } satisfies SqliteDeTeste);
  return () => rmSync(pasta, { recursive: true, force: true });
}
