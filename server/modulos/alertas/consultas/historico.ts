import type { Kysely, Transaction } from 'kysely';
import type { ACOES_HISTORICO } from '@retaguarda/contrato/api/alertas';
import type { DB } from '../../../db/schema';

export type AcaoHistorico = (typeof ACOES_HISTORICO)[number];

/** One line of an alert's history; `idUsuario` null: the evaluation did it. */
export async function registrar(
  db: Kysely<DB> | Transaction<DB>,
  linha: { idAlerta: number; acao: AcaoHistorico; descricao: string; idUsuario: number | null; em: number },
): Promise<void> {
  await db.insertInto('alertas_historico').values({ id_alerta: linha.idAlerta, acao: linha.acao, descricao: linha.descricao, id_usuario: linha.idUsuario, em: linha.em }).execute();
}
