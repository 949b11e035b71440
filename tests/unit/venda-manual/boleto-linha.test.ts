import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoleto, getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import {
  dvModulo10,
  dvModulo11,
  fatorVencimento,
  formatarLinhaDigitavel,
  gerarBoleto,
} from '../../../server/modulos/venda-manual/pagamentos/boleto-linha';

const dia = (ano: number, mes: number, d: number) => new Date(Date.UTC(ano, mes - 1, d));

/** The inverse of the layout's shuffle, written here apart from the module so the round trip checks it. */
function codigoDaLinha(linha: string): string {
  return linha.slice(0, 4) + linha.slice(32, 47) + linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
}

/** The raw weighted sum modulo 11, to show which branch of the general DV a case exercises. */
function restoModulo11(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  return soma % 11;
}

/**
 * Worked example of Banco do Brasil's "Especificações Técnicas para Confecção de Boleto de
 * Cobrança do Banco do Brasil" (bb.com.br/docs/pub/emp/mpe/espeboletobb.pdf): R$ 1,00 due on
 * 31/12/2007 (factor 3737), the manual's field-2 computation giving 40144.816069.
 */
const EXEMPLO_BB = {
  dados: { banco: '001', vencimento: dia(2007, 12, 31), valorCentavos: 100, campoLivre: '0500940144816060680935031' },
  codigoBarras: '00193373700000001000500940144816060680935031',
  linhaFormatada: '00190.50095 40144.816069 06809.350314 3 37370000000100',
};

const CAMPO_LIVRE = '1090000012345678912345000';

describe('gerarBoleto', () => {
  it('reproduces the barcode and linha digitável of the Banco do Brasil manual', () => {
    const boleto = gerarBoleto(EXEMPLO_BB.dados);
    expect(boleto.codigoBarras).toBe(EXEMPLO_BB.codigoBarras);
    expect(formatarLinhaDigitavel(boleto.linhaDigitavel)).toBe(EXEMPLO_BB.linhaFormatada);
    expect(boleto.linhaDigitavel).toBe(EXEMPLO_BB.linhaFormatada.replace(/\D/g, ''));
    expect(codigoDaLinha(boleto.linhaDigitavel)).toBe(EXEMPLO_BB.codigoBarras);
    expect(isValidBoleto(boleto.linhaDigitavel)).toBe(true);
  });

  it('checks the manual example digit by digit: three módulo 10 fields and the módulo 11 DV', () => {
    const linha = EXEMPLO_BB.linhaFormatada.replace(/\D/g, '');
    expect(dvModulo10(linha.slice(0, 9))).toBe(Number(linha[9]));
    expect(dvModulo10(linha.slice(10, 20))).toBe(9);
    expect(dvModulo10(linha.slice(21, 31))).toBe(Number(linha[31]));
    const codigo = EXEMPLO_BB.codigoBarras;
    expect(dvModulo11(codigo.slice(0, 4) + codigo.slice(5))).toBe(3);
  });

  it('lays out a 341 boleto after the factor restart, read back by an independent validator', () => {
    const boleto = gerarBoleto({ banco: '341', vencimento: dia(2025, 3, 10), valorCentavos: 123_456, campoLivre: CAMPO_LIVRE });
    expect(boleto.codigoBarras).toMatch(/^\d{44}$/);
    expect(boleto.codigoBarras.slice(0, 4)).toBe('3419');
    expect(boleto.codigoBarras.slice(5, 9)).toBe('1016');
    expect(boleto.codigoBarras.slice(9, 19)).toBe('0000123456');
    expect(boleto.codigoBarras.slice(19)).toBe(CAMPO_LIVRE);
    expect(boleto.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(isValidBoleto(boleto.linhaDigitavel)).toBe(true);
    const info = getBoletoInfo(boleto.linhaDigitavel, { referenceDate: new Date(2025, 2, 1) });
    expect(info?.bankCode).toBe('341');
    expect(info?.amount).toBe(123_456);
    const lida = info?.expirationDate;
    expect(lida && [lida.getFullYear(), lida.getMonth() + 1, lida.getDate()]).toEqual([2025, 3, 10]);
  });

  it.each([
    [2, 0, 11],
    [6, 1, 10],
  ])('gives general DV 1 when %i centavos leave remainder %i (result %i)', (valorCentavos, resto) => {
    const { codigoBarras, linhaDigitavel } = gerarBoleto({ banco: '341', vencimento: dia(2025, 3, 10), valorCentavos, campoLivre: CAMPO_LIVRE });
    expect(restoModulo11(codigoBarras.slice(0, 4) + codigoBarras.slice(5))).toBe(resto);
    expect(codigoBarras[4]).toBe('1');
    expect(linhaDigitavel[32]).toBe('1');
    expect(isValidBoleto(linhaDigitavel)).toBe(true);
  });

  it('round-trips the linha digitável to the barcode and passes the validator for any input', () => {
    const inicioPrimeiroCiclo = Date.UTC(2000, 6, 3);
    const fimSegundoCiclo = Date.UTC(2049, 9, 13);
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.integer({ min: 0, max: (fimSegundoCiclo - inicioPrimeiroCiclo) / 86_400_000 }),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.stringMatching(/^\d{25}$/),
        (banco, dias, valorCentavos, campoLivre) => {
          const vencimento = new Date(inicioPrimeiroCiclo + dias * 86_400_000);
          const { codigoBarras, linhaDigitavel } = gerarBoleto({ banco, vencimento, valorCentavos, campoLivre });
          expect(codigoDaLinha(linhaDigitavel)).toBe(codigoBarras);
          expect(isValidBoleto(linhaDigitavel)).toBe(true);
          expect(formatarLinhaDigitavel(linhaDigitavel)).toBe(formatBoleto(linhaDigitavel));
        },
      ),
    );
  });

  it('refuses what the layout cannot hold', () => {
    const ok = { banco: '341', vencimento: dia(2025, 3, 10), valorCentavos: 100, campoLivre: CAMPO_LIVRE };
    expect(() => gerarBoleto({ ...ok, banco: '34' })).toThrow(RangeError);
    expect(() => gerarBoleto({ ...ok, banco: '34a' })).toThrow(/banco/);
    expect(() => gerarBoleto({ ...ok, campoLivre: CAMPO_LIVRE.slice(1) })).toThrow(/Campo livre/);
    expect(() => gerarBoleto({ ...ok, campoLivre: `${CAMPO_LIVRE.slice(1)}x` })).toThrow(RangeError);
    expect(() => gerarBoleto({ ...ok, valorCentavos: -1 })).toThrow(/Valor/);
    expect(() => gerarBoleto({ ...ok, valorCentavos: 10.5 })).toThrow(RangeError);
    expect(() => gerarBoleto({ ...ok, valorCentavos: 10_000_000_000 })).toThrow(RangeError);
    expect(() => gerarBoleto({ ...ok, valorCentavos: Number.NaN })).toThrow(RangeError);
    expect(() => gerarBoleto({ ...ok, vencimento: dia(2049, 10, 14) })).toThrow(/fator de vencimento/);
    expect(() => gerarBoleto({ ...ok, vencimento: new Date(Number.NaN) })).toThrow(RangeError);
    // Factors below 1000 predate the scheme: a bank would not read them as a due date.
    expect(() => gerarBoleto({ ...ok, vencimento: dia(2000, 7, 2) })).toThrow(/03\/07\/2000/);
    expect(gerarBoleto({ ...ok, valorCentavos: 9_999_999_999 }).codigoBarras.slice(9, 19)).toBe('9999999999');
    expect(gerarBoleto({ ...ok, valorCentavos: 0 }).codigoBarras.slice(9, 19)).toBe('0000000000');
  });
});

