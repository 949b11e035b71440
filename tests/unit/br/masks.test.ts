import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '@retaguarda/contrato/br/cardBrand';
import { formatCep, formatPhone } from '@retaguarda/contrato/br/contact';
import { formatDecimalBR } from '@retaguarda/contrato/br/decimal';
import { formatCnpj, formatCpf } from '@retaguarda/contrato/br/documents';
import {
  aplicarMascara,
  digitosDaMoeda,
  formatarMoedaDigitada,
  MASCARA_CARTAO,
  MASCARA_CEP,
  MASCARA_CNPJ,
  MASCARA_CPF,
  MASCARA_CPF_CNPJ,
  MASCARA_DATA,
  MASCARA_TELEFONE,
  MASCARA_TELEFONE_SEM_DDD,
  mascaraDecimal,
  removerMascara,
  valorDecimal,
} from '../../../src/br/masks';

const digitos = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alfanumericos = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'), minLength: n, maxLength: n });

type Opcoes = Parameters<typeof aplicarMascara>[0];

/** format(parse(x)) = x for every masked x, and parse(format(c)) = c for every clean c. */
function idaEVolta(opcoes: Opcoes, limpo: fc.Arbitrary<string>, esperado: (c: string) => string = (c) => c) {
  fc.assert(
    fc.property(limpo, (c) => {
      const formatado = aplicarMascara(opcoes, c);
      expect(removerMascara(opcoes, formatado)).toBe(esperado(c));
      expect(aplicarMascara(opcoes, removerMascara(opcoes, formatado))).toBe(formatado);
      // Pasting the masked text gives the same as typing the clean one.
      expect(aplicarMascara(opcoes, formatado)).toBe(formatado);
    }),
  );
}

/** On complete values the mask shows exactly what the pure formatter writes. */
function igualA(opcoes: Opcoes, limpo: fc.Arbitrary<string>, formatar: (c: string) => string) {
  fc.assert(
    fc.property(limpo, (c) => {
      expect(aplicarMascara(opcoes, c)).toBe(formatar(c));
    }),
  );
}

describe('masks round-trip', () => {
  it('CPF, complete or partial, and matches formatCpf', () => {
    idaEVolta(MASCARA_CPF, digitos(0, 11));
    igualA(MASCARA_CPF, digitos(11), formatCpf);
  });

  it('CNPJ numeric and alphanumeric, upper-casing letters, and matches formatCnpj', () => {
    const cnpj = fc.tuple(alfanumericos(12), digitos(2)).map(([a, b]) => a + b);
    idaEVolta(MASCARA_CNPJ, cnpj, (c) => c.toUpperCase());
    igualA(MASCARA_CNPJ, cnpj, formatCnpj);
  });

  it('CPF or CNPJ, switching by length and letters', () => {
    idaEVolta(MASCARA_CPF_CNPJ, digitos(0, 14));
    expect(aplicarMascara(MASCARA_CPF_CNPJ, '52998224725')).toBe('529.982.247-25');
    expect(aplicarMascara(MASCARA_CPF_CNPJ, '112223330001')).toBe('11.222.333/0001');
    expect(aplicarMascara(MASCARA_CPF_CNPJ, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('phone with area code, 8 or 9 digits, and matches formatPhone', () => {
    idaEVolta(MASCARA_TELEFONE, digitos(0, 11));
    igualA(MASCARA_TELEFONE, digitos(10, 11), formatPhone);
  });

  it('phone without area code', () => {
    idaEVolta(MASCARA_TELEFONE_SEM_DDD, digitos(0, 9));
    igualA(MASCARA_TELEFONE_SEM_DDD, digitos(8, 9), formatPhone);
  });

  it('CEP, and matches formatCep', () => {
    idaEVolta(MASCARA_CEP, digitos(0, 8));
    igualA(MASCARA_CEP, digitos(8), formatCep);
  });

  it('date DD/MM/YYYY', () => {
    idaEVolta(MASCARA_DATA, digitos(0, 8));
    expect(aplicarMascara(MASCARA_DATA, '01022026')).toBe('01/02/2026');
  });

  it('card number, grouped like formatCardNumber', () => {
    idaEVolta(MASCARA_CARTAO, digitos(0, 19));
    igualA(MASCARA_CARTAO, digitos(12, 19), formatCardNumber);
    expect(aplicarMascara(MASCARA_CARTAO, '378282246310005')).toBe('3782 822463 10005');
    expect(aplicarMascara(MASCARA_CARTAO, '30569309025904')).toBe('3056 930902 5904');
  });

  it('decimals for every scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -1e9, max: 1e9 }), (escala, n) => {
        const valor = n / 10 ** escala;
        const formatado = formatDecimalBR(valor, escala);
        expect(aplicarMascara(mascaraDecimal(escala, true), formatado)).toBe(formatado);
        expect(valorDecimal(escala, formatado)).toBe(valor);
      }),
    );
    expect(aplicarMascara(mascaraDecimal(3), '1234,5')).toBe('1.234,500');
  });

  it('money typed as cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (centavos) => {
        const formatado = formatarMoedaDigitada(String(centavos));
        expect(digitosDaMoeda(formatado)).toBe(String(centavos));
        expect(formatarMoedaDigitada(digitosDaMoeda(formatado))).toBe(formatado);
      }),
    );
    expect(formatarMoedaDigitada('123456')).toBe('R$\u00a01.234,56');
    expect(formatarMoedaDigitada('1')).toBe('R$\u00a00,01');
  });
});
