/** Keeps only 0-9: the clean form of CPF, CEP, phone and card numbers. */
export function onlyDigits(valor: string): string {
  return valor.replace(/\D/g, '');
}

/**
 * Keeps only 0-9 and A-Z, upper-cased: the clean form of a CNPJ, which may be alphanumeric
 * from July 2026 (Receita Federal, NT 49/2024).
 */
export function onlyAlnumUpper(valor: string): string {
  return valor.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
