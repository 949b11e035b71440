import { describe, expect, it } from 'vitest';
import {
  recebimentoDoPagamento,
  regraDoRegistro,
  resolverRegra,
  somarDias,
  taxaEmCentavos,
  type RegraRecebimento,
} from '@retaguarda/contrato/financeiro/regrasRecebimento';

const regra = (r: Partial<RegraRecebimento> & { id: number }): RegraRecebimento => ({
  loja: null,
  adquirente: 'stone',
  forma_pagamento: 'credito',
  bandeira: null,
  parcelas_de: 1,
  parcelas_ate: 1,
  mdr_centesimos: 300,
  tarifa_centavos: 0,
  prazo_dias: 30,
  antecipado: false,
  ativo: true,
  ...r,
});

// 23:30 in São Paulo on 07/12/2026 is already 08/12 in UTC: the days count from the 7th
const NOITE_DE_7_DE_DEZEMBRO = '2026-12-07T23:30:00-03:00';

describe('taxaEmCentavos', () => {
  it('charges the MDR rounded half up to the centavo, plus the fixed fee', () => {
    expect(taxaEmCentavos(10_000, { mdr_centesimos: 349, tarifa_centavos: 0 })).toBe(349);
    // 1.001 × 3,49 % = 34,93 centavos → 35
    expect(taxaEmCentavos(1_001, { mdr_centesimos: 349, tarifa_centavos: 0 })).toBe(35);
    // exactly half a centavo goes up: 10,00 × 1,25 % = 12,5 → 13
    expect(taxaEmCentavos(1_000, { mdr_centesimos: 125, tarifa_centavos: 0 })).toBe(13);
    expect(taxaEmCentavos(1_000, { mdr_centesimos: 124, tarifa_centavos: 0 })).toBe(12);
    expect(taxaEmCentavos(1_234, { mdr_centesimos: 150, tarifa_centavos: 39 })).toBe(19 + 39);
  });

  it('never charges more than the value, and nothing without a rule', () => {
    expect(taxaEmCentavos(20, { mdr_centesimos: 0, tarifa_centavos: 39 })).toBe(20);
    expect(taxaEmCentavos(10_000, null)).toBe(0);
    expect(() => taxaEmCentavos(10.5, null)).toThrow(RangeError);
  });
});

describe('resolverRegra', () => {
  const grupo = regra({ id: 1, mdr_centesimos: 300 });
  const daLoja2 = regra({ id: 2, loja: 2, mdr_centesimos: 250 });
  const visaDoGrupo = regra({ id: 3, bandeira: 'Visa', mdr_centesimos: 280 });
  const parcelado = regra({ id: 4, parcelas_de: 2, parcelas_ate: 6, mdr_centesimos: 450 });
  const inativa = regra({ id: 5, loja: 1, mdr_centesimos: 100, ativo: false });
  const pix = regra({ id: 6, forma_pagamento: 'pix', adquirente: 'banco', mdr_centesimos: 99, prazo_dias: 0 });
  const regras = [grupo, daLoja2, visaDoGrupo, parcelado, inativa, pix];

  it("takes the store's own rule before the group's", () => {
    expect(resolverRegra(regras, { loja: 2, forma: 'credito', bandeira: 'Visa', parcelas: 1 })?.id).toBe(2);
    expect(resolverRegra(regras, { loja: 1, forma: 'credito', bandeira: 'Mastercard', parcelas: 1 })?.id).toBe(1);
  });

  it("takes a brand's own rule before 'every brand', and ignores inactive rules", () => {
    expect(resolverRegra(regras, { loja: 1, forma: 'credito', bandeira: 'Visa', parcelas: 1 })?.id).toBe(3);
  });

  it('matches method and installments, and answers null when nothing covers the payment', () => {
    expect(resolverRegra(regras, { loja: 1, forma: 'credito', bandeira: 'Elo', parcelas: 4 })?.id).toBe(4);
    expect(resolverRegra(regras, { loja: 1, forma: 'credito', parcelas: 7 })).toBeNull();
    expect(resolverRegra(regras, { loja: 1, forma: 'pix', parcelas: 1 })?.id).toBe(6);
    expect(resolverRegra(regras, { loja: 1, forma: 'debito', parcelas: 1 })).toBeNull();
  });

  it('keeps to the acquirer when the payment names it, and breaks ties by the oldest rule', () => {
    const cielo = regra({ id: 7, adquirente: 'cielo', mdr_centesimos: 310 });
    expect(resolverRegra([cielo, grupo], { loja: 1, forma: 'credito', parcelas: 1 })?.id).toBe(1);
    expect(resolverRegra([grupo, cielo], { loja: 1, forma: 'credito', parcelas: 1, adquirente: 'cielo' })?.id).toBe(7);
  });
});

