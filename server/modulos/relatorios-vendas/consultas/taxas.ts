/**
 * The estimated fees of the margin reports, by the one estimate of the 'Resumo financeiro'
 * (server/modulos/resumo-financeiro/consultas: the group's rules of 'Taxas e prazos de
 * recebimento', the manual sales' known card payments, estimarCelulas), so a margin's fees and
 * the financial summary's are worked out the same way.
 */
import type { Kysely } from 'kysely';
import type { RegraRecebimento } from '@retaguarda/contrato/financeiro/regrasRecebimento';
import type { DB } from '../../../db/schema';
import { estimarCelulas } from '../../resumo-financeiro/consultas/estimativa';
import type { Celula } from '../../resumo-financeiro/consultas/movimento';
import { pagamentosConhecidos, type PagamentoConhecido } from '../../resumo-financeiro/consultas/pagamentos';
import { regrasDoGrupo } from '../../resumo-financeiro/consultas/regras';
import type { Recorte } from './comum';

/** What every estimate of a cut reads once: the rules and the known payments of its orders. */
export interface BaseDasTaxas {
  regras: readonly RegraRecebimento[];
  /** The known payments of the cut's manual sales (the only sales that keep one). */
  conhecidos: readonly PagamentoConhecido[];
}

export async function baseDasTaxas(db: Kysely<DB>, idGrupo: number, r: Recorte): Promise<BaseDasTaxas> {
  const [regras, todos] = await Promise.all([regrasDoGrupo(db, idGrupo), pagamentosConhecidos(db, { sellers: r.sellers, de: r.periodo.de, ate: r.periodo.ate })]);
  // a known payment is a manual sale's: it stays in the cut as its order does (channel, method)
  const conhecidos = todos.filter((p) => (!r.canais || r.canais.includes('manual')) && (!r.formas || r.formas.includes(p.id_forma_pagto)));
  return { regras, conhecidos };
}

/**
 * The fees of some cells of one channel (a day, a store, a method: the financial summary's cells),
 * each estimate with its cell. The known payments go with the manual channel's cells only.
 */
export function taxasDasCelulas(base: BaseDasTaxas, canal: string, celulas: readonly Celula[]) {
  return estimarCelulas(celulas, canal === 'manual' ? base.conhecidos : [], base.regras);
}

/** One order's fee: its own known payments by their rule, the rest as one payment at once. */
export function taxaDoPedido(base: BaseDasTaxas, p: { id: number; dia: string; loja: number; id_status: number; id_forma_pagto: number; total: number }): number {
  const proprios = base.conhecidos.filter((c) => c.id_pedido === p.id);
  const celula: Celula = { dia: p.dia, loja: p.loja, id_status: p.id_status, id_forma_pagto: p.id_forma_pagto, pedidos: 1, centavos: p.total };
  return estimarCelulas([celula], proprios, base.regras).reduce((s, e) => s + e.taxa, 0);
}
