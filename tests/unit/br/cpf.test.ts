import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf, isCpf, maskCpfCnpj, normalizeCpf, validateCpf } from '@retaguarda/contrato/br/documents';
import { alfabetoCpf, comUmaTroca, cpfComDigitos, cpfValido } from './documentArbitraries';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '295.379.955-93', '111.444.777-35', ' 529.982.247-25 '])(
    'accepts the valid CPF %s',
    (cpf) => expect(isCpf(cpf)).toBe(true),
  );

  it.each(['529.982.247-24', '52998224735', '111.444.777-53', '295.379.955-39'])(
    'refuses %s, whose check digits are wrong',
    (cpf) => expect(validateCpf(cpf)).toBe('CPF inválido'),
  );

  it.each(['000.000.000-00', '111.111.111-11', '99999999999'])('refuses the repeated-digit number %s', (cpf) => {
    expect(validateCpf(cpf)).toBe('CPF inválido');
  });

  it('refuses the well-known test number 123.456.789-09', () => {
    expect(isCpf('123.456.789-09')).toBe(false);
  });

  it('refuses junk around or inside the number instead of dropping it', () => {
    expect(validateCpf('529.982.247-25x')).toBe('CPF inválido');
    expect(validateCpf('529-982-247.25')).toBe('CPF inválido');
  });

  it('says the CPF is incomplete when digits are missing', () => {
    expect(validateCpf('529.982.247')).toBe('CPF deve ter 11 dígitos');
    expect(validateCpf('')).toBe('CPF deve ter 11 dígitos');
  });

  it('normalises to the 11 digits and formats as 000.000.000-00', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });

  it('hides the first three and the check digits for display', () => {
    expect(maskCpfCnpj('52998224725')).toBe('***.982.247-**');
    expect(maskCpfCnpj(null)).toBe('');
  });

  it('accepts every generated valid CPF, masked or not', () => {
    fc.assert(
      fc.property(cpfValido, (cpf) => {
        expect(isCpf(cpf)).toBe(true);
        expect(isCpf(formatCpf(cpf))).toBe(true);
      }),
    );
  });

  // Mod 11 maps remainders 0 and 1 both to check digit 0, so a change that moves a remainder
  // between them goes unseen; that can only happen when a check digit is 0. Outside that blind
  // spot every single change must be caught, and inside it we must agree with the Receita's rule.
  it('refuses every single-digit change of a valid CPF whose check digits are not 0', () => {
    fc.assert(
      fc.property(
        cpfValido.filter((d) => !d.slice(-2).includes('0')).chain((d) => comUmaTroca(d, alfabetoCpf)),
        (alterado) => {
          expect(isCpf(alterado)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the Receita rule on every single-digit change, blind spot included', () => {
    fc.assert(
      fc.property(
        cpfValido.chain((d) => comUmaTroca(d, alfabetoCpf)),
        (alterado) => {
          expect(isCpf(alterado)).toBe(cpfComDigitos(alterado.slice(0, 9)) === alterado.toUpperCase());
        },
      ),
    );
  });
});
