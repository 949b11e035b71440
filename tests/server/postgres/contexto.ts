import type { SeedResult } from '../../../server/db';

/** What the server-pg project's globalSetup hands every test file (vitest's provide/inject). */
export interface PostgresDeTeste {
  /** A URL on the server's maintenance database, for CREATE and DROP DATABASE. */
  admin: string;
  /** Migrated and seeded as createTestApp seeds by default: cloned for each test app. */
  modelo: string;
  /** Migrated only: cloned when a test asks for other demo data. */
  vazio: string;
  /** What seeding the model gave (createTestApp returns it as its own). */
  seed: SeedResult;
  /** Prefix of every database this run creates, so teardown finds leftovers. */
  prefixo: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent in the SQLite project. */
    postgres?: PostgresDeTeste;
  }
}

/** The URL of database `nome` on the server of `url`. */
export function urlDoBanco(url: string, nome: string): string {
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return u.toString();
}
