import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codigoNumericoValido,
  decomporChave,
  digitoVerificador,
  formatarChaveEmBlocos,
  montarChave,
  sortearCodigoNumerico,
  validarChave,
} from '../../../server/modulos/pedidos/nfce/chave';
import { UFS } from '../../../server/modulos/pedidos/nfce/ufs';
import { Random } from '../../../server/db/seed/random';

/**
 * Access keys of real NFC-e (model 65) published outside this project. Their check digits were
 * verified by hand (Σ of digit × weight 2..9 from the right; DV = 11 − Σ mod 11):
 * - PR, 04/2017, the sample in nfephp-org/sped-nfe docs/QRCode.md: Σ = 468 = 11·42 + 6, DV 5.
 * - RS, 01/2021, a printed QR code in Tianoklein/nota_fiscal_eletronica_scrap: Σ = 703 = 11·63 + 10, DV 1.
 * - PR, 08/2015, an authorised-invoice sample in gist acras/795f29db: Σ = 853 = 11·77 + 6, DV 5.
 */
const PUBLICADAS = [
  { chave: '41170410422724000187650010000005101000010235', uf: 'PR', mes: '2017-04-12T17:14:07-03:00', cnpj: '10422724000187', serie: 1, numero: 510, cNF: '00001023' },
  { chave: '43210193015006003996651230003165881244534711', uf: 'RS', mes: '2021-01-15T12:00:00-03:00', cnpj: '93015006003996', serie: 123, numero: 316588, cNF: '24453471' },
  { chave: '41150876497338001649650010000005351770691965', uf: 'PR', mes: '2015-08-27T15:52:45-03:00', cnpj: '76497338001649', serie: 1, numero: 535, cNF: '77069196' },
] as const;

/**
 * NF-e (model 55) keys with the Receita's alphanumeric sample CNPJ 12.ABC.345/01DE-35, from
 * third-party test suites: they pin the ASCII − 48 weighting of letters, computed elsewhere.
 */
const ALFANUMERICAS_DE_TERCEIROS = ['35260712ABC34501DE35550010000001231123456787', '41260912ABC34501DE35550020000000771456789019'];

/** A second implementation written from the layout text: weights left to right, DV = (11 − r) mod 11, 10 → 0. */
function dvIndependente(base43: string): number {
  const valor = (c: string) => ('0' <= c && c <= '9' ? Number(c) : 17 + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(c));
  const soma = [...base43].reduce((acc, c, i) => acc + valor(c) * (2 + ((42 - i) % 8)), 0);
  const dv = (11 - (soma % 11)) % 11;
  return dv === 10 ? 0 : dv;
}

