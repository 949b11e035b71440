/**
 * Money crosses the wire as reais with at most 2 decimals and is stored as integer centavos;
 * every conversion goes through here so no float arithmetic is done on amounts.
 */
import { parseDecimalBR } from './decimal';
import { formatadorPtBR, formatCompacto } from './numeros';

/** R$ 1.234,56 (Intl puts a no-break space after R$). */
export function formatMoney(reais: number | null | undefined): string {
  if (reais == null || !Number.isFinite(reais)) return '';
  return formatadorPtBR({ style: 'currency', currency: 'BRL' }).format(reais);
}

/** A chart's money axis, short enough not to collide: R$ 0, R$ 500 mil, R$ 1,5 mi (a plain space after R$). */
export const formatMoneyCompacto = (reais: number): string => `R$ ${formatCompacto(reais)}`;

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

/**
 * Reais from text a person typed or pasted: "R$ 1.234,56", "1234,56", "1.234" (pt-BR thousands)
 * or "1234.56" (a spreadsheet's decimal point). Null when it is not an amount with at most
 * 2 decimals.
 */
export function parseMoneyBR(texto: string): number | null {
  return parseDecimalBR(texto.replace('R$', ''), 2);
}

/** Reais from the digits of a money field that is typed as cents: "123456" is R$ 1.234,56. */
export function reaisDeDigitos(digitos: string): number | null {
  const d = digitos.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (d === '') return null;
  const centavos = Number(d);
  return Number.isSafeInteger(centavos) ? centavosParaReais(centavos) : null;
}
