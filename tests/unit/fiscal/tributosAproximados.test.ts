import { describe, expect, it } from 'vitest';
import { CABECALHO_IBPT, carregarTabelaIbpt, type TabelaIbpt } from '@retaguarda/contrato/fiscal/ibpt';
import {
  linhaTributosAproximados,
  somarTributosAproximados,
  totalTributos,
  tributosAproximadosItem,
  type TributosAproximados,
} from '@retaguarda/contrato/fiscal/tributosAproximados';

function tabela(): TabelaIbpt {
  const carga = carregarTabelaIbpt(
    [
      CABECALHO_IBPT.join(';'),
      '61091000;;0;Camisetas;13.45;31.45;18.00;0.00;01/01/2026;30/06/2026;9oi3aC;26.1.A;IBPT/empresometro.com.br',
      '64041100;;0;Tênis;13.45;33.45;18.00;0.00;01/01/2026;30/06/2026;9oi3aC;26.1.A;IBPT/empresometro.com.br',
    ].join('\n'),
  );
  if (!carga.ok) throw new Error(carga.erros.join('\n'));
  return carga.tabela;
}

function tributos(ncm: string, origem: 0 | 1, valorCentavos: number, dataBR = '15/03/2026'): TributosAproximados {
  const r = tributosAproximadosItem(tabela(), { ncm, origem, valorCentavos }, dataBR);
  if (!r.ok) throw new Error(r.motivo);
  return r.tributos;
}

describe('tributosAproximadosItem (Lei 12.741/2012)', () => {
  it('R$ 1.000,00 of a national T-shirt: R$ 134,50 federal, R$ 180,00 state, nothing municipal', () => {
    const t = tributos('6109.10.00', 0, 100_000);
    expect(t).toEqual({ valorCentavos: 100_000, federal: 13_450, estadual: 18_000, municipal: 0, fontes: ['IBPT/empresometro.com.br 9oi3aC'] });
    expect(totalTributos(t)).toBe(31_450);
    expect(linhaTributosAproximados(t)).toBe(
      'Valor aproximado dos tributos: R$ 134,50 (13,45%) Federal, R$ 180,00 (18%) Estadual e R$ 0,00 (0%) Municipal. Fonte: IBPT/empresometro.com.br 9oi3aC',
    );
  });

  it('prices imported goods (origem 1) with the imported federal rate', () => {
    expect(tributos('61091000', 1, 100_000).federal).toBe(31_450);
  });

  it('rounds each item half up, and a document adds the rounded items', () => {
    const camiseta = tributos('61091000', 0, 99); // 13,3155 and 17,82 centavos
    expect(camiseta).toMatchObject({ federal: 13, estadual: 18 });
    const doc = somarTributosAproximados([camiseta, tributos('64041100', 0, 29_990)]);
    expect(doc).toMatchObject({ valorCentavos: 30_089, federal: 13 + 4034, estadual: 18 + 5398, fontes: ['IBPT/empresometro.com.br 9oi3aC'] });
    expect(linhaTributosAproximados(doc)).toBe(
      'Valor aproximado dos tributos: R$ 40,47 (13,45%) Federal, R$ 54,16 (18%) Estadual e R$ 0,00 (0%) Municipal. Fonte: IBPT/empresometro.com.br 9oi3aC',
    );
  });

  it('uses a row through its last day of validity and refuses it the day after', () => {
    expect(tributos('61091000', 0, 100, '30/06/2026').federal).toBe(13);
    expect(tributosAproximadosItem(tabela(), { ncm: '61091000', origem: 0, valorCentavos: 100 }, '01/07/2026')).toEqual({
      ok: false,
      motivo: 'A tabela IBPT do NCM 6109.10.00 vale de 01/01/2026 a 30/06/2026: carregue a tabela vigente',
    });
  });

  it('says when the NCM is not in the table', () => {
    expect(tributosAproximadosItem(tabela(), { ncm: '42022100', origem: 0, valorCentavos: 100 }, '15/03/2026')).toEqual({
      ok: false,
      motivo: 'O NCM 4202.21.00 não está na tabela IBPT carregada',
    });
  });
});
