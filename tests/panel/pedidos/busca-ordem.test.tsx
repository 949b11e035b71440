import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { gerarPedidos, mockListaPedidos } from '../../mocks/pedidos';
import { ESPERA_BUSCA_MS } from '../../../src/resources/vendas/gestao-pedidos/BuscaPedidos';
import { AGORA, corpoDe, filtroDaUrl, renderPedidos, VALORES_PADRAO } from './renderPedidos';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

describe('order list search, sort and multi-selects (issue 20)', () => {
  it('searches once typing pauses, on the server, and keeps the search in the URL', async () => {
    const lista = mockListaPedidos(gerarPedidos(30));
    server.use(lista.handler);
    renderPedidos();
    await screen.findByText('1001');
    const antes = lista.corpos.length;
    // while typing, the search's pause runs on a fake clock that only the test moves: however busy
    // the machine, the letters come within the pause, and the pause ends exactly when it should
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(AGORA);
    // letter by letter, each a change event handled synchronously (user-event waits on setTimeout)
    const busca = screen.getByRole('searchbox', { name: 'Buscar pedidos' });
    for (let n = 1; n <= 'Bianca'.length; n++) {
      fireEvent.change(busca, { target: { value: 'Bianca'.slice(0, n) } });
      act(() => vi.advanceTimersByTime(ESPERA_BUSCA_MS - 1));
    }
    // each letter came within the pause of the one before; the last pause ends now
    expect(lista.corpos).toHaveLength(antes);
    expect(filtroDaUrl()).not.toHaveProperty('busca');
    act(() => vi.advanceTimersByTime(1));
    // react-admin applies the filter on the next tick
    act(() => vi.advanceTimersByTime(1));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, busca: 'Bianca' });
    // back to the moving clock of the other tests for the request and its answer
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AGORA);
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, busca: 'Bianca' })));
    // one request for the word, not one per letter
    expect(lista.corpos.length - antes).toBe(1);
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, busca: 'Bianca' });
  });

  it('sorts by total from its header, sent as ordenar_por/ordem, and keeps the sort for the next visit', async () => {
    const lista = mockListaPedidos(gerarPedidos(30));
    server.use(lista.handler);
    const { unmount } = renderPedidos();
    await screen.findByText('1001');
    const cabecalho = screen.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(cabecalho).getByRole('button'));
    await waitFor(() => expect(lista.corpos.at(-1)).toMatchObject({ ordenar_por: 'valor_total', ordem: 'desc' }));
    unmount();
    window.history.replaceState(null, '', '/');
    renderPedidos();
    await waitFor(() => expect(lista.corpos.at(-1)).toMatchObject({ ordenar_por: 'valor_total', ordem: 'desc' }));
  });
});
