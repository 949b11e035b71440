import { DEFAULT_MIGRATION_TABLE, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The ids the two runners before Kysely's Migrator (server/db/migrations.ts and
 * migrations-conta.ts, until commit 779ba2c) wrote to `schema_migrations`, and the migration
 * each one is now. Never grows: migrations written since are recorded by the Migrator only.
 */
export const NOMES_DOS_IDS_ANTIGOS: Readonly<Record<string, string>> = {
  '001_inicial': '2026-11-22-01-inicial',
  '002_pedido_detalhe': '2026-11-22-02-pedido-detalhe',
  conta_001_redefinicao_e_solicitacoes: '2026-11-22-03-redefinicao-e-solicitacoes',
  conta_002_log_seguranca: '2026-11-23-01-log-seguranca',
  conta_101_contas_verificacao_email: '2026-11-23-02-verificacao-email',
  conta_101_inicio_aguardando_acao: '2026-11-23-03-inicio-aguardando-acao',
  conta_120_pedido_nfce_eventos: '2026-11-23-04-pedido-nfce-eventos',
  conta_101_dados_busca_ordenacao: '2026-11-23-05-busca-e-ordenacao',
};

type Registros = {
  schema_migrations: { id: string; aplicada_em: number };
  kysely_migration: { name: string; timestamp: string };
};

/**
 * Copies what a database migrated by the old runners already has into the Migrator's own table,
 * so the Migrator skips it instead of creating existing tables again. Idempotent; schema_migrations
 * is left in place so an older build can still open the file. Unknown ids are ignored, as the
 * old runners ignored them.
 */
export async function adotarRegistroAntigo(kysely: Kysely<DB>): Promise<string[]> {
  const tabelas = await kysely.introspection.getTables({ withInternalKyselyTables: true });
  if (!tabelas.some((t) => t.name === 'schema_migrations')) return [];
  const db = kysely.withTables<Registros>();
  return db.transaction().execute(async (trx) => {
    // The same table the Migrator would create (kysely/dist/esm/migration/migrator.js).
    await trx.schema.createTable(DEFAULT_MIGRATION_TABLE).ifNotExists()
      .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
      .execute();
    const antigos = await trx.selectFrom('schema_migrations').select(['id', 'aplicada_em']).execute();
    const jaAdotados = new Set((await trx.selectFrom('kysely_migration').select('name').execute()).map((r) => r.name));
    const adotados: string[] = [];
    for (const { id, aplicada_em } of antigos) {
      const nome = NOMES_DOS_IDS_ANTIGOS[id];
      if (nome === undefined || jaAdotados.has(nome)) continue;
      await trx.insertInto('kysely_migration').values({ name: nome, timestamp: new Date(aplicada_em).toISOString() }).execute();
      adotados.push(nome);
    }
    return adotados;
  });
}
