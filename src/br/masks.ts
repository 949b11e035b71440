/**
 * The imask options behind every masked input, as data, plus format/unformat helpers that run the
 * same options through imask's pipe. The inputs and the property tests share these objects, so
 * what the tests prove about round-trips is true of what the user types into.
 * imask's core needs no DOM, so this file also loads under Node.
 */
import { createMask, pipe, PIPE_TYPE, type FactoryArg, type MaskedDynamic } from 'imask';
import { cardLayout } from '@retaguarda/contrato/br/cardBrand';
import { onlyAlnumUpper, onlyDigits } from '@retaguarda/contrato/br/digits';
import { formatMoney, reaisDeDigitos } from '@retaguarda/contrato/br/money';

export const MASCARA_CPF = { mask: '000.000.000-00' };

/** The alphanumeric CNPJ: 12 characters 0-9/A-Z (typed in any case) and 2 numeric check digits. */
export const MASCARA_CNPJ = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Za-z]/ },
  prepareChar: (c: string) => c.toUpperCase(),
};

/** Whichever mask the clean text so far plus the incoming text fits: index into `mask`. */
function despachar(escolher: (limpo: string) => number) {
  return (anexado: string, dinamico: MaskedDynamic) =>
    dinamico.compiledMasks[escolher(dinamico.unmaskedValue + anexado)];
}

/** CPF up to 11 digits; a 12th character or any letter switches to CNPJ. */
export const MASCARA_CPF_CNPJ = {
  mask: [MASCARA_CPF, MASCARA_CNPJ],
  dispatch: despachar((t) => {
    const limpo = onlyAlnumUpper(t);
    return limpo.length > 11 || /[A-Z]/.test(limpo) ? 1 : 0;
  }),
};

/** Landline (8 digits) until an 11th digit with area code makes it a mobile (9 digits). */
export const MASCARA_TELEFONE = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  dispatch: despachar((t) => (onlyDigits(t).length > 10 ? 1 : 0)),
};

/** For numbers stored without area code. */
export const MASCARA_TELEFONE_SEM_DDD = {
  mask: [{ mask: '0000-0000' }, { mask: '00000-0000' }],
  dispatch: despachar((t) => (onlyDigits(t).length > 8 ? 1 : 0)),
};

export const MASCARA_CEP = { mask: '00000-000' };

/** Shape only; whether the day exists is the validator's job (dataBR()), so a typo stays visible. */
export const MASCARA_DATA = { mask: '00/00/0000' };

/** Groups as the brand prints them: 4-4-4-4(-3), Amex 4-6-5, Diners 4-6-4. */
const GRUPOS_CARTAO = {
  padrao: { mask: '0000 0000 0000 0000 000' },
  amex: { mask: '0000 000000 00000' },
  diners: { mask: '0000 000000 000000000' },
};

export const MASCARA_CARTAO = {
  mask: [GRUPOS_CARTAO.padrao, GRUPOS_CARTAO.amex, GRUPOS_CARTAO.diners],
  dispatch: despachar((t) => {
    const { gaps, lengths } = cardLayout(onlyDigits(t));
    if (gaps.join() !== '4,10') return 0;
    return Math.max(...lengths) === 15 ? 1 : 2;
  }),
};

/** Brazilian decimals: 1.234,56. A typed "." is not mapped to the comma, because in pt-BR it is the thousands mark. */
export function mascaraDecimal(escala: number, negativos = false) {
  return {
    mask: Number,
    scale: escala,
    thousandsSeparator: '.',
    radix: ',',
    mapToRadix: [],
    normalizeZeros: true,
    padFractionalZeros: true,
    min: negativos ? -Number.MAX_SAFE_INTEGER : 0,
    max: Number.MAX_SAFE_INTEGER,
  };
}

/** The masked text imask shows for some input (clean or already masked). */
export function aplicarMascara(opcoes: FactoryArg, entrada: string): string {
  return pipe(entrada, opcoes);
}

/** The clean value imask gives back for a masked text. */
export function removerMascara(opcoes: FactoryArg, formatado: string): string {
  return pipe(formatado, opcoes, PIPE_TYPE.MASKED, PIPE_TYPE.UNMASKED);
}

/** The number a decimal mask holds for a masked text; null when empty. */
export function valorDecimal(escala: number, formatado: string): number | null {
  const m = createMask(mascaraDecimal(escala, true));
  m.resolve(formatado);
  return m.unmaskedValue === '' ? null : m.typedValue;
}

/**
 * The money field is typed as cents: every digit shifts the amount left, so "1", "2", "3" show
 * R$ 0,01, R$ 0,12, R$ 1,23. These two functions are its mask; imask has no such mode.
 */
export const formatarMoedaDigitada = (texto: string): string => formatMoney(reaisDeDigitos(onlyDigits(texto)));
export const digitosDaMoeda = (formatado: string): string => onlyDigits(formatado).replace(/^0+(?=\d)/, '');

/** Digits of a pasted phone; a leading country code 55 (+55 11 98765-4321) is dropped. */
export function telefoneColado(texto: string): string {
  const d = onlyDigits(texto);
  return (d.length === 12 || d.length === 13) && d.startsWith('55') ? d.slice(2) : d;
}

/**
 * Where the caret goes in `texto` so that `digitosADireita` digits follow it. Re-formatting moves
 * separators around; counting digits from the right keeps the caret next to the digit the user
 * was editing.
 */
export function posicaoComDigitosADireita(texto: string, digitosADireita: number): number {
  let vistos = 0;
  for (let i = texto.length; i > 0; i--) {
    if (vistos === digitosADireita) return i;
    if (/\d/.test(texto[i - 1])) vistos++;
  }
  return vistos === digitosADireita ? 0 : texto.length;
}
