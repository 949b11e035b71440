import type { Kysely } from 'kysely';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import type { DB } from '../../../db/schema';

/** GET /v2/config/erp/dados-start: the user's group sellers and the two catalogues. */
export async function dadosStart(db: Kysely<DB>, sellers: readonly number[]): Promise<DadosStart> {
  const linhas = await db.selectFrom('sellers').select(['id', 'nome']).where('id', 'in', [...sellers]).orderBy('id').execute();
  const status = await db.selectFrom('statuses').select(['id', 'descricao']).orderBy('id').execute();
  const formas = await db.selectFrom('payment_methods').select(['id', 'descricao']).orderBy('id').execute();
  return { sellers: linhas.map((s) => ({ id_pessoa: s.id, nome: s.nome })), status_pedido_venda: status, forma_pagto: formas };
}
