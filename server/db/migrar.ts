import { Migrator, type Kysely, type Migration } from 'kysely';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { sincronizarTabelas, type Catalogo } from '../modulos/recursos/tabela/sincronizar';
import { carregarCatalogos } from './catalogos';
import { MIGRACOES } from './migracoes';
import { adotarRegistroAntigo } from './registro-antigo';
import type { DB } from './schema';

/**
 * Applies pending migrations (./migracoes), (re)loads the fixed catalogues and brings the declared
 * resources' tables up to their declarations (server/modulos/recursos/tabela); returns the names
 * applied. Pending migrations run in one transaction (see AdaptadorSqlite in ./index), so a
 * failure leaves the database as it was. allowUnorderedMigrations keeps the old runners' rule:
 * whatever has not run yet runs, even when a later name already has (branches merge late).
 * `recursos`: the resources whose tables to keep (tests add throwaway ones).
 */
export async function migrarAteAUltima(
  kysely: Kysely<DB>,
  migracoes: Readonly<Record<string, Migration>> = MIGRACOES,
  recursos: Catalogo = RECURSOS,
): Promise<string[]> {
  await adotarRegistroAntigo(kysely);
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migracoes }, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(`Migração falhou: ${String(error)}`);
  await carregarCatalogos(kysely);
  await sincronizarTabelas(kysely, recursos);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
