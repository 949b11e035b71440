/**
 * Money crosses the wire as reais with at most 2 decimals and is stored as integer centavos;
 * every conversion goes through here so no float arithmetic is done on amounts.
 */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (Intl puts a no-break space after R$). */
export function formatMoney(reais: number | null | undefined): string {
  if (reais == null || !Number.isFinite(reais)) return '';
  return BRL.format(reais);
}

export function formatCentavos(centavos: number | null | undefined): string {
  return centavos == null ? '' : formatMoney(centavosParaReais(centavos));
}

export function reaisParaCentavos(reais: number): number {
  return Math.round(reais * 100);
}

export function centavosParaReais(centavos: number): number {
  return Math.round(centavos) / 100;
}

/** True when a number of reais has at most 2 decimal places. */
export function temAteDoisDecimais(reais: number): boolean {
  return Number.isFinite(reais) && Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;
}
