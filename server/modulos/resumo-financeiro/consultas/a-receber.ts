/**
 * What comes in on each day of a window: the one place the 'Resumo financeiro' reads it from.
 * Today it is the estimate (estimativa.ts) of the paid orders' settlements under the group's rules;
 * when the finance area keeps receivables, this function reads them instead and nothing else moves.
 */
import type { Kysely } from 'kysely';
import { MAX_PARCELAS } from '@retaguarda/contrato/api/parcelamento';
import { somarDias } from '@retaguarda/contrato/relatorios/periodos';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import type { DB } from '../../../db/schema';
import { defasagemMaxima, estimarCelulas, type ParcelaPrevista } from './estimativa';
import { celulasDoPeriodo } from './movimento';
import { pagamentosConhecidos } from './pagamentos';
import { regrasDoGrupo } from './regras';

export interface EscopoFinanceiro {
  idGrupo: number;
  sellers: readonly number[];
}

/** The money arriving from `de` to `ate` ('YYYY-MM-DD', both included), in date order. */
export async function previsaoDeRecebimentos(db: Kysely<DB>, escopo: EscopoFinanceiro, janela: { de: string; ate: string }): Promise<ParcelaPrevista[]> {
  const regras = await regrasDoGrupo(db, escopo.idGrupo);
  // the summary's orders count as paid at once, so only the longest single wait reaches them;
  // a known payment's last installment may lie months further
  const celulas = await celulasDoPeriodo(db, { sellers: escopo.sellers, de: somarDias(janela.de, -defasagemMaxima(regras, 1)), ate: janela.ate }, STATUS_FATURAMENTO);
  const conhecidos = await pagamentosConhecidos(db, { sellers: escopo.sellers, de: somarDias(janela.de, -defasagemMaxima(regras, MAX_PARCELAS)), ate: janela.ate });
  return estimarCelulas(celulas, conhecidos, regras)
    .flatMap((e) => e.parcelas)
    .filter((p) => p.data >= janela.de && p.data <= janela.ate)
    .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : a.id_forma_pagto - b.id_forma_pagto));
}
