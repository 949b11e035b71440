import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { localStorageStore } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api';
import { server } from '../../../../mocks/server';
import { mockListaComErro, segurarChamadas, URL_LISTA } from '../../../../mocks/pedidos';
import { gravarPedido, SELLER } from '../../../pedidosNoBanco';
import { ADMIN } from '../../../renderComServidor';
import { renderApp } from '../../../renderApp';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, corpoDaSessao, corposDaLista, FILTRO_DA_SESSAO, filtroDaUrl, renderLista, urlComFiltro } from '../../../renderPedidos';

const real = servidorRealDoArquivo();
const corpos = () => corposDaLista(real());
/** The text of an element with Intl's no-break spaces as plain ones. */
const texto = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');
/** 23:30 of 20/11/2026 in São Paulo, already the 21st in UTC. */
const NOITE_DE_ONTEM = new Date('2026-11-21T02:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => {
  vi.useRealTimers();
  // react-query's focus state is a package's, kept for the next file sharing the process: back to the page's own
  focusManager.setFocused(undefined);
});

describe('order list', () => {
  it('sends the defaults of the session the server answered as the request body on first load', async () => {
    const id = await gravarPedido(real());
    await renderLista(real());
    expect(await screen.findByRole('link', { name: String(id) })).toBeInTheDocument();
    expect(corpos()).toEqual([corpoDaSessao(FILTRO_DA_SESSAO)]);
  });

  it('shows dates as DD/MM/YYYY HH:mm and money as R$ in pt-BR', async () => {
    // 25 shirts and a mug: 25 × 49,90 + 40,00 − 5,00 + 15,90 freight = R$ 1.298,40
    const id = await gravarPedido(real(), { data: NOITE_DE_ONTEM, quantidades: [25, 1] });
    await renderLista(real());
    const linha = (await screen.findByRole('link', { name: String(id) })).closest('tr');
    expect(linha).not.toBeNull();
    expect(linha?.querySelector('.column-data_pedido')?.textContent).toBe('20/11/202623:30');
    // textContent keeps the no-break space Intl puts after R$ (getByText would collapse it)
    expect(linha?.querySelector('.column-valor_total')?.textContent).toBe('R$\u00a01.298,40');
  });

  it('fails with one request only, no retry, and shows the resolved message in a toast', async () => {
    const erro = mockListaComErro('Serviço de pedidos indisponível');
    server.use(erro.handler);
    const { queryClient } = await renderLista(real());
    expect(await screen.findByText('Serviço de pedidos indisponível')).toBeInTheDocument();
    // the list's content follows the answer in a transition (ConteudoAdiado), just after the toast
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    // a retry keeps its query fetching through the retry delay: settled means no retry is pending
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(erro.corpos).toHaveLength(1);
  });

  it('does not refetch when the window regains focus', async () => {
    const user = userEvent.setup();
    // 11 orders: a second page to ask for
    for (let i = 0; i < 11; i++) await gravarPedido(real(), { canal: 'loja', data: new Date(AGORA.getTime() - i * 60_000) });
    await renderLista(real());
    await screen.findByRole('button', { name: 'Ir para a próxima página' });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(10));
    // What react-query does when the tab comes back into view: it refetches every query that
    // allows it, at once. The list does not: its rows stay as the user left them.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // A later request the user makes: a refetch on focus would have been sent before it.
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(corpos()).toHaveLength(2));
    expect(corpos()).toEqual([expect.objectContaining({ page: 1 }), expect.objectContaining({ page: 2 })]);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(1));
  });

  it('shows the summary the server makes of the whole filtered set above the table', async () => {
    // web R$ 150,70 awaiting Pix; web R$ 150,70 paid by credit card; counter R$ 134,80 paid in cash
    await gravarPedido(real());
    await gravarPedido(real(), { id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.credito.id });
    await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id, id_forma_pagto: FORMAS_PAGTO.dinheiro.id });
    // outside the default period (from yesterday): counted by nobody
    await gravarPedido(real(), { data: new Date('2026-11-18T15:00:00Z') });
    await renderLista(real());
    const quantidade = await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    expect(quantidade).toHaveTextContent(/^Pedidos3$/);
    // 150,70 + 150,70 + 134,80 = 436,20; 436,20 / 3 = 145,40
    expect(texto(screen.getByRole('region', { name: 'Valor total' }))).toContain('R$ 436,20');
    expect(texto(screen.getByRole('region', { name: 'Ticket médio' }))).toContain('R$ 145,40');
    // the breakdown is one click away: the strip leaves the first screen to the orders
    expect(screen.queryByRole('region', { name: 'Por status' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    const linhas = (nome: string) => within(screen.getByRole('region', { name: nome })).getAllByRole('listitem').map(texto);
    expect(linhas('Por status')).toEqual(['Aguardando pagamento1R$ 150,70', 'Pago2R$ 285,50']);
    expect(linhas('Por forma de pagamento')).toEqual(['Pix1R$ 150,70', 'Cartão de crédito1R$ 150,70', 'Dinheiro1R$ 134,80']);
  });

  it('keeps the last good orders on screen when a later request fails', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    const erro = mockListaComErro('Tempo esgotado no servidor');
    server.use(erro.handler);
    // a new query key (25 per page) that fails: the placeholder goes away, the last good rows stay
    await user.click(screen.getByRole('combobox', { name: /rows per page|por página/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByText('Tempo esgotado no servidor')).toBeInTheDocument();
    // the list's content follows the answer in a transition (ConteudoAdiado), just after the toast
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: String(id) })).toBeInTheDocument();
    expect(erro.corpos).toHaveLength(1);
  });

  it('reads the filter from the URL and sends it, and a new render at that URL sends it again', async () => {
    // paid at Retaguarda Online on the 19th: the one order the filter below lets through
    const pago = await gravarPedido(real(), { id_status: STATUS.pago.id, data: new Date('2026-11-19T15:00:00Z') });
    const outro = await gravarPedido(real(), { data: new Date('2026-11-19T15:00:00Z') });
    const filtro = { id_pessoa: [SELLER.online], data_from_pedido: '19/11/2026', data_to_pedido: '21/11/2026', status_pedido: [STATUS.pago.id] };
    const url = urlComFiltro(filtro, '&page=1&perPage=25');
    const primeira = await renderLista(real(), url);
    await waitFor(() => expect(corpos()).toHaveLength(1));
    expect(corpos()[0]).toEqual(corpoDaSessao(filtro, 1, 25));
    expect(filtroDaUrl()).toEqual(filtro);
    expect(await screen.findByRole('link', { name: String(pago) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: String(outro) })).not.toBeInTheDocument();
    primeira.unmount();
    await renderLista(real(), url);
    await waitFor(() => expect(corpos()).toHaveLength(2));
    expect(corpos()[1]).toEqual(corpoDaSessao(filtro, 1, 25));
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
  ])('sends the %s filter exactly as it is in the URL, and the server takes it', async (campo, valor) => {
    const filtro = { ...FILTRO_DA_SESSAO, [campo]: valor };
    await renderLista(real(), urlComFiltro(filtro));
    await waitFor(() => expect(corpos()).toHaveLength(1));
    expect(corpos()[0]).toEqual(corpoDaSessao(filtro, 1, 10));
    // the server's answer, not a refusal of the body: its summary is on screen
    expect(await screen.findByRole('region', { name: 'Quantidade de pedidos' })).toHaveTextContent(/^Pedidos0$/);
  });

  it('removes empty numero_nfce entries from the request body', async () => {
    const filtro = { numero_nfce: ['', 1203, null, ' ', '1204'] };
    await renderLista(real(), urlComFiltro(filtro));
    await waitFor(() => expect(corpos()).toHaveLength(1));
    expect(corpos()[0]).toEqual(corpoDaSessao({ numero_nfce: [1203, 1204] }));
  });

  it('names the filters that excluded every order in the empty state', async () => {
    // awaiting payment: the server leaves it out of a list of paid orders
    await gravarPedido(real());
    const filtro = { id_pessoa: [SELLER.online], data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026', status_pedido: [STATUS.pago.id] };
    await renderLista(real(), urlComFiltro(filtro));
    expect(await screen.findByText('Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Retaguarda Online')).toBeInTheDocument();
  });

  it('labels the selection checkboxes in Portuguese with the order number', async () => {
    const id = await gravarPedido(real());
    await renderLista(real());
    expect(await screen.findByRole('checkbox', { name: `Selecionar pedido ${id}` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos' })).toBeInTheDocument();
  });

  it('opens the order on row click and keeps the filters on the way back', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real(), { id_status: STATUS.pago.id });
    const filtro = { id_pessoa: [SELLER.online, 4], status_pedido: [STATUS.pago.id, STATUS.enviado.id] };
    await renderLista(real(), urlComFiltro(filtro));
    const linha = (await screen.findByRole('link', { name: String(id) })).closest('tr');
    await user.click(linha?.querySelector('.column-nome_seller') as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe(`/vendas/gestao-pedidos/${id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Voltar para a lista' }));
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/gestao-pedidos'));
    await waitFor(() => expect(filtroDaUrl()).toEqual(filtro));
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao(filtro, 1, 10)));
  });

  it('sends no request while there is no signed-in user', async () => {
    await gravarPedido(real());
    renderApp('/vendas/gestao-pedidos', { usuario: null });
    expect(await screen.findByRole('heading', { name: 'Entrar no Retaguarda' })).toBeInTheDocument();
    expect(corpos()).toHaveLength(0);
  });

  it('remembers the column choice per user', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    // persisted like the app's store (a memory store forgets everything on unmount)
    const store = localStorageStore(undefined, 'teste-pedidos');
    const primeira = await renderLista(real(), '/vendas/gestao-pedidos', { store });
    await screen.findByRole('link', { name: String(id) });
    await user.click(screen.getByRole('button', { name: /colunas|columns/i }));
    await user.click(await screen.findByLabelText('Canal'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Canal' })).not.toBeInTheDocument());
    primeira.unmount();

    const outra = await renderLista(real(), '/vendas/gestao-pedidos', { store, email: ADMIN });
    await screen.findByRole('link', { name: String(id) });
    expect(screen.getByRole('columnheader', { name: 'Canal' })).toBeInTheDocument();
    outra.unmount();

    await renderLista(real(), '/vendas/gestao-pedidos', { store });
    await screen.findByRole('link', { name: String(id) });
    expect(screen.queryByRole('columnheader', { name: 'Canal' })).not.toBeInTheDocument();
  });

  it('asks again with the retry button of the error state', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    // the first call fails, the next goes to the server
    const erro = mockListaComErro('Serviço de pedidos indisponível', { umaVez: true });
    server.use(erro.handler);
    await renderLista(real());
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: String(id) })).toBeInTheDocument();
    expect(erro.corpos).toHaveLength(1);
    expect(corpos()).toEqual([corpoDaSessao(FILTRO_DA_SESSAO)]);
  });

  it('shows a loading skeleton until the first answer arrives', async () => {
    const id = await gravarPedido(real());
    const lenta = segurarChamadas(URL_LISTA);
    server.use(lenta.handler);
    await renderLista(real());
    expect(await screen.findByLabelText('Carregando resumo')).toBeInTheDocument();
    expect(lenta.recebidas).toBe(1);
    lenta.liberar();
    expect(await screen.findByRole('link', { name: String(id) })).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando resumo')).not.toBeInTheDocument();
  });
});
