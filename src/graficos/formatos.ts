/**
 * How a chart writes its values, from the shared pt-BR formatters: the tooltip's full text and an
 * axis's short one. No chart library here, so a screen may name a format without loading one.
 */
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { formatDecimal, formatInteiro, formatPercentual } from '@retaguarda/contrato/br/numeros';

export type FormatoGrafico = 'dinheiro' | 'inteiro' | 'decimal' | 'percentual';

export const FORMATOS_GRAFICO: Record<FormatoGrafico, { valor: (v: number) => string; eixo: (v: number) => string }> = {
  dinheiro: { valor: formatMoney, eixo: formatMoneyCompacto },
  inteiro: { valor: formatInteiro, eixo: formatInteiro },
  decimal: { valor: (v) => formatDecimal(v, 2), eixo: (v) => formatDecimal(v, 2) },
  /** A fraction: 0.855 is 85,5%. */
  percentual: { valor: (v) => formatPercentual(v), eixo: (v) => formatPercentual(v) },
};

/** A format by name, or the screen's own function (turnover's 1,45×). */
export type Formatar = FormatoGrafico | ((v: number) => string);

export const formatadorDoValor = (f: Formatar): ((v: number) => string) => (typeof f === 'function' ? f : FORMATOS_GRAFICO[f].valor);

/** A value on a 0–100 axis (the percent points a chart draws) as pt-BR writes the share: 93,5%. */
export const formatPontosPercentuais = (v: number): string => formatPercentual(v / 100);
