import { describe, expect, it } from 'vitest';
import { descreverFiltros, listaOu } from '../../../src/resources/vendas/gestao-pedidos/descreverFiltros';
import { metadataDemo } from '../../mocks/pedidos';

describe('empty state sentence', () => {
  it('names the date range, a restricted status and a restricted seller', () => {
    const filtro = { id_pessoa: [3], data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2] };
    expect(descreverFiltros(filtro, metadataDemo)).toBe('Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Loja Centro');
  });

  it('leaves out selections that restrict nothing (every status, every seller)', () => {
    const filtro = { id_pessoa: [3, 4, 5], data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [1, 2, 3, 4, 5, 6, 7, 8] };
    expect(descreverFiltros(filtro, metadataDemo)).toBe('Nenhum pedido no dia 21/11/2026');
  });

  it('names hours, payment methods, NFC-e dates and numbers', () => {
    const filtro = { hora_from: '08:00', hora_to: '12:00', forma_pagto: [1, 4], data_from_nfce: '01/11/2026', numero_nfce: ['', 1203, 1204] };
    expect(descreverFiltros(filtro, metadataDemo)).toBe(
      'Nenhum pedido entre 08:00 e 12:00 pagos com Pix ou Dinheiro com NFC-e emitida desde 01/11/2026 com NFC-e nº 1203 ou 1204',
    );
  });

  it('joins lists the Portuguese way', () => {
    expect(listaOu(['A'])).toBe('A');
    expect(listaOu(['A', 'B', 'C'])).toBe('A, B ou C');
  });
});
