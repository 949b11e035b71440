import { describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { contaComoFaturamento, itensPorPedido, medirGrupos, medirPorStatus, STATUS_FATURAMENTO, ticketMedio } from '@retaguarda/contrato/relatorios/medidas';

const S = STATUS;

describe('the sales measures', () => {
  it('count as revenue the paid orders and every status after payment, never awaiting payment, cancelled or returned', () => {
    const contam = Object.values(S).filter((s) => contaComoFaturamento(s.id)).map((s) => s.descricao);
    expect(contam).toEqual(['Pago', 'Em separação', 'Enviado', 'Retirado', 'Entregue']);
    expect(STATUS_FATURAMENTO).toEqual([2, 3, 4, 5, 6]);
    expect(contaComoFaturamento(99)).toBe(false);
  });

  it('rounds the average ticket to the nearest centavo, half a centavo up, and gives 0 without orders', () => {
    expect(ticketMedio(1000, 3)).toBe(333);
    expect(ticketMedio(2000, 3)).toBe(667);
    expect(ticketMedio(5, 2)).toBe(3);
    expect(ticketMedio(11327, 4)).toBe(2832);
    expect(ticketMedio(0, 0)).toBe(0);
    expect(ticketMedio(1234, 0)).toBe(0);
  });

  it('gives items per order as the exact quotient, 0 without orders', () => {
    expect(itensPorPedido(7, 2)).toBe(3.5);
    expect(itensPorPedido(3, 0)).toBe(0);
  });

  it('adds up only the groups whose status counts', () => {
    const m = medirGrupos([
      { id_status: S.pago.id, quantidade: 2, centavos: 3000, itens: 5 },
      { id_status: S.entregue.id, quantidade: 1, centavos: 1001, itens: 1 },
      { id_status: S.aguardandoPagamento.id, quantidade: 4, centavos: 90000, itens: 9 },
      { id_status: S.cancelado.id, quantidade: 1, centavos: 5000, itens: 2 },
      { id_status: S.devolvido.id, quantidade: 1, centavos: 700, itens: 1 },
    ]);
    expect(m).toEqual({ faturamento: 4001, pedidos: 3, ticket_medio: 1334, itens_por_pedido: 2 });
    expect(medirGrupos([])).toEqual({ faturamento: 0, pedidos: 0, ticket_medio: 0, itens_por_pedido: 0 });
  });

  it("reads the order list's summary by status in reais without losing a centavo", () => {
    const m = medirPorStatus([
      { id: S.aguardandoPagamento.id, quantidade: 1, valor_total: 100.01 },
      { id: S.pago.id, quantidade: 3, valor_total: 0.3 },
      { id: S.retirado.id, quantidade: 1, valor_total: 1234567.89 },
      { id: S.cancelado.id, quantidade: 2, valor_total: 50 },
    ]);
    expect(m).toMatchObject({ faturamento: 123456819, pedidos: 4, ticket_medio: 30864205 });
  });
});
