import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, isCardNumber, luhn } from '@retaguarda/contrato/br/cardBrand';

describe('card brand', () => {
  it.each([
    ['378282246310005', 'American Express'],
    ['371449635398431', 'American Express'],
    ['30569309025904', 'Diners Club'],
    ['38520000023237', 'Diners Club'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['4111111111111111', 'Visa'],
    ['4012888888881881', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['6362970000457013', 'Elo'],
    ['6062825624254001', 'Hipercard'],
    ['9999999999999995', 'Unknown'],
    ['', 'Unknown'],
  ])('%s is %s', (numero, marca) => expect(cardBrand(numero)).toBe(marca));

  it.each([
    ['4011780000000000', 'Elo'],
    ['4389350000000000', 'Elo'],
    ['4576310000000000', 'Elo'],
    ['4514160000000000', 'Elo'],
  ])('sees Elo in %s although it starts like a Visa', (numero, marca) => {
    expect(cardBrand(numero)).toBe(marca);
    expect(cardBrand(`4111${numero.slice(4)}`)).toBe('Visa');
  });

  it.each([
    ['5067000000000000', 'Elo'],
    ['5090000000000000', 'Elo'],
    ['5041750000000000', 'Elo'],
    ['6500310000000000', 'Elo'],
    ['6550000000000000', 'Elo'],
    ['6062820000000000', 'Hipercard'],
    ['6370950000000000', 'Hipercard'],
  ])('sees %s as %s, inside ranges Mastercard, Discover or Maestro also claim', (numero, marca) => {
    expect(cardBrand(numero)).toBe(marca);
  });

  it('ignores mask characters and follows the prefix as it is typed', () => {
    expect(cardBrand('4011 78')).toBe('Elo');
    expect(cardBrand('4')).toBe('Visa');
    expect(cardBrand('4011')).toBe('Visa');
    expect(cardBrand('401178')).toBe('Elo');
    expect(cardBrand('34')).toBe('American Express');
  });
});

describe('Luhn and grouping', () => {
  it('checks the Luhn digit', () => {
    expect(luhn('4111 1111 1111 1111')).toBe(true);
    expect(luhn('4111 1111 1111 1112')).toBe(false);
    expect(luhn('')).toBe(false);
  });

  it('catches every single-digit change', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (d, i, delta) => {
        const valido = d.slice(0, 15) + [...Array(10).keys()].find((c) => luhn(d.slice(0, 15) + c));
        const trocado = valido.slice(0, i) + ((Number(valido[i]) + delta) % 10) + valido.slice(i + 1);
        expect(luhn(valido)).toBe(true);
        expect(luhn(trocado)).toBe(false);
      }),
    );
  });

  it('groups by brand: 4-4-4-4, Amex 4-6-5, Diners 4-6-4', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('6362 9700 0045 7013')).toBe('6362 9700 0045 7013');
    expect(formatCardNumber('41111')).toBe('4111 1');
  });

  it('validates length for the brand and Luhn', () => {
    expect(isCardNumber('3782 822463 10005')).toBe(true);
    expect(isCardNumber('3782 822463 1000')).toBe(false);
    expect(isCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 111x')).toBe(false);
  });
});