describe('fatorVencimento', () => {
  it.each([
    [dia(1997, 10, 7), '0000'],
    [dia(2000, 7, 3), '1000'],
    [dia(2007, 12, 31), '3737'],
    [dia(2010, 11, 17), '4789'],
    [dia(2025, 2, 21), '9999'],
    [dia(2025, 2, 22), '1000'],
    [dia(2025, 2, 23), '1001'],
    [dia(2049, 10, 13), '9999'],
  ])('%s has factor %s', (vencimento, fator) => expect(fatorVencimento(vencimento)).toBe(fator));

  it('reads the calendar day from the UTC date parts, whatever the time of day', () => {
    expect(fatorVencimento(new Date(Date.UTC(2025, 1, 22, 23, 59, 59)))).toBe('1000');
  });

  it('refuses days outside the two published cycles', () => {
    expect(() => fatorVencimento(dia(1997, 10, 6))).toThrow(RangeError);
    expect(() => fatorVencimento(dia(2049, 10, 14))).toThrow(RangeError);
    expect(() => fatorVencimento(new Date('x'))).toThrow(/inválida/);
  });
});

describe('dvModulo10', () => {
  it.each([
    ['0', 0],
    ['9', 1], // 9 × 2 = 18 counts as 1 + 8 = 9
    ['19', 0], // 18 → 9, plus 1: a sum of 10 gives 0, not 10
    ['5', 9],
    ['4014481606', 9],
  ])('%s → %i', (numero, dv) => expect(dvModulo10(numero)).toBe(dv));

  it('refuses non-digits', () => expect(() => dvModulo10('12a')).toThrow(RangeError));
});

describe('dvModulo11', () => {
  it.each([
    ['0', 1], // remainder 0 → 11 → 1
    ['31', 1], // 3 × 3 + 1 × 2 = 11, remainder 0 → 11 → 1
    ['6', 1], // 6 × 2 = 12, remainder 1 → 10 → 1
    ['1', 9], // 2, remainder 2 → 9
    ['100000000', 9], // weights wrap to 2 after 9: 1 × 2 = 2 → 9
    ['10000000', 2], // 1 × 9 = 9 → 2
  ])('%s → %i', (numero, dv) => expect(dvModulo11(numero)).toBe(dv));

  it('refuses non-digits', () => expect(() => dvModulo11('')).toThrow(RangeError));
});

describe('formatarLinhaDigitavel', () => {
  it('groups the 47 digits as printed on the boleto', () => {
    expect(formatarLinhaDigitavel('00190500954014481606906809350314337370000000100')).toBe(EXEMPLO_BB.linhaFormatada);
  });

  it('refuses anything but 47 digits', () => {
    expect(() => formatarLinhaDigitavel(EXEMPLO_BB.linhaFormatada)).toThrow(RangeError);
    expect(() => formatarLinhaDigitavel('0019050095401448160690680935031433737000000010')).toThrow(RangeError);
  });
});
