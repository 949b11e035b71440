/**
 * The one rounding rule of the fiscal amounts: a percentage of an amount in centavos is rounded
 * half up to the centavo, line by line (each item of a document is rounded on its own and the
 * document's totals are the sums of the rounded lines, as the NF-e's totals are checked).
 */

/** Hundredths of a percent, the way the contract stores rates: 1800 is 18 %, 2050 is 20,5 %. */
export type Centesimos = number;

const CEM_POR_CENTO = 10_000n;

/**
 * `base × centesimos / 10 000`, rounded half up to the centavo. BigInt keeps it exact for any
 * amount; both arguments must be non-negative integers.
 */
export function aplicarPercentual(baseCentavos: number, centesimos: Centesimos): number {
  if (!Number.isSafeInteger(baseCentavos) || baseCentavos < 0) throw new RangeError(`Base inválida: ${baseCentavos}`);
  if (!Number.isSafeInteger(centesimos) || centesimos < 0) throw new RangeError(`Alíquota inválida: ${centesimos}`);
  const produto = BigInt(baseCentavos) * BigInt(centesimos);
  return Number((produto * 2n + CEM_POR_CENTO) / (2n * CEM_POR_CENTO));
}
