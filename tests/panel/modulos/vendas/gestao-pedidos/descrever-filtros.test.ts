import { describe, expect, it } from 'vitest';
import { descreverFiltros, listaE, listaOu, resumirFiltros } from '../../../../../src/modulos/vendas/gestao-pedidos/descreverFiltros';
import { metadataDoSeed as metadata } from '../../../sessaoDoSeed';

describe('empty state sentence', () => {
  it('names the date range, a restricted status and a restricted seller', () => {
    const filtro = { id_pessoa: [1], data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2] };
    expect(descreverFiltros(filtro, metadata)).toBe('Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Loja Centro');
  });

  it('leaves out selections that restrict nothing (every status, every seller)', () => {
    const filtro = { id_pessoa: [1, 2, 3, 4], data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [1, 2, 3, 4, 5, 6, 7, 8] };
    expect(descreverFiltros(filtro, metadata)).toBe('Nenhum pedido no dia 21/11/2026');
  });

  it('names hours, payment methods, NFC-e dates and numbers', () => {
    const filtro = { hora_from: '08:00', hora_to: '12:00', forma_pagto: [1, 4], data_from_nfce: '01/11/2026', numero_nfce: ['', 1203, 1204] };
    expect(descreverFiltros(filtro, metadata)).toBe(
      'Nenhum pedido entre 08:00 e 12:00 pagos com Pix ou Dinheiro com NFC-e emitida desde 01/11/2026 com NFC-e nº 1203 ou 1204',
    );
  });

  it('joins lists the Portuguese way', () => {
    expect(listaOu(['A'])).toBe('A');
    expect(listaOu(['A', 'B', 'C'])).toBe('A, B ou C');
    expect(listaE(['A', 'B'])).toBe('A e B');
    expect(listaE(['A', 'B', 'C'])).toBe('A, B e C');
  });
});

const linhas = (filtro: Record<string, unknown>) => resumirFiltros(filtro, metadata).map((l) => `${l.rotulo}: ${l.valor}`);

describe('summary of the active filters', () => {
  it('reads the default filter as a date range and every seller, status and payment method', () => {
    const filtro = { id_pessoa: [1, 2, 3, 4], data_from_pedido: '21/11/2026', data_to_pedido: '22/11/2026', status_pedido: [1, 2, 3, 4, 5, 6, 7, 8], forma_pagto: [1, 2, 3, 4, 5, 6] };
    expect(linhas(filtro)).toEqual([
      'Data do pedido: 21/11/2026 a 22/11/2026',
      'Lojas: Todas as lojas',
      'Status: Todos os status',
      'Formas de pagamento: Todas as formas',
    ]);
  });

  it('names the chosen sellers, statuses and payment methods, and every field that is set', () => {
    const filtro = {
      id_pessoa: [1, 3],
      data_from_pedido: '21/11/2026',
      data_to_pedido: '21/11/2026',
      hora_from: '08:30',
      status_pedido: [2],
      forma_pagto: [1, 4],
      data_to_nfce: '15/11/2026',
      numero_nfce: ['', 1203, '1204'],
    };
    expect(linhas(filtro)).toEqual([
      'Data do pedido: 21/11/2026',
      'Hora do pedido: 08:30 a 23:59',
      'Lojas: Loja Centro e Retaguarda Online',
      'Status: Pago',
      'Formas de pagamento: Pix e Dinheiro',
      'Data da NFC-e: até 15/11/2026',
      'Números de NFC-e: 1203, 1204',
    ]);
  });

  it('names the one or two left out of a long list instead of the many kept', () => {
    const filtro = { data_from_pedido: '01/11/2026', status_pedido: [1, 2, 3, 4, 5, 6], forma_pagto: [1, 2, 3, 4, 5] };
    expect(linhas(filtro)).toEqual([
      'Data do pedido: a partir de 01/11/2026',
      'Lojas: Todas as lojas',
      'Status: Todos os status, exceto Cancelado e Devolvido',
      'Formas de pagamento: Todas as formas, exceto Vale-compra',
    ]);
  });

  it('says when no order date restricts the list, and shows an unknown id as a number', () => {
    expect(linhas({ id_pessoa: [1, 99] }).slice(0, 2)).toEqual(['Data do pedido: Todo o período', 'Lojas: Loja Centro e #99']);
  });

  it('says a search by an identifier looks at the whole history, whatever period the filter keeps', () => {
    const periodo = { data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026' };
    for (const busca of ['1042', '529.982.247-25', '52998224725', 'ana@exemplo.com', '(11) 98765-4321', '35261112345678000190650010000012341000012345']) {
      expect(linhas({ ...periodo, busca }).slice(0, 2)).toEqual([`Busca: ${busca}`, 'Data do pedido: Todo o período (busca por identificador)']);
      expect(descreverFiltros({ ...periodo, busca }, metadata)).toBe(`Nenhum pedido para a busca “${busca}” em todo o período`);
    }
    // a name is searched in the period, as any other filter
    expect(linhas({ ...periodo, busca: 'Félix' }).slice(0, 2)).toEqual(['Busca: Félix', 'Data do pedido: 20/11/2026 a 21/11/2026']);
    expect(descreverFiltros({ ...periodo, busca: 'Félix' }, metadata)).toBe('Nenhum pedido para a busca “Félix” de 20/11/2026 a 21/11/2026');
  });
});
