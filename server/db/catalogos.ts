import type { Kysely } from 'kysely';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import type { DB } from './schema';

/** Catalogues come from contrato/api/catalogos.ts so ids match the panel everywhere. */
export async function carregarCatalogos(db: Kysely<DB>): Promise<void> {
  for (const s of Object.values(STATUS)) {
    await db.insertInto('statuses').values({ id: s.id, descricao: s.descricao })
      .onConflict((oc) => oc.column('id').doUpdateSet({ descricao: s.descricao })).execute();
  }
  for (const f of Object.values(FORMAS_PAGTO)) {
    await db.insertInto('payment_methods').values({ id: f.id, descricao: f.descricao })
      .onConflict((oc) => oc.column('id').doUpdateSet({ descricao: f.descricao })).execute();
  }
}
