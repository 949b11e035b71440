/**
 * Card brand from the number prefix, Luhn check and grouping for display.
 *
 * Prefix tables come from credit-card-type, which knows the Elo and Hipercard BINs that sit inside
 * the Visa (4…) and Mastercard/Discover/Maestro (5…, 6…) ranges. Those Brazilian brands are looked at
 * first: a 401178… card is an Elo even though "4" also matches Visa.
 */
import creditCardType from 'credit-card-type';
import { onlyDigits } from './digits';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';

export type CardBrand =
  | 'American Express'
  | 'Diners Club'
  | 'Discover'
  | 'JCB'
  | 'Elo'
  | 'Hipercard'
  | 'Visa'
  | 'Mastercard'
  | 'Unknown';

/**
 * The library's ids for the brands SPEC section 5 names. "hiper" is Itaú's Hiper, issued under the
 * Hipercard brand, so it is reported as Hipercard; brands the panel does not know (Maestro,
 * UnionPay, Mir…) fall back to Unknown.
 */
const MARCAS: Record<string, CardBrand> = {
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  elo: 'Elo',
  hiper: 'Hipercard',
  hipercard: 'Hipercard',
  visa: 'Visa',
  mastercard: 'Mastercard',
};

const PRIMEIRO = ['elo', 'hipercard', 'hiper'];

interface Layout {
  gaps: number[];
  lengths: number[];
}

function melhorTipo(digitos: string): ({ type: string } & Layout) | null {
  if (digitos === '') return null;
  // Only types whose whole pattern is covered by what was typed carry a matchStrength.
  const completos = creditCardType(digitos).filter((t) => t.matchStrength !== undefined);
  const nacional = completos.find((t) => PRIMEIRO.includes(t.type));
  if (nacional) return nacional;
  const [maisEspecifico] = [...completos].sort((a, b) => Number(b.matchStrength) - Number(a.matchStrength));
  return maisEspecifico ?? null;
}

/** Brand of a full or partial card number (mask characters are ignored). */
export function cardBrand(numero: string): CardBrand {
  const tipo = melhorTipo(onlyDigits(numero));
  return (tipo && MARCAS[tipo.type]) ?? 'Unknown';
}

/** 4-4-4-4, and a fifth group for the 17-19 digit numbers some Visa and Discover cards have. */
const QUATRO_EM_QUATRO = [4, 8, 12, 16];

/** Group boundaries and accepted lengths: 4-6-5 for Amex, 4-6-4 for Diners, 4-4-4-4 otherwise. */
export function cardLayout(numero: string): Layout {
  const tipo = melhorTipo(onlyDigits(numero));
  if (tipo && MARCAS[tipo.type]) {
    return { gaps: tipo.gaps.join() === '4,8,12' ? QUATRO_EM_QUATRO : tipo.gaps, lengths: tipo.lengths };
  }
  return { gaps: QUATRO_EM_QUATRO, lengths: [12, 13, 14, 15, 16, 17, 18, 19] };
}

/** Luhn (mod 10) check of the digits; false for an empty string. */
export function luhn(numero: string): boolean {
  const d = onlyDigits(numero);
  if (d === '') return false;
  let soma = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    soma += n;
  }
  return soma % 10 === 0;
}

/**
 * Digits grouped by brand, e.g. "3782 822463 10005". Digits past 19 (15 for Amex, whose groups
 * end there) are dropped; a number too long for its brand is kept whole so the validator can say so.
 */
export function formatCardNumber(numero: string): string {
  const { gaps, lengths } = cardLayout(numero);
  const d = onlyDigits(numero).slice(0, Math.max(...lengths) === 15 ? 15 : 19);
  let saida = '';
  for (let i = 0; i < d.length; i++) {
    if (gaps.includes(i)) saida += ' ';
    saida += d[i];
  }
  return saida;
}

/** A card number is valid when it has a length its brand issues and passes Luhn. */
export function validateCardNumber(numero: string): string | undefined {
  const d = onlyDigits(numero);
  if (!/^[\d\s-]+$/.test(numero.trim())) return MENSAGENS_VALIDACAO.cartaoInvalido;
  return cardLayout(d).lengths.includes(d.length) && luhn(d) ? undefined : MENSAGENS_VALIDACAO.cartaoInvalido;
}

export const isCardNumber = (numero: string): boolean => validateCardNumber(numero) === undefined;
