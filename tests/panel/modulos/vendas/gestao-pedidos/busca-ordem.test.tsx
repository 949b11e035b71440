import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPERA_BUSCA_MS } from '../../../../../src/layout/CaixaBusca';
import { criarStore } from '../../../../../src/session/preferencias';
import { gravarPedido } from '../../../pedidosNoBanco';
import { listasDaSessao, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, filtroDaUrl, ORDEM_PADRAO, VALORES_PADRAO } from '../../../renderPedidos';

const real = servidorRealDoArquivo();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

const corposDaLista = () => real().corposPara('PUT', '/v2/vendas/lista-pedidos');
/** The numbers of the orders on the screen, top to bottom. */
const numerosNaTela = () => within(screen.getByRole('table')).queryAllByRole('link').map((l) => l.textContent);

describe('order list search, sort and multi-selects', () => {
  it('searches once typing pauses, on the server, and keeps the search in the URL', async () => {
    const maria = await gravarPedido(real());
    const bianca = await gravarPedido(real(), { cliente: { nome: 'Bianca Rocha', cpf: '11144477735' } });
    const { metadata } = await renderComServidor(real(), '/vendas/gestao-pedidos');
    await screen.findByRole('link', { name: String(maria) });
    expect(numerosNaTela()).toEqual([String(bianca), String(maria)]);
    const antes = corposDaLista().length;
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
    expect(corposDaLista()).toHaveLength(antes);
    expect(filtroDaUrl()).not.toHaveProperty('busca');
    act(() => vi.advanceTimersByTime(1));
    // react-admin applies the filter on the next tick
    act(() => vi.advanceTimersByTime(1));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, busca: 'Bianca' });
    // back to the moving clock of the other tests for the request and its answer
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AGORA);
    const daBusca = { page: 1, limit: 10, ...listasDaSessao(metadata), ...VALORES_PADRAO, busca: 'Bianca', ...ORDEM_PADRAO };
    // a name's search is also counted over the whole history: one row of it, without the period
    const noHistorico = { page: 1, limit: 1, ...listasDaSessao(metadata), busca: 'Bianca', ...ORDEM_PADRAO };
    // both asked at once, in no set order
    await waitFor(() => expect(corposDaLista().slice(antes)).toHaveLength(2));
    expect(corposDaLista().slice(antes)).toEqual(expect.arrayContaining([daBusca, noHistorico]));
    // the server found Bianca's order only
    await waitFor(() => expect(numerosNaTela()).toEqual([String(bianca)]));
    // one request for the word (and its count), not one per letter
    expect(corposDaLista().length - antes).toBe(2);
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, busca: 'Bianca' });
  });

  it('sorts by total from its header, sent as ordenar_por/ordem, shows the rows in the order the server answers, and keeps the sort for the next visit', async () => {
    // the web order is older and dearer (freight): newest first puts it last, the dearest first puts it first
    const web = await gravarPedido(real(), { data: new Date(AGORA.getTime() - 60 * 60_000) });
    const balcao = await gravarPedido(real(), { canal: 'loja' });
    // the browser's own store (localStorage, emptied after each test): react-admin's memory store
    // forgets everything when the app unmounts, as no browser does between visits
    const store = criarStore();
    const primeira = await renderComServidor(real(), '/vendas/gestao-pedidos', { store });
    await screen.findByRole('link', { name: String(web) });
    expect(numerosNaTela()).toEqual([String(balcao), String(web)]);
    const cabecalho = screen.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(cabecalho).getByRole('button'));
    await waitFor(() => expect(corposDaLista().at(-1)).toMatchObject({ ordenar_por: 'valor_total', ordem: 'desc' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(web), String(balcao)]));

    // the next visit, in the same browser (its stored preferences), starts with the dearest first
    primeira.unmount();
    window.history.replaceState(null, '', '/');
    const antes = corposDaLista().length;
    await renderComServidor(real(), '/vendas/gestao-pedidos', { store });
    await waitFor(() => expect(numerosNaTela()).toEqual([String(web), String(balcao)]));
    const depois = corposDaLista().slice(antes);
    expect(depois.length).toBeGreaterThan(0);
    // not even a first request in the default order before the remembered one
    for (const corpo of depois) expect(corpo).toMatchObject({ ordenar_por: 'valor_total', ordem: 'desc' });
  });
});
