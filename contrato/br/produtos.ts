/**
 * The codes of a product: GTIN (EAN-8, UPC-12, EAN-13, GTIN-14, with the GS1 check digit) and
 * NCM (the 8-digit Mercosur classification the NFC-e requires).
 */
import { onlyDigits } from './digits';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';

const TAMANHOS_GTIN = new Set([8, 12, 13, 14]);

/** The GS1 check digit of the digits before it: weights 3 and 1 alternating from the right. */
export function digitoVerificadorGtin(semDigito: string): number {
  let soma = 0;
  for (let i = 0; i < semDigito.length; i++) {
    const peso = (semDigito.length - i) % 2 === 1 ? 3 : 1;
    soma += Number(semDigito[i]) * peso;
  }
  return (10 - (soma % 10)) % 10;
}

/** GTIN → its digits, or null when the length or the check digit is wrong. */
export function normalizeGtin(valor: string): string | null {
  const digitos = onlyDigits(valor);
  if (!TAMANHOS_GTIN.has(digitos.length) || digitos.length !== valor.replace(/[\s.-]/g, '').length) return null;
  return digitoVerificadorGtin(digitos.slice(0, -1)) === Number(digitos.at(-1)) ? digitos : null;
}
export const isGtin = (valor: string): boolean => normalizeGtin(valor) !== null;
export const validateGtin = (v: string) => (isGtin(v) ? undefined : MENSAGENS_VALIDACAO.gtinInvalido);

/** NCM → 8 digits (typed as 0000.00.00 or plain), or null. */
export function normalizeNcm(valor: string): string | null {
  const digitos = onlyDigits(valor);
  return digitos.length === 8 && /^[\d.\s]+$/.test(valor.trim()) ? digitos : null;
}
export const isNcm = (valor: string): boolean => normalizeNcm(valor) !== null;
export const validateNcm = (v: string) => (isNcm(v) ? undefined : MENSAGENS_VALIDACAO.ncmInvalido);
/** 0000.00.00, the way the TIPI table prints it. */
export function formatNcm(valor: string | null | undefined): string {
  if (!valor) return '';
  const d = onlyDigits(valor);
  return d.length === 8 ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}` : valor;
}