describe('NFC-e access key', () => {
  it.each(PUBLICADAS)('accepts the published key $chave', ({ chave }) => {
    expect(validarChave(chave)).toMatchObject({ ok: true });
    expect(digitoVerificador(chave.slice(0, 43))).toBe(Number(chave[43]));
    expect(dvIndependente(chave.slice(0, 43))).toBe(Number(chave[43]));
  });

  it.each(PUBLICADAS)('rebuilds the published key $chave from its fields', (p) => {
    const chave = montarChave({ uf: p.uf, emitidaEm: new Date(p.mes), cnpj: p.cnpj, serie: p.serie, numero: p.numero, codigoNumerico: p.cNF });
    expect(chave).toBe(p.chave);
  });

  it('splits a key into the layout fields', () => {
    expect(decomporChave(PUBLICADAS[1].chave)).toEqual({
      cUF: '43', aamm: '2101', cnpj: '93015006003996', mod: '65', serie: '123',
      nNF: '000316588', tpEmis: '1', cNF: '24453471', cDV: '1',
    });
  });

  it('weighs the letters of an alphanumeric CNPJ as ASCII − 48, like third-party vectors', () => {
    for (const chave of ALFANUMERICAS_DE_TERCEIROS) {
      expect(digitoVerificador(chave.slice(0, 43))).toBe(Number(chave[43]));
    }
    const chave = montarChave({
      uf: 'SP', emitidaEm: new Date('2026-11-21T14:03:00-03:00'), cnpj: '12.ABC.345/01DE-35', serie: 1, numero: 1234, codigoNumerico: '10000000',
    });
    expect(chave).toBe('35261112ABC34501DE35650010000012341100000008');
    expect(Number(chave[43])).toBe(dvIndependente(chave.slice(0, 43)));
    expect(validarChave(chave)).toMatchObject({ ok: true });
  });

  it('agrees with the independent implementation on any 43-character base', () => {
    const base = fc.tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 6 }),
      fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 12, maxLength: 12 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 25, maxLength: 25 }),
    );
    fc.assert(fc.property(base, ([a, b, c]) => digitoVerificador(a + b + c) === dvIndependente(a + b + c)), { numRuns: 2000 });
  });

  it('gives 0 when the remainder is 0 or 1, and 11 − r otherwise', () => {
    expect(digitoVerificador('0'.repeat(43))).toBe(0); // Σ = 0
    expect(digitoVerificador('0'.repeat(42) + '6')).toBe(0); // Σ = 12, r = 1
    expect(digitoVerificador('0'.repeat(42) + '1')).toBe(9); // Σ = 2, r = 2
    expect(() => digitoVerificador('123')).toThrow(RangeError);
  });

  it.each(PUBLICADAS)('detects every single-digit change in $chave', ({ chave }) => {
    let alteracoes = 0;
    for (let i = 0; i < 44; i++) {
      for (const d of '0123456789') {
        if (d === chave[i]) continue;
        const alterada = chave.slice(0, i) + d + chave.slice(i + 1);
        expect(validarChave(alterada).ok, `${i}: ${alterada}`).toBe(false);
        // The check digit alone catches it: mod 11 with weights below 11 sees any one-digit change.
        expect(String(digitoVerificador(alterada.slice(0, 43)))).not.toBe(alterada[43]);
        alteracoes++;
      }
    }
    expect(alteracoes).toBe(44 * 9);
  });

  it('builds keys that validate, for any UF, month, series and number', () => {
    const ufs = Object.keys(UFS);
    expect(ufs).toHaveLength(27);
    fc.assert(
      fc.property(
        fc.constantFrom(...ufs), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 999_999_999 }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2039-12-31'), noInvalidDate: true }), fc.integer(),
        (uf, serie, numero, emitidaEm, semente) => {
          const rnd = new Random(semente);
          const chave = montarChave({ uf, emitidaEm, cnpj: '12345678000195', serie, numero, sorteio: () => rnd.next() });
          const r = validarChave(chave);
          return r.ok && r.partes.cUF === UFS[uf as keyof typeof UFS].codigo && Number(r.partes.nNF) === numero && Number(r.partes.serie) === serie;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes AAMM from the São Paulo calendar, not UTC', () => {
    const chave = montarChave({ uf: 'SP', emitidaEm: new Date('2026-12-01T02:00:00Z'), cnpj: '12345678000195', serie: 1, numero: 1, codigoNumerico: '55667788' });
    expect(decomporChave(chave).aamm).toBe('2611');
  });

  it('draws cNF repeatably from a seeded source and never equal to nNF or a refused pattern', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(sortearCodigoNumerico(7, () => a.next())).toBe(sortearCodigoNumerico(7, () => b.next()));
    expect(sortearCodigoNumerico(12345, () => 0.00012345)).toBe('00012346');
    expect(sortearCodigoNumerico(1, () => 0.12345678)).toBe('12345679');
    expect(sortearCodigoNumerico(1, () => 0)).toBe('00000002');
    for (let i = 0; i < 200; i++) expect(codigoNumericoValido(sortearCodigoNumerico(i + 1), i + 1)).toBe(true);
  });

  it('refuses a cNF equal to the number or easy to guess', () => {
    expect(codigoNumericoValido('00000510', 510)).toBe(false);
    expect(codigoNumericoValido('77777777', 1)).toBe(false);
    expect(codigoNumericoValido('01234567', 1)).toBe(false);
    expect(codigoNumericoValido('90123456', 1)).toBe(false);
    expect(codigoNumericoValido('1234567', 1)).toBe(false);
    expect(codigoNumericoValido('00001023', 510)).toBe(true);
    const campos = { uf: 'SP', emitidaEm: new Date(), cnpj: '12345678000195', serie: 1, numero: 510 };
    expect(() => montarChave({ ...campos, codigoNumerico: '00000510' })).toThrow('Código numérico (cNF) inválido');
  });

  it('refuses fields the layout cannot hold', () => {
    const campos = { uf: 'SP', emitidaEm: new Date(), cnpj: '12345678000195', serie: 1, numero: 1 };
    expect(() => montarChave({ ...campos, uf: 'XX' })).toThrow('UF desconhecida: XX');
    expect(() => montarChave({ ...campos, cnpj: '12345678000190' })).toThrow('CNPJ do emitente inválido');
    expect(() => montarChave({ ...campos, serie: 1000 })).toThrow('Série fora do intervalo');
    expect(() => montarChave({ ...campos, numero: 0 })).toThrow('Número fora do intervalo');
    expect(() => montarChave({ ...campos, emitidaEm: new Date('x') })).toThrow('Data de emissão inválida');
  });

  it('says why a key is refused', () => {
    const comDv = (base: string) => base + digitoVerificador(base);
    expect(validarChave('4117')).toEqual({ ok: false, motivo: 'A chave de acesso tem 44 caracteres' });
    expect(validarChave('A' + PUBLICADAS[0].chave.slice(1))).toEqual({ ok: false, motivo: 'A chave de acesso só tem dígitos (e letras maiúsculas no CNPJ)' });
    expect(validarChave(comDv('99' + PUBLICADAS[0].chave.slice(2, 43)))).toEqual({ ok: false, motivo: 'Código de UF inexistente: 99' });
    expect(validarChave(comDv('411713' + PUBLICADAS[0].chave.slice(6, 43)))).toEqual({ ok: false, motivo: 'Mês de emissão inválido: 1713' });
    expect(validarChave('35260911222333000181550010000012341123456787')).toEqual({ ok: false, motivo: 'A chave não é de uma NFC-e (modelo 55)' });
    const cnpjErrado = comDv(PUBLICADAS[0].chave.slice(0, 19) + '8' + PUBLICADAS[0].chave.slice(20, 43));
    expect(validarChave(cnpjErrado)).toEqual({ ok: false, motivo: 'CNPJ do emitente inválido na chave de acesso' });
  });

  it('prints the key in eleven blocks of four', () => {
    const blocos = '4117 0410 4227 2400 0187 6500 1000 0005 1010 0001 0235';
    expect(formatarChaveEmBlocos(PUBLICADAS[0].chave)).toBe(blocos);
    expect(formatarChaveEmBlocos(`NFe${PUBLICADAS[0].chave}`)).toBe(blocos);
    expect(formatarChaveEmBlocos('35261112abc34501de35')).toBe('3526 1112 ABC3 4501 DE35');
  });
});
