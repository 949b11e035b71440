import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpfCnpj,
  isCnpj,
  maskCpfCnpj,
  normalizeCnpj,
  normalizeCpfCnpj,
  validateCnpj,
  validateCpfCnpj,
} from '@retaguarda/contrato/br/documents';
import {
  alfabetoCnpj,
  cnpjAlfanumericoValido,
  cnpjComDigitos,
  cnpjNumericoValido,
  comUmaTroca,
} from './documentArbitraries';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '54.550.752/0001-55', '45.997.418/0001-53'])(
    'accepts the valid numeric CNPJ %s',
    (cnpj) => expect(isCnpj(cnpj)).toBe(true),
  );

  it.each(['12ABC34501DE35', '12.ABC.345/01DE-35', '12abc34501de35', 'Q0SLFMBD7VX439'])(
    'accepts the valid alphanumeric CNPJ %s (Receita Federal, July 2026)',
    (cnpj) => expect(isCnpj(cnpj)).toBe(true),
  );

  it('computes the alphanumeric check digits as ASCII − 48 with the numeric weights', () => {
    // 12ABC34501DE: 1,2,17,18,19,3,4,5,0,1,20,21 → Σ×(5,4,3,2,9,8,7,6,5,4,3,2) = 459, 459 mod 11 = 8 → 3;
    // then with the 3 and weights (6,5,4,3,2,9,8,7,6,5,4,3,2): 424 mod 11 = 6 → 5.
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(isCnpj('12ABC34501DE34')).toBe(false);
    expect(isCnpj('12ABC34501DE25')).toBe(false);
  });

  it.each(['11.222.333/0001-82', '11222333000118', '12ABC34501DE36', '12ABD34501DE35'])(
    'refuses %s, whose check digits are wrong',
    (cnpj) => expect(validateCnpj(cnpj)).toBe('CNPJ inválido'),
  );

  it('refuses letters in the check-digit positions', () => {
    expect(validateCnpj('12ABC34501DE3A')).toBe('CNPJ inválido');
  });

  it.each(['00.000.000/0000-00', '11111111111111', '99999999999999'])('refuses the repeated-digit number %s', (cnpj) => {
    expect(validateCnpj(cnpj)).toBe('CNPJ inválido');
  });

  it('says the CNPJ is incomplete when characters are missing', () => {
    expect(validateCnpj('11.222.333/0001')).toBe('CNPJ deve ter 14 caracteres');
  });

  it('normalises to 14 upper-case characters and formats as 00.000.000/0000-00', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('shows a CNPJ in full even in lists, since it is public', () => {
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('accepts every generated valid CNPJ, numeric and alphanumeric, masked or not', () => {
    fc.assert(
      fc.property(fc.oneof(cnpjNumericoValido, cnpjAlfanumericoValido), (cnpj) => {
        expect(isCnpj(cnpj)).toBe(true);
        expect(isCnpj(formatCnpj(cnpj))).toBe(true);
        expect(isCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  // Mod 11 maps remainders 0 and 1 both to check digit 0, so a change that moves a remainder
  // between them goes unseen; that can only happen when a check digit is 0. Outside that blind
  // spot every single change must be caught, and inside it we must agree with the Receita's rule.
  // Letters add a second blind spot: values 11 apart (see comUmaTroca's `visivel`).
  it('refuses every single-character change of a valid CNPJ whose check digits are not 0, for every change the sum can see', () => {
    fc.assert(
      fc.property(
        fc.oneof(cnpjNumericoValido, cnpjAlfanumericoValido).filter((d) => !d.slice(-2).includes('0')).chain((d) => comUmaTroca(d, alfabetoCnpj, true)),
        (alterado) => {
          expect(isCnpj(alterado)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the Receita rule on every single-character change, blind spot included', () => {
    fc.assert(
      fc.property(
        fc.oneof(cnpjNumericoValido, cnpjAlfanumericoValido).chain((d) => comUmaTroca(d, alfabetoCnpj)),
        (alterado) => {
          expect(isCnpj(alterado)).toBe(cnpjComDigitos(alterado.slice(0, 12)) === alterado.toUpperCase());
        },
      ),
    );
  });
});

describe('CPF or CNPJ', () => {
  it('tells them apart by length', () => {
    expect(validateCpfCnpj('529.982.247-25')).toBeUndefined();
    expect(validateCpfCnpj('12.ABC.345/01DE-35')).toBeUndefined();
    expect(validateCpfCnpj('529.982.247-24')).toBe('CPF inválido');
    expect(validateCpfCnpj('11222333000182')).toBe('CNPJ inválido');
    expect(validateCpfCnpj('1234')).toBe('Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres)');
  });

  it('formats and normalises by length', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj(null)).toBe('');
    expect(normalizeCpfCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(normalizeCpfCnpj('529.982.247-25')).toBe('52998224725');
  });
});
