/**
 * Decimal numbers written the Brazilian way (1.234,5678). Parsing works on the digit strings so a
 * pasted "0,1" becomes exactly 0.1, not the float sum of its parts.
 */
import { formatDecimal, formatPercentual } from './numeros';

const MILHAR_BR = /^\d{1,3}(\.\d{3})+$/;

/**
 * A number from "1.234,56", "1234,56", "1.234" (pt-BR thousands) or "1234.56" (a spreadsheet's
 * decimal point), with at most `escala` decimals; null for anything else.
 */
export function parseDecimalBR(texto: string, escala: number): number | null {
  let t = texto.replace(/\s/g, '');
  const negativo = t.startsWith('-');
  if (negativo) t = t.slice(1);
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (MILHAR_BR.test(t)) t = t.replace(/\./g, '');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] ?? '').length > escala) return null;
  const valor = Number(`${m[1]}.${m[2] || '0'}`);
  if (!Number.isFinite(valor)) return null;
  return negativo && valor !== 0 ? -valor : valor;
}

/** 1.234,50 with exactly `escala` decimals, as the decimal mask shows it. */
export function formatDecimalBR(valor: number | null | undefined, escala: number): string {
  if (valor == null || !Number.isFinite(valor)) return '';
  return formatDecimal(valor, escala, escala);
}

/** Hundredths of a percent as a person writes the percentage: 1000 → '10%', 1250 → '12,5%'. */
export function formatPercentualCentesimos(centesimos: number): string {
  return formatPercentual(centesimos, { escala: 'centesimos', casas: 2 });
}
