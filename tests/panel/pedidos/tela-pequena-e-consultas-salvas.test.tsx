import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '../../../src/br/money';
import { server } from '../../mocks/server';
import { gerarPedidos, mockListaPedidos } from '../../mocks/pedidos';
import { AGORA, corpoDe, renderPedidos, urlComFiltro, VALORES_PADRAO } from './renderPedidos';
import { telaPequena } from '../telaPequena';

// The small-screen test must stay first: a module, once imported, stays loaded for the whole file.
const formularioCarregado = vi.hoisted(() => ({ sim: false }));
vi.mock('../../../src/resources/vendas/gestao-pedidos/filtros/FiltrosFormulario', async (original) => {
  formularioCarregado.sim = true;
  return original();
});
const tabelaCarregada = vi.hoisted(() => ({ sim: false }));
vi.mock('../../../src/resources/vendas/gestao-pedidos/PedidoTable', async (original) => {
  tabelaCarregada.sim = true;
  return original();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('order list on a small screen', () => {
  it('shows the orders as cards and the filters in a drawer, whose form is fetched when it opens', async () => {
    telaPequena();
    const user = userEvent.setup();
    const pedidos = gerarPedidos(30);
    server.use(mockListaPedidos(pedidos, { demoraMs: 300 }).handler);
    renderPedidos();
    // while the orders load, placeholders hold the cards' place
    expect(await screen.findByRole('status', { name: 'Carregando pedidos' })).toBeInTheDocument();
    const cartoes = await screen.findByRole('list', { name: 'Pedidos' });
    expect(screen.queryByRole('status', { name: 'Carregando pedidos' })).not.toBeInTheDocument();
    expect(within(cartoes).getAllByRole('listitem')).toHaveLength(10);
    // a card is a link to the order, with its amount and status
    const primeiro = within(cartoes).getAllByRole('link')[0];
    expect(primeiro).toHaveAttribute('href', '/vendas/gestao-pedidos/1001');
    const cliente = pedidos[0].cliente?.nome ?? 'Consumidor não identificado';
    expect(primeiro.textContent?.startsWith(`Pedido 1001 · ${cliente} ${formatMoney(pedidos[0].valor_total)} `)).toBe(true);
    expect(primeiro.textContent?.endsWith(` ${pedidos[0].status_pedido.descricao}`)).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(tabelaCarregada.sim).toBe(false);
    // the summary's breakdown is folded: built only when opened
    expect(screen.queryByRole('region', { name: 'Por status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    expect(await screen.findByRole('region', { name: 'Por status' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(formularioCarregado.sim).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const painel = await screen.findByRole('complementary', { name: 'Filtros' });
    expect(await within(painel).findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(formularioCarregado.sim).toBe(true);
    await user.click(within(painel).getByRole('button', { name: 'Fechar filtros' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument());
  });
});

describe('saved queries', () => {
  it('saves the current filter under a name and applies it again later', async () => {
    const user = userEvent.setup();
    const lista = mockListaPedidos(gerarPedidos(30));
    server.use(lista.handler);
    const filtro = { ...VALORES_PADRAO, status_pedido: [2] };
    renderPedidos(urlComFiltro(filtro));
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    // the saved queries live with the filters, above the table once Editar filtros opens them
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await user.click(await screen.findByRole('button', { name: /save current query|salvar/i }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByRole('textbox'), 'Só pagos');
    await user.click(within(dialogo).getByRole('button', { name: /save|salvar/i }));
    await screen.findByText('Só pagos');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe(VALORES_PADRAO)));
    await user.click(screen.getByText('Só pagos'));
    await waitFor(() => expect(lista.corpos.at(-1)).toEqual(corpoDe(filtro)));
  });
});
