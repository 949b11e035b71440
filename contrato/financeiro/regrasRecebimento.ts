/**
 * What a payment costs and when its money arrives, from the register 'Taxas e prazos de
 * recebimento' (contrato/recursos/taxasRecebimento.ts). Pure: the receivables and the 'Resumo
 * financeiro' forecast of what comes in reuse it, server-side and on screen alike.
 *
 * Rounding: the fee is MDR × value rounded half up to the centavo, plus the fixed fee, never more
 * than the value. Installments split the value (and the fee) evenly in whole centavos, the last one
 * taking the remainder, as contrato/api/parcelamento.ts splits what the customer pays. Dates are São
 * Paulo calendar days (dias corridos) counted from the day of the sale there.
 */
import { diaChaveSP } from '../br/dates';
import type { FormaRecebimento } from '../recursos/taxasRecebimento';

export interface RegraRecebimento {
  id: number;
  /** Null: every store of the group. */
  loja: number | null;
  adquirente: string;
  forma_pagamento: FormaRecebimento;
  /** Null: every brand. */
  bandeira: string | null;
  parcelas_de: number;
  parcelas_ate: number;
  /** Hundredths of a percent: 349 is 3,49 %. */
  mdr_centesimos: number;
  tarifa_centavos: number;
  prazo_dias: number;
  /** Every installment at D+N at once, instead of installment n at D+N×n. */
  antecipado: boolean;
  ativo: boolean;
}

/** When no rule covers a payment: no fee, credit at D+30 per installment, debit D+1, boleto D+1, Pix and cash D+0. */
export const PRAZO_PADRAO: Readonly<Record<FormaRecebimento, number>> = { credito: 30, debito: 1, boleto: 1, pix: 0, dinheiro: 0 };

export interface Pagamento {
  loja: number;
  forma: FormaRecebimento;
  /** The card's brand as contrato/br/cardBrand.ts names it; absent for Pix, cash, boleto. */
  bandeira?: string | null;
  parcelas: number;
  /** When the order says which acquirer took it; otherwise any acquirer's rule may apply. */
  adquirente?: string | null;
}

const cobre = (r: RegraRecebimento, p: Pagamento): boolean =>
  r.ativo &&
  r.forma_pagamento === p.forma &&
  r.parcelas_de <= p.parcelas &&
  p.parcelas <= r.parcelas_ate &&
  (r.loja === null || r.loja === p.loja) &&
  (r.bandeira === null || r.bandeira === (p.bandeira ?? null)) &&
  (p.adquirente === undefined || p.adquirente === null || r.adquirente === p.adquirente);

/**
 * The rule for a payment: among the active ones that cover it, the store's own before the
 * group's, then a brand's own before 'every brand', then the narrower installment range, then the
 * oldest (lowest id), so two acquirers' rules never make the answer depend on their order.
 */
export function resolverRegra(regras: readonly RegraRecebimento[], pagamento: Pagamento): RegraRecebimento | null {
  const chave = (r: RegraRecebimento): number[] => [r.loja === null ? 1 : 0, r.bandeira === null ? 1 : 0, r.parcelas_ate - r.parcelas_de, r.id];
  const ordem = (a: RegraRecebimento, b: RegraRecebimento): number => {
    const [ka, kb] = [chave(a), chave(b)];
    const i = ka.findIndex((v, j) => v !== kb[j]);
    return i === -1 ? 0 : ka[i] - kb[i];
  };
  return [...regras].filter((r) => cobre(r, pagamento)).sort(ordem)[0] ?? null;
}

/** The fee on `valorCentavos`: MDR rounded half up to the centavo, plus the fixed fee, at most the value. */
export function taxaEmCentavos(valorCentavos: number, regra: Pick<RegraRecebimento, 'mdr_centesimos' | 'tarifa_centavos'> | null): number {
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) throw new RangeError('Valor inválido');
  if (!regra || valorCentavos === 0) return 0;
  const mdr = Math.floor((valorCentavos * regra.mdr_centesimos + 5000) / 10000);
  return Math.min(valorCentavos, mdr + regra.tarifa_centavos);
}

/** A São Paulo day key (YYYY-MM-DD) plus whole calendar days. */
export function somarDias(diaChave: string, dias: number): string {
  const [ano, mes, dia] = diaChave.split('-').map(Number);
  return new Date(Date.UTC(ano, mes - 1, dia + dias)).toISOString().slice(0, 10);
}

export interface ParcelaAReceber {
  numero: number;
  /** YYYY-MM-DD, São Paulo day. */
  data: string;
  bruto: number;
  taxa: number;
  liquido: number;
}

export interface Recebimento {
  regra: RegraRecebimento | null;
  bruto: number;
  taxa: number;
  liquido: number;
  parcelas: ParcelaAReceber[];
}

/** `total` in `n` whole-centavo parts, the last taking the remainder. */
function dividir(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - base * (n - 1) : base));
}

/**
 * What a payment of `valorCentavos` made at `em` brings in: its fee and, per installment, the
 * São Paulo day the money arrives and how much. Only credit has more than one installment.
 */
export function recebimentoDoPagamento(regras: readonly RegraRecebimento[], pagamento: Pagamento & { valorCentavos: number; em: Date | string | number }): Recebimento {
  const n = pagamento.forma === 'credito' ? Math.max(1, Math.trunc(pagamento.parcelas)) : 1;
  const regra = resolverRegra(regras, { ...pagamento, parcelas: n });
  const bruto = pagamento.valorCentavos;
  const taxa = taxaEmCentavos(bruto, regra);
  const prazo = regra?.prazo_dias ?? PRAZO_PADRAO[pagamento.forma];
  const porParcela = pagamento.forma === 'credito' && !(regra?.antecipado ?? false);
  const dia = diaChaveSP(pagamento.em);
  const brutos = dividir(bruto, n);
  const taxas = dividir(taxa, n);
  const parcelas = brutos.map((b, i) => ({
    numero: i + 1,
    data: somarDias(dia, porParcela ? prazo * (i + 1) : prazo),
    bruto: b,
    taxa: taxas[i],
    liquido: b - taxas[i],
  }));
  return { regra, bruto, taxa, liquido: bruto - taxa, parcelas };
}

type ValorDoRegistro = string | number | boolean | null | undefined | object;

/**
 * A record of the register as the API answers it (MDR in percent, money in reais) as a rule in
 * whole units; null when the record is not a complete rule.
 */
export function regraDoRegistro(r: Readonly<Record<string, ValorDoRegistro>>): RegraRecebimento | null {
  const num = (v: ValorDoRegistro): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const id = num(r.id);
  const de = num(r.parcelas_de);
  const ate = num(r.parcelas_ate);
  const mdr = num(r.mdr);
  const prazo = num(r.prazo_dias);
  const forma = r.forma_pagamento;
  if (id === null || de === null || ate === null || mdr === null || prazo === null || typeof forma !== 'string' || !(forma in PRAZO_PADRAO)) return null;
  return {
    id,
    loja: num(r.loja),
    adquirente: typeof r.adquirente === 'string' ? r.adquirente : '',
    forma_pagamento: forma as FormaRecebimento,
    bandeira: typeof r.bandeira === 'string' && r.bandeira !== '' ? r.bandeira : null,
    parcelas_de: de,
    parcelas_ate: ate,
    mdr_centesimos: Math.round(mdr * 100),
    tarifa_centavos: Math.round((num(r.tarifa_fixa) ?? 0) * 100),
    prazo_dias: prazo,
    antecipado: r.antecipado === true,
    ativo: r.ativo !== false,
  };
}
