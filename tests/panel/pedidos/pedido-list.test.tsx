import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { localStorageStore } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { mockDetalheDeQualquerPedido } from '../../mocks/pedido-detalhe';
import { gerarPedidos, mockListaComErro, mockListaPedidos, resumir, usuarioDemo } from '../../mocks/pedidos';
import { formatMoney } from '../../../src/br/money';
import { AGORA, corpoDe, FILTRO_PADRAO, filtroDaUrl, renderPedidos, urlComFiltro } from './renderPedidos';



function pedidosConhecidos() {
  const pedidos = gerarPedidos(30);
  pedidos[0] = { ...pedidos[0], data_pedido: '2026-11-20T23:30:00-03:00', valor_total: 1234.56 };
  return pedidos;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

describe('order list', () => {
  it('sends the defaults as the request body on first load', async () => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    renderPedidos();
    expect(await screen.findByText('1001')).toBeInTheDocument();
    expect(lista.corpos).toEqual([corpoDe(FILTRO_PADRAO)]);
  });

  it('shows dates as DD/MM/YYYY HH:mm and money as R$ in pt-BR', async () => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    renderPedidos();
    const linha = (await screen.findByText('1001')).closest('tr');
    expect(linha).not.toBeNull();
    expect(linha?.querySelector('.column-data_pedido')?.textContent).toBe('20/11/202623:30');
    // textContent keeps the no-break space Intl puts after R$ (getByText would collapse it)
    expect(linha?.querySelector('.column-valor_total')?.textContent).toBe('R$\u00a01.234,56');
  });

  it('fails with one request only, no retry, and shows the resolved message in a toast', async () => {
    const erro = mockListaComErro('Serviço de pedidos indisponível');
    server.use(erro.handler);
    renderPedidos();
    expect(await screen.findByText('Serviço de pedidos indisponível')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(erro.corpos).toHaveLength(1);
  });

  it('does not refetch when the window regains focus', async () => {
    const user = userEvent.setup();
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    renderPedidos();
    await screen.findByText('1001');
    // What react-query does when the tab comes back into view: it refetches every query that
    // allows it, at once. The list does not: its rows stay as the user left them.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // A later request the user makes: a refetch on focus would have been sent before it.
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(lista.corpos).toHaveLength(2));
    expect(lista.corpos).toEqual([expect.objectContaining({ page: 1 }), expect.objectContaining({ page: 2 })]);
  });

  it('shows the summary of the whole filtered set above the table', async () => {
    const pedidos = pedidosConhecidos();
    server.use(mockListaPedidos(pedidos).handler);
    renderPedidos();
    const resumo = resumir(pedidos);
    const quantidade = await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    expect(quantidade).toHaveTextContent('30');
    expect(screen.getByRole('region', { name: 'Valor total' }).textContent).toContain(formatMoney(resumo.valor_total));
    expect(screen.getByRole('region', { name: 'Ticket médio' }).textContent).toContain(formatMoney(resumo.ticket_medio));
    // the breakdown is one click away: the strip leaves the first screen to the orders (issue 20)
    expect(screen.queryByRole('region', { name: 'Por status' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    const porStatus = screen.getByRole('region', { name: 'Por status' });
    for (const s of resumo.por_status) expect(porStatus).toHaveTextContent(s.descricao);
    const porForma = screen.getByRole('region', { name: 'Por forma de pagamento' });
    for (const f of resumo.por_forma_pagto) expect(porForma.textContent).toContain(formatMoney(f.valor_total));
  });

  it('keeps the last good orders on screen when a later request fails', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(pedidosConhecidos()).handler);
    renderPedidos();
    await screen.findByText('1001');
    const erro = mockListaComErro('Tempo esgotado no servidor');
    server.use(erro.handler);
    // a new query key (25 per page) that fails: the placeholder goes away, the last good rows stay
    await user.click(screen.getByRole('combobox', { name: /rows per page|por página/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByText('Tempo esgotado no servidor')).toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(erro.corpos).toHaveLength(1);
  });

  it('reads the filter from the URL and sends it, and a new render at that URL sends it again', async () => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    const filtro = { id_pessoa: [3], data_from_pedido: '19/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2], numero_nfce: [1203] };
    const url = urlComFiltro(filtro, '&page=1&perPage=25');
    const primeira = renderPedidos(url);
    await waitFor(() => expect(lista.corpos).toHaveLength(1));
    expect(lista.corpos[0]).toEqual(corpoDe(filtro, 1, 25));
    expect(filtroDaUrl()).toEqual(filtro);
    primeira.unmount();
    renderPedidos(url);
    await waitFor(() => expect(lista.corpos).toHaveLength(2));
    expect(lista.corpos[1]).toEqual(corpoDe(filtro, 1, 25));
  });

  it.each([
    ['id_pessoa', [4]],
    ['data_from_pedido', '01/11/2026'],
    ['data_to_pedido', '22/11/2026'],
    ['hora_from', '08:00'],
    ['hora_to', '18:30'],
    ['data_from_nfce', '02/11/2026'],
    ['data_to_nfce', '03/11/2026'],
    ['status_pedido', [2, 7]],
    ['forma_pagto', [1]],
    ['numero_nfce', [1203, 1204]],
  ])('sends the %s filter exactly as it is in the URL', async (campo, valor) => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    const filtro = { ...FILTRO_PADRAO, [campo]: valor };
    renderPedidos(urlComFiltro(filtro));
    await waitFor(() => expect(lista.corpos).toHaveLength(1));
    expect(lista.corpos[0]).toEqual(corpoDe(filtro, 1, 10));
  });

  it('removes empty numero_nfce entries from the request body', async () => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    const filtro = { numero_nfce: ['', 1203, null, ' ', '1204'] };
    renderPedidos(urlComFiltro(filtro));
    await waitFor(() => expect(lista.corpos).toHaveLength(1));
    expect(lista.corpos[0]).toEqual(corpoDe({ numero_nfce: [1203, 1204] }));
  });

  it('names the filters that excluded every order in the empty state', async () => {
    server.use(mockListaPedidos([]).handler);
    const filtro = { id_pessoa: [3], data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2] };
    renderPedidos(urlComFiltro(filtro));
    expect(await screen.findByText('Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Loja Centro')).toBeInTheDocument();
  });

  it('labels the selection checkboxes in Portuguese with the order number', async () => {
    server.use(mockListaPedidos(pedidosConhecidos()).handler);
    renderPedidos();
    expect(await screen.findByRole('checkbox', { name: 'Selecionar pedido 1001' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos' })).toBeInTheDocument();
  });

  it('opens the order on row click and keeps the filters on the way back', async () => {
    const user = userEvent.setup();
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler, mockDetalheDeQualquerPedido());
    const filtro = { id_pessoa: [3, 4], status_pedido: [2, 4] };
    renderPedidos(urlComFiltro(filtro));
    await waitFor(() => expect(document.querySelector('tbody .column-nome_seller')).not.toBeNull());
    await user.click(document.querySelector('tbody .column-nome_seller') as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/vendas\/gestao-pedidos\/\d+$/));
    await user.click(await screen.findByRole('link', { name: 'Voltar para a lista' }));
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/gestao-pedidos'));
    await waitFor(() => expect(filtroDaUrl()).toEqual(filtro));
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe(filtro, 1, 10)));
  });

  it('sends no request while there is no signed-in user', async () => {
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    renderPedidos('/vendas/gestao-pedidos', { usuario: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(lista.corpos).toHaveLength(0);
  });

  it('remembers the column choice per user', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(pedidosConhecidos()).handler);
    // persisted like the app's store (a memory store forgets everything on unmount)
    const store = localStorageStore(undefined, 'teste-pedidos');
    const primeira = renderPedidos('/vendas/gestao-pedidos', { store });
    await screen.findByText('1001');
    await user.click(screen.getByRole('button', { name: /colunas|columns/i }));
    await user.click(await screen.findByLabelText('Canal'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Canal' })).not.toBeInTheDocument());
    primeira.unmount();

    const outra = renderPedidos('/vendas/gestao-pedidos', { store, usuario: { ...usuarioDemo, id: 8 } });
    await screen.findByText('1001');
    expect(screen.getByRole('columnheader', { name: 'Canal' })).toBeInTheDocument();
    outra.unmount();

    renderPedidos('/vendas/gestao-pedidos', { store });
    await screen.findByText('1001');
    expect(screen.queryByRole('columnheader', { name: 'Canal' })).not.toBeInTheDocument();
  });

  it('asks again with the retry button of the error state', async () => {
    const user = userEvent.setup();
    const erro = mockListaComErro('Serviço de pedidos indisponível');
    server.use(erro.handler);
    renderPedidos();
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    const lista = mockListaPedidos(pedidosConhecidos());
    server.use(lista.handler);
    await user.click(tentar);
    expect(await screen.findByText('1001')).toBeInTheDocument();
    expect(erro.corpos).toHaveLength(1);
    expect(lista.corpos).toEqual([corpoDe(FILTRO_PADRAO)]);
  });

  it('shows a loading skeleton until the first answer arrives', async () => {
    const lenta = mockListaPedidos(pedidosConhecidos(), { demoraMs: 400 });
    server.use(lenta.handler);
    renderPedidos();
    expect(await screen.findByLabelText('Carregando resumo')).toBeInTheDocument();
    expect(await screen.findByText('1001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando resumo')).not.toBeInTheDocument();
  });
});
