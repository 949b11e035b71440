/**
 * The group's fee and settlement rules, read from the register's table as the register engine
 * stores them (server/modulos/recursos/conversao.ts turns each column back into the value the API
 * answers) and made rules by the contract's regraDoRegistro: one reading of the register for the
 * API and for this estimate.
 */
import { sql, type Kysely } from 'kysely';
import { regraDoRegistro, type RegraRecebimento } from '@retaguarda/contrato/financeiro/regrasRecebimento';
import { taxasRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import type { DB } from '../../../db/schema';
import { valorDaLinha } from '../../recursos/conversao';

/** The most rules a group keeps that this reads: far above any acquirer's table. */
const MAXIMO_REGRAS = 2000;

export async function regrasDoGrupo(db: Kysely<DB>, idGrupo: number): Promise<RegraRecebimento[]> {
  const tabela = sql.table(taxasRecebimento.tabela);
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${tabela} WHERE id_grupo = ${idGrupo} AND ativo = 1 ORDER BY id LIMIT ${MAXIMO_REGRAS}`.execute(db);
  return rows.flatMap((linha) => {
    const registro: Record<string, ValorCampo | undefined> = { id: Number(linha.id), ativo: true };
    for (const [nome, campo] of Object.entries(taxasRecebimento.campos)) registro[nome] = valorDaLinha(nome, campo, linha);
    const regra = regraDoRegistro(registro);
    return regra ? [regra] : [];
  });
}
