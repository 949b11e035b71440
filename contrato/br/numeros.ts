/**
 * Numbers as staff read them (pt-BR): every number on screen, in a sheet's note or in a message
 * goes through here, so 1.234,5 and 85,5% are written one way everywhere.
 *
 * Each formatter is made on first use and kept: the browser's first Intl object loads its locale
 * data (a long task on a phone), and this module is in the panel's first script, whose evaluation is one
 * task; src/br/prepararFormatos.ts pays that cost in a task of its own instead.
 */
const feitos = new Map<string, Intl.NumberFormat>();

/** The pt-BR formatter for these options, made once. */
export function formatadorPtBR(opcoes: Intl.NumberFormatOptions): Intl.NumberFormat {
  const chave = JSON.stringify(opcoes);
  let f = feitos.get(chave);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', opcoes);
    feitos.set(chave, f);
  }
  return f;
}

/** 1.234: decimals rounded away. */
export const formatInteiro = (n: number): string => formatadorPtBR({ maximumFractionDigits: 0 }).format(n);

/** As toLocaleString('pt-BR') writes it (1.234, 0,01, up to three decimals): counts and limits in a sentence. */
export const formatNumero = (n: number): string => formatadorPtBR({}).format(n);

/** 1.234,5: at most `casas` decimals, at least `minimo` (formatDecimalBR's fixed scale passes both). */
export const formatDecimal = (n: number, casas: number, minimo = 0): string =>
  formatadorPtBR({ minimumFractionDigits: minimo, maximumFractionDigits: casas }).format(n);

/** 1,5 mi, 500 mil (a no-break space before the word): an axis that must stay short. */
export const formatCompacto = (n: number): string => formatadorPtBR({ notation: 'compact', maximumFractionDigits: 1 }).format(n);

export interface OpcoesPercentual {
  /**
   * What the number counts: a fraction (0.855 is 85,5%, the reports' shares and rates) or
   * hundredths of a percent (1250 is 12,5%, how discounts are stored).
   */
  escala?: 'fracao' | 'centesimos';
  /** At most this many decimals; 1 unless told. */
  casas?: number;
  /** '+' before a rise (zero stays bare): a change, not a share. */
  sinal?: boolean;
  /** U+2212 instead of the hyphen before a fall, as the supplier screens print a price change. */
  menosTipografico?: boolean;
}

/** A percentage the way pt-BR writes it, with no space before %: 85,5%, +4,2%. */
export function formatPercentual(valor: number, { escala = 'fracao', casas = 1, sinal = false, menosTipografico = false }: OpcoesPercentual = {}): string {
  const fracao = escala === 'centesimos' ? valor / 10_000 : valor;
  const texto = formatadorPtBR({ style: 'percent', maximumFractionDigits: casas, ...(sinal ? { signDisplay: 'exceptZero' } : {}) }).format(fracao);
  return menosTipografico ? texto.replace('-', '\u2212') : texto;
}
