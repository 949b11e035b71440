import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS } from '@retaguarda/contrato/api';
import { server } from '../../../../mocks/server';
import { segurarChamadas, URL_LISTA } from '../../../../mocks/pedidos';
import { gravarPedido } from '../../../pedidosNoBanco';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, corpoDaSessao, corposDaLista, renderLista, urlComFiltro, VALORES_PADRAO } from '../../../renderPedidos';
import { telaPequena } from '../../../telaPequena';

const real = servidorRealDoArquivo();

// The small-screen test must stay first: a module, once imported, stays loaded for the whole file.
const formularioCarregado = vi.hoisted(() => ({ sim: false }));
vi.mock('../../../../../src/modulos/vendas/gestao-pedidos/filtros/FiltrosFormulario', async (original) => {
  formularioCarregado.sim = true;
  return original();
});
const tabelaCarregada = vi.hoisted(() => ({ sim: false }));
vi.mock('../../../../../src/modulos/vendas/gestao-pedidos/TabelaPedidos', async (original) => {
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
    // the newer one on top: a counter sale at 12:00, a web order an hour before
    const web = await gravarPedido(real(), { data: new Date(AGORA.getTime() - 60 * 60_000) });
    const balcao = await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });
    const lenta = segurarChamadas(URL_LISTA);
    server.use(lenta.handler);
    await renderLista(real());
    // while the orders load, placeholders hold the cards' place
    expect(await screen.findByRole('status', { name: 'Carregando pedidos' })).toBeInTheDocument();
    lenta.liberar();
    const cartoes = await screen.findByRole('list', { name: 'Pedidos' });
    expect(screen.queryByRole('status', { name: 'Carregando pedidos' })).not.toBeInTheDocument();
    expect(within(cartoes).getAllByRole('listitem')).toHaveLength(2);
    // a card is a link to the order, with its client, amount and status as the server answered them
    const [primeiro, segundo] = within(cartoes).getAllByRole('link');
    expect(primeiro).toHaveAttribute('href', `/vendas/gestao-pedidos/${balcao}`);
    const texto = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ') ?? '';
    // the status opens the detail line, under the client and the amount
    expect(texto(primeiro).startsWith(`Pedido ${balcao} · Maria Oliveira R$ 134,80 Pago `)).toBe(true);
    expect(texto(segundo).startsWith(`Pedido ${web} · Maria Oliveira R$ 150,70 Aguardando pagamento `)).toBe(true);
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
    const aguardando = String(await gravarPedido(real()));
    const pago = String(await gravarPedido(real(), { id_status: STATUS.pago.id }));
    const numerosNaTela = () => within(screen.getByRole('table')).queryAllByRole('link').map((l) => l.textContent);
    const filtro = { ...VALORES_PADRAO, status_pedido: [STATUS.pago.id] };
    await renderLista(real(), urlComFiltro(filtro));
    await screen.findByRole('link', { name: pago });
    expect(numerosNaTela()).toEqual([pago]);
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    // the saved queries live with the filters, above the table once Editar filtros opens them
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await user.click(await screen.findByRole('button', { name: /save current query|salvar/i }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByRole('textbox'), 'Só pagos');
    await user.click(within(dialogo).getByRole('button', { name: /save|salvar/i }));
    await screen.findByText('Só pagos');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(corposDaLista(real()).at(-1)).toEqual(corpoDaSessao(VALORES_PADRAO)));
    await waitFor(() => expect(numerosNaTela()).toEqual([pago, aguardando]));
    await user.click(screen.getByText('Só pagos'));
    await waitFor(() => expect(corposDaLista(real()).at(-1)).toEqual(corpoDaSessao(filtro)));
    await waitFor(() => expect(numerosNaTela()).toEqual([pago]));
  });
});
