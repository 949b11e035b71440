import { describe, expect, it } from 'vitest';
import { filtroPadrao, sellersPadrao, valoresFiltroPadrao } from '../../../../../src/modulos/vendas/gestao-pedidos/filtroPadrao';
import { metadataDoSeed as metadata, usuarioVendasDoSeed as usuario } from '../../../sessaoDoSeed';

// 01:30 of 21/11/2026 in São Paulo (04:30Z).
const madrugadaSP = new Date('2026-11-21T04:30:00Z');
// 23:30 of 20/11/2026 in São Paulo, already 21/11 in UTC.
const noiteSP = new Date('2026-11-21T02:30:00Z');

describe('order list defaults', () => {
  it('are page 1, 10 per page, yesterday to today in São Paulo, every seller, status and payment method of the metadata', () => {
    expect(filtroPadrao(usuario, metadata, madrugadaSP)).toEqual({
      page: 1,
      limit: 10,
      id_pessoa: [1, 2, 3, 4],
      data_from_pedido: '20/11/2026',
      data_to_pedido: '21/11/2026',
      status_pedido: [1, 2, 3, 4, 5, 6, 7, 8],
      forma_pagto: [1, 2, 3, 4, 5, 6],
    });
  });

  it('take the calendar day of São Paulo, not of UTC, late in the evening', () => {
    const f = filtroPadrao(usuario, metadata, noiteSP);
    expect([f.data_from_pedido, f.data_to_pedido]).toEqual(['19/11/2026', '20/11/2026']);
  });

  it('fall back to the user group sellers when the metadata has none, then to the user seller', () => {
    expect(sellersPadrao(usuario, { ...metadata, sellers: [{ id_pessoa: 9, nome: 'Outra' }] })).toEqual([9]);
    expect(sellersPadrao(usuario, { ...metadata, sellers: [] })).toEqual([1, 2, 3, 4]);
    expect(sellersPadrao(usuario, null)).toEqual([1, 2, 3, 4]);
    expect(sellersPadrao({ ...usuario, id_sellers_mesmo_grupo: [] }, null)).toEqual([1]);
    expect(sellersPadrao(null, null)).toEqual([]);
  });

  it('leave statuses and payment methods empty (no restriction) without metadata', () => {
    const f = filtroPadrao(usuario, null, madrugadaSP);
    expect(f.status_pedido).toEqual([]);
    expect(f.forma_pagto).toEqual([]);
  });

  it('as filter values carry no pagination', () => {
    const v = valoresFiltroPadrao(usuario, metadata, madrugadaSP);
    expect(v).not.toHaveProperty('page');
    expect(v).not.toHaveProperty('limit');
    expect(v.data_to_pedido).toBe('21/11/2026');
  });
});
