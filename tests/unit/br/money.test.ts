import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalBR, parseDecimalBR } from '@retaguarda/contrato/br/decimal';
import {
  centavosParaReais,
  formatCentavos,
  formatMoney,
  parseMoneyBR,
  reaisDeDigitos,
  reaisParaCentavos,
} from '@retaguarda/contrato/br/money';

const NBSP = '\u00a0';

/** R$ text built from integer centavos by hand, independently of Intl. */
function esperado(centavos: number): string {
  const sinal = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const inteiro = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sinal}R$${NBSP}${inteiro},${String(abs % 100).padStart(2, '0')}`;
}

describe('money', () => {
  it('formats reais as R$ with pt-BR grouping and a no-break space after R$', () => {
    expect(formatMoney(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(1000000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatMoney(0.1 + 0.2)).toBe(`R$${NBSP}0,30`);
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('is exact to the centavo for every amount up to a billion reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (centavos) => {
        expect(formatCentavos(centavos)).toBe(esperado(centavos));
        expect(reaisParaCentavos(centavosParaReais(centavos))).toBe(centavos);
      }),
    );
  });

  it('parses what a person types or pastes back to the same reais', () => {
    expect(parseMoneyBR(`R$${NBSP}1.234,56`)).toBe(1234.56);
    expect(parseMoneyBR('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoneyBR('1234,5')).toBe(1234.5);
    expect(parseMoneyBR('1.234')).toBe(1234);
    expect(parseMoneyBR('1234.56')).toBe(1234.56);
    expect(parseMoneyBR('-R$ 5,00')).toBe(-5);
    expect(parseMoneyBR('0,1')).toBe(0.1);
    expect(parseMoneyBR('1,234')).toBeNull();
    expect(parseMoneyBR('abc')).toBeNull();
    expect(parseMoneyBR('')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (centavos) => {
        expect(parseMoneyBR(formatCentavos(centavos))).toBe(centavos / 100);
      }),
    );
  });

  it('reads a money field typed as cents', () => {
    expect(reaisDeDigitos('123456')).toBe(1234.56);
    expect(reaisDeDigitos('0001')).toBe(0.01);
    expect(reaisDeDigitos('')).toBeNull();
  });
});

describe('decimals', () => {
  it('parse and format with a configurable scale', () => {
    expect(parseDecimalBR('1.234,5678', 4)).toBe(1234.5678);
    expect(parseDecimalBR('1.234,5678', 2)).toBeNull();
    expect(parseDecimalBR('-0,5', 1)).toBe(-0.5);
    expect(formatDecimalBR(1234.5, 3)).toBe('1.234,500');
    expect(formatDecimalBR(null, 2)).toBe('');
  });
});