describe('recebimentoDoPagamento', () => {
  it('splits a 3x credit sale and its fee, each installment at D+30×n in São Paulo days', () => {
    const r = recebimentoDoPagamento([regra({ id: 1, parcelas_de: 2, parcelas_ate: 6, mdr_centesimos: 499 })], {
      loja: 1, forma: 'credito', bandeira: 'Visa', parcelas: 3, valorCentavos: 10_000, em: NOITE_DE_7_DE_DEZEMBRO,
    });
    expect(r.taxa).toBe(499);
    expect(r.liquido).toBe(9_501);
    expect(r.parcelas).toEqual([
      { numero: 1, data: '2027-01-06', bruto: 3_333, taxa: 166, liquido: 3_167 },
      { numero: 2, data: '2027-02-05', bruto: 3_333, taxa: 166, liquido: 3_167 },
      { numero: 3, data: '2027-03-07', bruto: 3_334, taxa: 167, liquido: 3_167 },
    ]);
  });

  it('puts every installment at D+N when the rule is anticipated', () => {
    const r = recebimentoDoPagamento([regra({ id: 1, parcelas_ate: 12, prazo_dias: 2, antecipado: true })], {
      loja: 1, forma: 'credito', parcelas: 2, valorCentavos: 5_000, em: NOITE_DE_7_DE_DEZEMBRO,
    });
    expect(r.parcelas.map((p) => p.data)).toEqual(['2026-12-09', '2026-12-09']);
  });

  it('without a rule: no fee, credit D+30 per installment, debit D+1, Pix and cash D+0', () => {
    const sem = (forma: 'credito' | 'debito' | 'pix' | 'dinheiro', parcelas = 1) =>
      recebimentoDoPagamento([], { loja: 1, forma, parcelas, valorCentavos: 1_000, em: NOITE_DE_7_DE_DEZEMBRO });
    expect(sem('credito', 2).parcelas.map((p) => [p.data, p.taxa])).toEqual([['2027-01-06', 0], ['2027-02-05', 0]]);
    expect(sem('debito').parcelas.map((p) => p.data)).toEqual(['2026-12-08']);
    expect(sem('pix').parcelas.map((p) => p.data)).toEqual(['2026-12-07']);
    expect(sem('dinheiro').parcelas).toHaveLength(1);
    // only credit is paid in installments
    expect(sem('debito').regra).toBeNull();
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(somarDias('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('regraDoRegistro', () => {
  it('reads a record of the register in whole units (MDR in hundredths, fee in centavos)', () => {
    const r = regraDoRegistro({
      id: 9, loja: null, adquirente: 'stone', forma_pagamento: 'debito', bandeira: null, parcelas_de: 1, parcelas_ate: 1,
      mdr: 1.49, tarifa_fixa: 0.39, prazo_dias: 1, antecipado: false, ativo: true,
    });
    expect(r).toMatchObject({ mdr_centesimos: 149, tarifa_centavos: 39, bandeira: null, loja: null, forma_pagamento: 'debito' });
    expect(regraDoRegistro({ id: 9, forma_pagamento: 'vale' })).toBeNull();
  });
});
