import { describe, expect, it } from 'vitest';
import { ESTADOS_META, progressoDoMes, progressoMeta, ticketMedio } from '@retaguarda/contrato/financeiro/progressoMeta';

describe('progressoMeta', () => {
  // goal of R$ 100.000,00 for the month
  const META = 10_000_000;

  it("is 'atingida' once the goal is met, and stays so above it", () => {
    expect(progressoMeta(META, META)).toEqual({ realizado: META, meta: META, percentual: 100, falta: 0, estado: 'atingida' });
    expect(progressoMeta(12_500_000, META)).toMatchObject({ percentual: 125, falta: 0, estado: 'atingida' });
  });

  it("is 'perto' from 80 % up to just under the goal, never shown as 100 %", () => {
    expect(progressoMeta(8_000_000, META)).toMatchObject({ percentual: 80, falta: 2_000_000, estado: 'perto' });
    expect(progressoMeta(9_999_999, META)).toMatchObject({ percentual: 99.9, falta: 1, estado: 'perto' });
  });

  it("is 'longe' below 80 %", () => {
    expect(progressoMeta(7_999_999, META)).toMatchObject({ percentual: 79.9, estado: 'longe' });
    expect(progressoMeta(0, META)).toMatchObject({ percentual: 0, falta: META, estado: 'longe' });
  });

  it('refuses a goal of zero', () => {
    expect(() => progressoMeta(10, 0)).toThrow(RangeError);
  });

  it('gives each state words and an icon, not only a colour', () => {
    for (const e of Object.values(ESTADOS_META)) {
      expect(e.rotulo).toMatch(/meta/i);
      expect(e.icone).not.toBe('');
    }
    expect(new Set(Object.values(ESTADOS_META).map((e) => e.icone)).size).toBe(3);
  });
});

describe('progressoDoMes', () => {
  it('measures revenue, orders and the average ticket against the month', () => {
    const p = progressoDoMes({ faturamento_centavos: 10_000_000, pedidos: 1_200, ticket_medio_centavos: 7_500 }, { faturamento_centavos: 8_000_000, pedidos: 1_000 });
    expect(p.faturamento.estado).toBe('perto');
    expect(p.pedidos).toMatchObject({ percentual: 83.3, estado: 'perto' });
    // R$ 80.000,00 in 1.000 orders: R$ 80,00 against a goal of R$ 75,00
    expect(p.ticket_medio).toMatchObject({ realizado: 8_000, estado: 'atingida' });
  });

  it('has no ticket progress when the goal sets none, and a ticket of 0 without orders', () => {
    expect(progressoDoMes({ faturamento_centavos: 100, pedidos: 1 }, { faturamento_centavos: 0, pedidos: 0 }).ticket_medio).toBeNull();
    expect(ticketMedio({ faturamento_centavos: 1_000, pedidos: 3 })).toBe(333);
    expect(ticketMedio({ faturamento_centavos: 0, pedidos: 0 })).toBe(0);
  });
});
