import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { gerarPedidos, mockListaPedidos } from '../../mocks/pedidos';
import { AGORA, corpoDe, filtroDaUrl, renderPedidos, urlComFiltro, VALORES_PADRAO } from './renderPedidos';


beforeEach(() => {
  // Date only, and moving: lodash's debounce (FilterLiveForm) measures elapsed time with Date.now().
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

async function abrirTela() {
  const lista = mockListaPedidos(gerarPedidos(30));
  server.use(lista.handler);
  const user = userEvent.setup();
  renderPedidos();
  await screen.findByText('1001');
  // the form is closed (a summary) until asked for
  await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
  await screen.findByRole('combobox', { name: 'Status' });
  return { lista, user };
}

describe('order list filters', () => {
  it('choosing one status sends only that status', async () => {
    const { lista, user } = await abrirTela();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Todos');
    await user.click(status);
    // nothing chosen reads 'all': one click on Pago means only Pago (issue 20)
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pago' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, status_pedido: [2] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, status_pedido: [2] });
    expect(status).toHaveTextContent('Pago');
  });

  it('choosing sellers by name sends their ids', async () => {
    const { lista, user } = await abrirTela();
    await user.click(screen.getByRole('combobox', { name: 'Sellers' }));
    const opcoes = within(screen.getByRole('listbox'));
    await user.click(opcoes.getByRole('option', { name: 'Loja Centro' }));
    await user.click(opcoes.getByRole('option', { name: 'E-commerce' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, id_pessoa: [3, 5] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, id_pessoa: [3, 5] });
  });

  it('choosing payment methods sends their ids', async () => {
    const { lista, user } = await abrirTela();
    await user.click(screen.getByRole('combobox', { name: 'Formas de pagamento' }));
    const opcoes = within(screen.getByRole('listbox'));
    await user.click(opcoes.getByRole('option', { name: 'Pix' }));
    await user.click(opcoes.getByRole('option', { name: 'Dinheiro' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, forma_pagto: [1, 4] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, forma_pagto: [1, 4] });
  });

  it('refuses a non-digit keystroke in the NFC-e numbers and sends each number typed', async () => {
    const { lista, user } = await abrirTela();
    const campo = screen.getByRole('combobox', { name: 'Números de NFC-e' });
    await user.click(campo);
    await user.keyboard('12a0-3');
    expect(campo).toHaveValue('1203');
    await user.keyboard('{Enter}1204,');
    expect(campo).toHaveValue('');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, numero_nfce: [1203, 1204] })));
  });

  it('typing an order date as DD/MM/YYYY sends that day', async () => {
    const { lista, user } = await abrirTela();
    const grupo = screen.getAllByRole('group', { name: 'De' })[0];
    await user.click(within(grupo).getAllByRole('spinbutton')[0]);
    await user.keyboard('{Control>}a{/Control}{Backspace}19112026');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, data_from_pedido: '19/11/2026' })));
  });

  it('typing an hour range as HH:mm sends both hours', async () => {
    const { lista, user } = await abrirTela();
    const [de, ate] = screen.getAllByRole('group', { name: /De|Até/ }).filter((g) => within(g).queryAllByRole('spinbutton').length === 2);
    await user.click(within(de).getAllByRole('spinbutton')[0]);
    await user.keyboard('0830');
    await user.click(within(ate).getAllByRole('spinbutton')[0]);
    await user.keyboard('1815');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, hora_from: '08:30', hora_to: '18:15' })));
  });

  it('typing an NFC-e date range sends both days', async () => {
    const { lista, user } = await abrirTela();
    const grupos = screen.getAllByRole('group').filter((g) => within(g).queryAllByRole('spinbutton').length === 3);
    // order on screen: pedido De, pedido Até, NFC-e De, NFC-e Até
    await user.click(within(grupos[2]).getAllByRole('spinbutton')[0]);
    await user.keyboard('01112026');
    await user.click(within(grupos[3]).getAllByRole('spinbutton')[0]);
    await user.keyboard('15112026');
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe({ ...VALORES_PADRAO, data_from_nfce: '01/11/2026', data_to_nfce: '15/11/2026' })));
  });

  it('refuses a date range that ends before it starts, naming the field, and sends nothing', async () => {
    // the form's debounce runs on the fake clock, so the test can step past it instead of sleeping
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(AGORA);
    const { lista, user } = await abrirTela();
    const pedidos = lista.corpos.length;
    const ate = screen.getAllByRole('group', { name: 'Até' })[0];
    await user.click(within(ate).getAllByRole('spinbutton')[0]);
    await user.keyboard('01112026');
    expect(await screen.findByText('A data final do pedido é anterior à inicial')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // a request made after the debounce carries the filter in force: still the default period
    await user.click(within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button'));
    await waitFor(() => expect(lista.corpos).toHaveLength(pedidos + 1));
    expect(lista.corpos.at(-1)).toEqual({ ...corpoDe(VALORES_PADRAO), ordenar_por: 'valor_total', ordem: 'desc' });
    expect(filtroDaUrl()).toEqual(VALORES_PADRAO);
  });

  it('Limpar filtros restores the defaults', async () => {
    const lista = mockListaPedidos(gerarPedidos(30));
    server.use(lista.handler);
    const user = userEvent.setup();
    const filtro = { id_pessoa: [3], status_pedido: [2], numero_nfce: [1203], hora_from: '08:00' };
    renderPedidos(urlComFiltro(filtro));
    await waitFor(() => expect(lista.corpos).toHaveLength(1));
    const aplicados = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(aplicados).toHaveTextContent('Sellers: Loja Centro');
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]);
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe(VALORES_PADRAO)));
    expect(filtroDaUrl()).toEqual(VALORES_PADRAO);
    expect(aplicados).toHaveTextContent('Sellers: Todos os sellers');
    expect(aplicados).not.toHaveTextContent('Números de NFC-e');
  });
});
