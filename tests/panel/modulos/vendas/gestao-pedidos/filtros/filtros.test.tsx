import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS } from '@retaguarda/contrato/api';
import { gravarPedido, SELLER } from '../../../../pedidosNoBanco';
import { servidorRealDoArquivo } from '../../../../servidorReal';
import { AGORA, corpoDaSessao, corposDaLista, filtroDaUrl, renderLista, urlComFiltro, VALORES_PADRAO } from '../../../../renderPedidos';

const real = servidorRealDoArquivo();
const corpos = () => corposDaLista(real());
/** The numbers of the orders on the screen, top to bottom. */
const numerosNaTela = () => within(screen.getByRole('table')).queryAllByRole('link').map((l) => l.textContent);

beforeEach(() => {
  // Date only, and moving: lodash's debounce (FilterLiveForm) measures elapsed time with Date.now().
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

/** The list with the orders given (one awaiting payment by default), its filter form open. */
async function abrirTela(pedidos: Parameters<typeof gravarPedido>[1][] = [{}]) {
  const ids: number[] = [];
  for (const p of pedidos) ids.push(await gravarPedido(real(), p));
  const user = userEvent.setup();
  await renderLista(real());
  await screen.findByRole('link', { name: String(ids[0]) });
  // the form is closed (a summary) until asked for
  await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
  await screen.findByRole('combobox', { name: 'Status' });
  return { ids, user };
}

describe('order list filters', () => {
  it('choosing one status sends only that status, and the server answers only its orders', async () => {
    const { ids, user } = await abrirTela([{}, { id_status: STATUS.pago.id }]);
    const [aguardando, pago] = ids;
    expect(numerosNaTela()).toEqual([String(pago), String(aguardando)]);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Todos');
    await user.click(status);
    // nothing chosen reads 'all': one click on Pago means only Pago
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pago' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, status_pedido: [2] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, status_pedido: [2] });
    expect(status).toHaveTextContent('Pago');
    await waitFor(() => expect(numerosNaTela()).toEqual([String(pago)]));
  });

  it('choosing sellers by name sends their ids', async () => {
    // the web order is Retaguarda Online's, the counter one Loja Centro's, the last Loja Shopping Eldorado's
    const { ids, user } = await abrirTela([{}, { canal: 'loja' }, { canal: 'loja', id_seller: 2 }]);
    await user.click(screen.getByRole('combobox', { name: 'Lojas' }));
    const opcoes = within(screen.getByRole('listbox'));
    await user.click(opcoes.getByRole('option', { name: 'Loja Centro' }));
    await user.click(opcoes.getByRole('option', { name: 'Retaguarda Online' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, id_pessoa: [SELLER.lojaCentro, SELLER.online] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, id_pessoa: [SELLER.lojaCentro, SELLER.online] });
    await waitFor(() => expect(numerosNaTela()).toEqual([String(ids[1]), String(ids[0])]));
  });

  it('choosing payment methods sends their ids', async () => {
    const { user } = await abrirTela();
    await user.click(screen.getByRole('combobox', { name: 'Formas de pagamento' }));
    const opcoes = within(screen.getByRole('listbox'));
    await user.click(opcoes.getByRole('option', { name: 'Pix' }));
    await user.click(opcoes.getByRole('option', { name: 'Dinheiro' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, forma_pagto: [1, 4] })));
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, forma_pagto: [1, 4] });
  });

  it('refuses a non-digit keystroke in the NFC-e numbers and sends each number typed', async () => {
    const { user } = await abrirTela();
    const campo = screen.getByRole('combobox', { name: 'Números de NFC-e' });
    await user.click(campo);
    await user.keyboard('12a0-3');
    expect(campo).toHaveValue('1203');
    await user.keyboard('{Enter}1204,');
    expect(campo).toHaveValue('');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, numero_nfce: [1203, 1204] })));
  });

  it('typing an order date as DD/MM/YYYY sends that day', async () => {
    const { user } = await abrirTela();
    const grupo = screen.getAllByRole('group', { name: 'De' })[0];
    await user.click(within(grupo).getAllByRole('spinbutton')[0]);
    await user.keyboard('{Control>}a{/Control}{Backspace}19112026');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, data_from_pedido: '19/11/2026' })));
  });

  it('typing an hour range as HH:mm sends both hours', async () => {
    const { user } = await abrirTela();
    const [de, ate] = screen.getAllByRole('group', { name: /De|Até/ }).filter((g) => within(g).queryAllByRole('spinbutton').length === 2);
    await user.click(within(de).getAllByRole('spinbutton')[0]);
    await user.keyboard('0830');
    await user.click(within(ate).getAllByRole('spinbutton')[0]);
    await user.keyboard('1815');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, hora_from: '08:30', hora_to: '18:15' })));
  });

  it('typing an NFC-e date range sends both days', async () => {
    const { user } = await abrirTela();
    const grupos = screen.getAllByRole('group').filter((g) => within(g).queryAllByRole('spinbutton').length === 3);
    // order on screen: pedido De, pedido Até, NFC-e De, NFC-e Até
    await user.click(within(grupos[2]).getAllByRole('spinbutton')[0]);
    await user.keyboard('01112026');
    await user.click(within(grupos[3]).getAllByRole('spinbutton')[0]);
    await user.keyboard('15112026');
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, data_from_nfce: '01/11/2026', data_to_nfce: '15/11/2026' })));
  });

  it('refuses a date range that ends before it starts, naming the field, and sends nothing', async () => {
    // the form's debounce runs on the fake clock, so the test can step past it instead of sleeping
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(AGORA);
    const { user } = await abrirTela();
    const pedidos = corpos().length;
    const ate = screen.getAllByRole('group', { name: 'Até' })[0];
    await user.click(within(ate).getAllByRole('spinbutton')[0]);
    await user.keyboard('01112026');
    expect(await screen.findByText('A data final do pedido é anterior à inicial')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // a request made after the debounce carries the filter in force: still the default period
    await user.click(within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button'));
    await waitFor(() => expect(corpos()).toHaveLength(pedidos + 1));
    expect(corpos().at(-1)).toEqual({ ...corpoDaSessao(VALORES_PADRAO), ordenar_por: 'valor_total', ordem: 'desc' });
    expect(filtroDaUrl()).toEqual(VALORES_PADRAO);
  });

  it('Limpar filtros restores the defaults', async () => {
    const user = userEvent.setup();
    const filtro = { id_pessoa: [SELLER.lojaCentro], status_pedido: [2], numero_nfce: [1203], hora_from: '08:00' };
    await renderLista(real(), urlComFiltro(filtro));
    await waitFor(() => expect(corpos()).toHaveLength(1));
    const aplicados = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(aplicados).toHaveTextContent('Lojas: Loja Centro');
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]);
    await waitFor(() => expect(corpos().at(-1)).toEqual(corpoDaSessao(VALORES_PADRAO)));
    expect(filtroDaUrl()).toEqual(VALORES_PADRAO);
    expect(aplicados).toHaveTextContent('Lojas: Todas as lojas');
    expect(aplicados).not.toHaveTextContent('Números de NFC-e');
  });
});
