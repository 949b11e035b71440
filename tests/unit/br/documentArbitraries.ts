/**
 * fast-check generators of valid CPFs and CNPJs. The check digits are computed here from the
 * Receita's published rule, independently of the library src/br uses, so the property tests
 * compare two implementations instead of one with itself.
 */
import fc from 'fast-check';

function mod11(valores: number[], pesos: number[]): number {
  const resto = valores.reduce((soma, v, i) => soma + v * pesos[i], 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** CPF: weights 10..2 then 11..2. */
export function cpfComDigitos(base9: string): string {
  const v = [...base9].map(Number);
  const d1 = mod11(v, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11([...v, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${d2}`;
}

/** CNPJ (numeric or alphanumeric): value = ASCII − 48, weights 5..2,9..2 then 6..2,9..2. */
export function cnpjComDigitos(base12: string): string {
  const v = [...base12].map((c) => c.charCodeAt(0) - 48);
  const d1 = mod11(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11([...v, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

const repetido = (s: string) => /^(.)\1*$/.test(s);
const DIGITOS = '0123456789'.split('');
const ALFANUMERICOS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const cpfValido = fc
  .string({ unit: fc.constantFrom(...DIGITOS), minLength: 9, maxLength: 9 })
  .map(cpfComDigitos)
  // Repeated digits and the well-known test number are refused on purpose.
  .filter((c) => !repetido(c) && c !== '12345678909');

export const cnpjNumericoValido = fc
  .string({ unit: fc.constantFrom(...DIGITOS), minLength: 12, maxLength: 12 })
  .map(cnpjComDigitos)
  .filter((c) => !repetido(c));

export const cnpjAlfanumericoValido = fc
  .string({ unit: fc.constantFrom(...ALFANUMERICOS), minLength: 12, maxLength: 12 })
  .filter((b) => /[A-Z]/.test(b))
  .map(cnpjComDigitos);

const valor = (c: string) => c.charCodeAt(0) - 48;

/**
 * A document with one position replaced by a different character of the same kind. With
 * `visivel`, only replacements the mod-11 sum can see: in the alphanumeric CNPJ a letter whose
 * value differs from the original by a multiple of 11 (7 and B, 9 and D, A and L…) leaves every
 * weighted sum unchanged, a blind spot of the Receita's scheme itself.
 */
export function comUmaTroca(doc: string, alfabeto: (posicao: number) => string[], visivel = false) {
  return fc.nat({ max: doc.length - 1 }).chain((i) => {
    const trocas = alfabeto(i).filter((c) => c !== doc[i] && (!visivel || (valor(c) - valor(doc[i])) % 11 !== 0));
    return fc.constantFrom(...trocas).map((c) => doc.slice(0, i) + c + doc.slice(i + 1));
  });
}

export const alfabetoCpf = () => DIGITOS;
/** Check digits stay numeric in the alphanumeric CNPJ; the first 12 positions may be letters. */
export const alfabetoCnpj = (posicao: number) => (posicao >= 12 ? DIGITOS : ALFANUMERICOS);
