/**
 * Card installments under a seller's interest rule. Pure and shared: the server charges
 * with it and the panel shows the same options before the charge, so what the clerk reads to the
 * customer is what the acquirer is asked for.
 */

export interface RegraParcelamento {
  /** Most installments the seller accepts (1–12). */
  maximo: number;
  /** Up to this many installments the customer pays no interest (the seller absorbs it). */
  sem_juros_ate: number;
  /** Monthly interest above that, in hundredths of a percent (199 = 1,99 % a.m.). */
  juros_mensal_centesimos: number;
}

export interface OpcaoParcelamento {
  parcelas: number;
  /** Each installment, in centavos; the last one absorbs the rounding (valor_ultima). */
  valor_parcela: number;
  valor_ultima: number;
  /** What the customer pays in all, in centavos (the order's share plus the interest). */
  total: number;
  juros: number;
}

export const MAX_PARCELAS = 12;

/**
 * The installment plan of `valorCentavos` in `parcelas` payments. Without interest the value is
 * split evenly and the last installment takes the remainder. With interest, the Price table (fixed
 * installments): PMT = PV·i / (1 − (1 + i)^−n), rounded to the centavo; the customer pays PMT·n.
 */
export function planoDeParcelas(valorCentavos: number, parcelas: number, regra: RegraParcelamento): OpcaoParcelamento {
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos <= 0) throw new RangeError('Valor a parcelar inválido');
  if (!Number.isInteger(parcelas) || parcelas < 1 || parcelas > Math.min(regra.maximo, MAX_PARCELAS)) {
    throw new RangeError(`Parcelamento em até ${Math.min(regra.maximo, MAX_PARCELAS)}x`);
  }
  if (parcelas <= regra.sem_juros_ate || regra.juros_mensal_centesimos === 0) {
    const base = Math.floor(valorCentavos / parcelas);
    return { parcelas, valor_parcela: base, valor_ultima: valorCentavos - base * (parcelas - 1), total: valorCentavos, juros: 0 };
  }
  const i = regra.juros_mensal_centesimos / 10_000;
  const pmt = Math.round((valorCentavos * i) / (1 - (1 + i) ** -parcelas));
  const total = pmt * parcelas;
  return { parcelas, valor_parcela: pmt, valor_ultima: pmt, total, juros: total - valorCentavos };
}

/** Every option from 1x to the seller's maximum, for the payment step's list. */
export function opcoesDeParcelamento(valorCentavos: number, regra: RegraParcelamento): OpcaoParcelamento[] {
  const maximo = Math.min(regra.maximo, MAX_PARCELAS);
  const opcoes: OpcaoParcelamento[] = [];
  for (let n = 1; n <= maximo; n++) {
    const plano = planoDeParcelas(valorCentavos, n, regra);
    // Card terminals refuse installments under R$ 5,00, so a small value is offered fewer.
    if (n > 1 && plano.valor_parcela < PARCELA_MINIMA_CENTAVOS) break;
    opcoes.push(plano);
  }
  return opcoes;
}

export const PARCELA_MINIMA_CENTAVOS = 500;
