/**
 * The estimate of what the orders cost in card fees and when their money arrives, until the
 * finance area keeps receivables: the rules of 'Taxas e prazos de recebimento' applied by the
 * contract's functions (contrato/financeiro/regrasRecebimento.ts).
 * - A payment whose brand and installments are known (pagamentos.ts) is priced by its own rule,
 *   each installment dated from the day it was paid.
 * - The rest of each summary cell (a day, a store, a method: its value less the known payments,
 *   its orders less theirs) counts as one payment at once (1 installment, no brand) on the
 *   order's day: MDR on the cell's value rounded once, the fixed fee once per order.
 * - Vale-compra brings no money in: no fee, nothing to receive.
 */
import { FORMAS_PAGTO } from '@retaguarda/contrato/api/catalogos';
import { PRAZO_PADRAO, recebimentoDoPagamento, resolverRegra, somarDias, taxaEmCentavos, type RegraRecebimento } from '@retaguarda/contrato/financeiro/regrasRecebimento';
import type { FormaRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import type { Celula } from './movimento';
import type { PagamentoConhecido } from './pagamentos';

/** The catalogue's payment method as the rules name it; vale-compra has none. */
export const FORMA_DO_ID: Readonly<Record<number, FormaRecebimento | undefined>> = {
  [FORMAS_PAGTO.pix.id]: 'pix',
  [FORMAS_PAGTO.credito.id]: 'credito',
  [FORMAS_PAGTO.debito.id]: 'debito',
  [FORMAS_PAGTO.dinheiro.id]: 'dinheiro',
  [FORMAS_PAGTO.boleto.id]: 'boleto',
};

const ID_DA_FORMA: Readonly<Record<FormaRecebimento, number>> = {
  pix: FORMAS_PAGTO.pix.id,
  credito: FORMAS_PAGTO.credito.id,
  debito: FORMAS_PAGTO.debito.id,
  dinheiro: FORMAS_PAGTO.dinheiro.id,
  boleto: FORMAS_PAGTO.boleto.id,
};

/** Money that arrives on one day, of one method (the method the money came by). */
export interface ParcelaPrevista {
  /** 'YYYY-MM-DD', São Paulo. */
  data: string;
  id_forma_pagto: number;
  bruto: number;
  taxa: number;
  liquido: number;
}

/** A cell's estimate: its fee and its money's arrivals. */
export interface EstimativaDaCelula {
  dia: string;
  loja: number;
  id_forma_pagto: number;
  taxa: number;
  parcelas: ParcelaPrevista[];
}

const chaveDaCelula = (dia: string, loja: number, idForma: number): string => `${dia}|${loja}|${idForma}`;

/** The cells of the orders that count (one status each) and their known payments, estimated cell by cell; a payment outside every cell makes its own. */
export function estimarCelulas(celulas: readonly Celula[], conhecidos: readonly PagamentoConhecido[], regras: readonly RegraRecebimento[]): EstimativaDaCelula[] {
  const porCelula = new Map<string, { dia: string; loja: number; id_forma_pagto: number; pedidos: number; centavos: number }>();
  for (const c of celulas) {
    const k = chaveDaCelula(c.dia, c.loja, c.id_forma_pagto);
    const atual = porCelula.get(k) ?? { dia: c.dia, loja: c.loja, id_forma_pagto: c.id_forma_pagto, pedidos: 0, centavos: 0 };
    atual.pedidos += c.pedidos;
    atual.centavos += c.centavos;
    porCelula.set(k, atual);
  }
  const pagamentosPorCelula = new Map<string, PagamentoConhecido[]>();
  for (const p of conhecidos) {
    const k = chaveDaCelula(p.dia, p.loja, p.id_forma_pagto);
    // a payment of an order older than the cells read (a long installment plan) is priced alone
    if (!porCelula.has(k)) porCelula.set(k, { dia: p.dia, loja: p.loja, id_forma_pagto: p.id_forma_pagto, pedidos: 0, centavos: 0 });
    pagamentosPorCelula.set(k, [...(pagamentosPorCelula.get(k) ?? []), p]);
  }
  return [...porCelula.entries()].map(([k, c]) => {
    const proprios = pagamentosPorCelula.get(k) ?? [];
    const parcelas: ParcelaPrevista[] = [];
    let taxa = 0;
    for (const p of proprios) {
      const r = recebimentoDoPagamento(regras, { loja: p.loja, forma: p.forma, bandeira: p.bandeira, parcelas: p.parcelas, valorCentavos: p.valor, em: p.em });
      taxa += r.taxa;
      for (const q of r.parcelas) parcelas.push({ data: q.data, id_forma_pagto: ID_DA_FORMA[p.forma], bruto: q.bruto, taxa: q.taxa, liquido: q.liquido });
    }
    const forma = FORMA_DO_ID[c.id_forma_pagto];
    const resto = Math.max(0, c.centavos - proprios.reduce((s, p) => s + p.valor, 0));
    const pedidosRestantes = Math.max(0, c.pedidos - new Set(proprios.map((p) => p.id_pedido)).size);
    if (forma && resto > 0) {
      const regra = resolverRegra(regras, { loja: c.loja, forma, bandeira: null, parcelas: 1 });
      const taxaResto = taxaEmCentavos(resto, regra ? { mdr_centesimos: regra.mdr_centesimos, tarifa_centavos: regra.tarifa_centavos * pedidosRestantes } : null);
      taxa += taxaResto;
      parcelas.push({ data: somarDias(c.dia, regra?.prazo_dias ?? PRAZO_PADRAO[forma]), id_forma_pagto: c.id_forma_pagto, bruto: resto, taxa: taxaResto, liquido: resto - taxaResto });
    }
    return { dia: c.dia, loja: c.loja, id_forma_pagto: c.id_forma_pagto, taxa, parcelas };
  });
}

/**
 * How many days back a sale may lie and still bring money on a day: the longest wait of a rule
 * (a credit installment n at D+N×n, unless it is anticipated) or of the defaults.
 */
export function defasagemMaxima(regras: readonly RegraRecebimento[], parcelasMaximas: number): number {
  const padrao = Math.max(...Object.entries(PRAZO_PADRAO).map(([forma, dias]) => (forma === 'credito' ? dias * parcelasMaximas : dias)));
  return regras.reduce((maior, r) => Math.max(maior, r.forma_pagamento === 'credito' && !r.antecipado ? r.prazo_dias * Math.min(r.parcelas_ate, parcelasMaximas) : r.prazo_dias), padrao);
}
