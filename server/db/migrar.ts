import { Migrator, type Kysely, type Migration } from 'kysely';
import { carregarCatalogos } from './catalogos';
import { MIGRACOES } from './migracoes';
import { adotarRegistroAntigo } from './registro-antigo';
import type { DB } from './schema';

/**
 * Applies pending migrations (./migracoes) and (re)loads the fixed catalogues; returns the names
 * applied. Pending migrations run in one transaction (see AdaptadorSqlite in ./index), so a
 * failure leaves the database as it was. allowUnorderedMigrations keeps the old runners' rule:
 * whatever has not run yet runs, even when a later name already has (branches merge late).
 */
export async function migrarAteAUltima(kysely: Kysely<DB>, migracoes: Readonly<Record<string, Migration>> = MIGRACOES): Promise<string[]> {
  await adotarRegistroAntigo(kysely);
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migracoes }, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(`Migração falhou: ${String(error)}`);
  await carregarCatalogos(kysely);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
