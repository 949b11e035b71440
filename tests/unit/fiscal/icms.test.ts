import { describe, expect, it } from 'vitest';
import { aplicarPercentual } from '@retaguarda/contrato/fiscal/centavos';
import {
  ICMS_INTERNO_POR_UF,
  aliquotaInterestadual,
  difalNaoContribuinte,
  remetenteRecolheDifal,
} from '@retaguarda/contrato/fiscal/icms';
import { UFS_BR, UFS_POR_REGIAO } from '@retaguarda/contrato/fiscal/ufs';

const MIL_REAIS = 100_000;

describe('aplicarPercentual', () => {
  it('rounds half up to the centavo', () => {
    expect(aplicarPercentual(1000, 5)).toBe(1); // 0,5 centavo
    expect(aplicarPercentual(999, 5)).toBe(0); // 0,4995 centavo
    expect(aplicarPercentual(MIL_REAIS, 1800)).toBe(18_000);
  });

  it('refuses a negative or fractional base', () => {
    expect(() => aplicarPercentual(-1, 1800)).toThrow(RangeError);
    expect(() => aplicarPercentual(10.5, 1800)).toThrow(RangeError);
  });
});

describe('the UF tables', () => {
  it('groups each of the 27 UFs in exactly one region and gives each an internal rate', () => {
    expect(Object.values(UFS_POR_REGIAO).flat().sort()).toEqual([...UFS_BR].sort());
    expect(Object.keys(ICMS_INTERNO_POR_UF).sort()).toEqual([...UFS_BR].sort());
  });

  it('keeps the published modal rates, with RJ as 20% plus its 2% FECP', () => {
    expect(ICMS_INTERNO_POR_UF.SP).toEqual({ aliquota: 1800, fcp: 0 });
    expect(ICMS_INTERNO_POR_UF.MG).toEqual({ aliquota: 1800, fcp: 0 });
    expect(ICMS_INTERNO_POR_UF.PR).toEqual({ aliquota: 1950, fcp: 0 });
    expect(ICMS_INTERNO_POR_UF.BA).toEqual({ aliquota: 2050, fcp: 0 });
    expect(ICMS_INTERNO_POR_UF.RJ).toEqual({ aliquota: 2000, fcp: 200 });
  });
});

describe('aliquotaInterestadual (Res. SF 22/1989 and 13/2012)', () => {
  it.each([
    { de: 'SP', para: 'BA', origem: 0, esperada: 700, caso: 'Southeast to Northeast' },
    { de: 'PR', para: 'DF', origem: 0, esperada: 700, caso: 'South to Centre-West' },
    { de: 'MG', para: 'ES', origem: 0, esperada: 700, caso: 'to Espírito Santo counts as to the other regions' },
    { de: 'ES', para: 'BA', origem: 0, esperada: 1200, caso: 'from Espírito Santo never takes 7%' },
    { de: 'SP', para: 'RJ', origem: 0, esperada: 1200, caso: 'inside the South and Southeast' },
    { de: 'PR', para: 'SC', origem: 0, esperada: 1200, caso: 'inside the South' },
    { de: 'BA', para: 'SP', origem: 0, esperada: 1200, caso: 'from the Northeast to the Southeast' },
    { de: 'SP', para: 'BA', origem: 1, esperada: 400, caso: 'imported directly' },
    { de: 'BA', para: 'SP', origem: 8, esperada: 400, caso: 'over 70% imported content' },
    { de: 'SP', para: 'BA', origem: 3, esperada: 400, caso: 'over 40% imported content' },
    { de: 'SP', para: 'BA', origem: 5, esperada: 700, caso: 'up to 40% imported content is national' },
    { de: 'SP', para: 'BA', origem: 6, esperada: 700, caso: 'imported without a national similar is left out of the 4%' },
  ] as const)('$de → $para, origem $origem: $esperada ($caso)', ({ de, para, origem, esperada }) => {
    expect(aliquotaInterestadual(de, para, origem)).toBe(esperada);
  });

  it('has no rate inside one UF', () => {
    expect(() => aliquotaInterestadual('SP', 'SP', 0)).toThrow(RangeError);
  });
});

describe('difalNaoContribuinte (EC 87/2015, LC 190/2022, base única)', () => {
  it('R$ 1.000,00 from SP to BA: 7% interstate, 20,5% in BA → R$ 135,00 to BA', () => {
    expect(difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'BA', origem: 0, baseCentavos: MIL_REAIS })).toEqual({
      vBCUFDest: MIL_REAIS,
      vBCFCPUFDest: MIL_REAIS,
      pFCPUFDest: 0,
      pICMSUFDest: 2050,
      pICMSInter: 700,
      pICMSInterPart: 10_000,
      vFCPUFDest: 0,
      vICMSUFDest: 13_500,
      vICMSUFRemet: 0,
    });
  });

  it('R$ 1.000,00 from SP to RJ: 12% interstate, 20% in RJ → R$ 80,00 DIFAL and R$ 20,00 FCP', () => {
    const rj = difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'RJ', origem: 0, baseCentavos: MIL_REAIS });
    expect(rj).toMatchObject({ pICMSInter: 1200, pICMSUFDest: 2000, pFCPUFDest: 200, vICMSUFDest: 8000, vFCPUFDest: 2000 });
  });

  it('imported goods (origem 1) from SP to BA: 4% interstate → R$ 165,00', () => {
    expect(difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'BA', origem: 1, baseCentavos: MIL_REAIS })?.vICMSUFDest).toBe(16_500);
  });

  it('owes nothing inside the UF', () => {
    expect(difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'SP', origem: 0, baseCentavos: MIL_REAIS })).toBeNull();
  });

  it('rounds the difference once, half up: R$ 1,00 to BA owes 14 centavos, R$ 0,03 owes none', () => {
    const para = (baseCentavos: number) => difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'BA', origem: 0, baseCentavos })?.vICMSUFDest;
    expect(para(100)).toBe(14); // 13,5 centavos
    expect(para(3)).toBe(0); // 0,405 centavo; rounding each rate apart would give 1 − 0 = 1
  });

  it('owes nothing when the internal rate is under the interstate one', () => {
    const tabela = { ...ICMS_INTERNO_POR_UF, BA: { aliquota: 600, fcp: 0 } };
    expect(difalNaoContribuinte({ ufOrigem: 'SP', ufDestino: 'BA', origem: 0, baseCentavos: MIL_REAIS }, tabela)?.vICMSUFDest).toBe(0);
  });

  it('is not collected by a Simples Nacional seller (ADI 5464)', () => {
    expect(remetenteRecolheDifal('simples_nacional')).toBe(false);
    expect(remetenteRecolheDifal('normal')).toBe(true);
  });
});
