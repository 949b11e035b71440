import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';

const NOME_DE_MIGRACAO = /^\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9-]+\.ts$/;

const ehMigracao = (m: unknown): m is Migration => typeof m === 'object' && m !== null && 'up' in m && typeof m.up === 'function';

export const PASTA_MIGRACOES = dirname(fileURLToPath(import.meta.url));

/**
 * Every migration, by file name: `AAAA-MM-DD-NN-proposito.ts`, the day it was written and its
 * place in that day. Kysely's Migrator applies pending ones sorted by name, so the names sort in
 * the order they must run. Only ever append: an applied migration is never edited.
 * Read from this folder (a new migration is its file, no list to extend), with import() of each
 * absolute path so that tsx, Vitest and the bench load it in their own module graph.
 */
export async function lerMigracoes(pasta: string = PASTA_MIGRACOES): Promise<Record<string, Migration>> {
  const migracoes: Record<string, Migration> = {};
  for (const arquivo of readdirSync(pasta).filter((nome) => NOME_DE_MIGRACAO.test(nome)).sort()) {
    const modulo: unknown = await import(join(pasta, arquivo));
    if (!ehMigracao(modulo)) throw new Error(`${arquivo}: a migração não exporta up()`);
    migracoes[arquivo.slice(0, -'.ts'.length)] = modulo;
  }
  return migracoes;
}

export const MIGRACOES: Readonly<Record<string, Migration>> = await lerMigracoes();
