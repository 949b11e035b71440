/**
 * The heavy parts of the order list load on use, so the list's first screen waits for none of
 * them: the filter form (date pickers) when the user edits the filters, the charts when the user
 * asks for them (both choices are kept), the column chooser's list when the user goes for it, the
 * export notice with an export. (The phone's
 * cards and folded breakdown come with the list: two more round trips before a phone's first
 * orders cost more than their 2 KB on a wide screen.)
 * The first test must stay first: a module, once imported, stays loaded for the whole file.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { STATUS } from '@retaguarda/contrato/api';
import { gravarPedido, SELLER } from '../../../pedidosNoBanco';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, corpoDaSessao, corposDaLista, renderLista, urlComFiltro, VALORES_PADRAO } from '../../../renderPedidos';

const carregados = vi.hoisted(() => new Set<string>());
vi.mock('../../../../../src/modulos/vendas/gestao-pedidos/filtros/FiltrosFormulario', async (original) => {
  carregados.add('formulario');
  return original();
});
vi.mock('../../../../../src/modulos/vendas/gestao-pedidos/ResumoGrafico', async (original) => {
  carregados.add('grafico');
  return original();
});
vi.mock('../../../../../src/reactAdmin/SeletorColunas', async (original) => {
  carregados.add('colunas');
  return original();
});
vi.mock('../../../../../src/modulos/vendas/gestao-pedidos/AvisoExportacao', async (original) => {
  carregados.add('aviso-exportacao');
  return original();
});

const real = servidorRealDoArquivo();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

/** The list signed in through the real server, on a store that outlives the render (as the browser's does). */
async function abrirLista(url?: string, store = localStorageStore(undefined, 'teste-sob-demanda')) {
  return { store, tela: await renderLista(real(), url, { store }) };
}

/** One paid order (so the breakdown names Pago), written before the list opens. */
async function umPedidoPago(): Promise<string> {
  return String(await gravarPedido(real(), { id_status: STATUS.pago.id }));
}

const linhasDoResumo = () =>
  within(screen.getByRole('list', { name: 'Filtros aplicados' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('order list heavy parts on use', () => {
  it('shows the orders, the summary and the active filters without fetching the form or the charts, and the form on Editar filtros', async () => {
    const user = userEvent.setup();
    const id = await umPedidoPago();
    await abrirLista();
    await screen.findByRole('link', { name: id });
    // the summary is one strip of figures; its breakdown opens with Ver detalhes, still without charts
    expect(screen.getByRole('region', { name: 'Quantidade de pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Por status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    expect(await screen.findByRole('region', { name: 'Por status' })).toHaveTextContent('Pago');
    expect(linhasDoResumo()).toEqual([
      'Data do pedido: 20/11/2026 a 21/11/2026',
      'Lojas: Todas as lojas',
      'Status: Todos os status',
      'Formas de pagamento: Todas as formas',
    ]);
    const editar = screen.getByRole('button', { name: 'Editar filtros' });
    expect(editar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Gráfico: Por status')).not.toBeInTheDocument();
    expect([...carregados]).toEqual([]);

    await user.click(editar);
    const sellers = await screen.findByRole('combobox', { name: 'Lojas' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(editar).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(editar.getAttribute('aria-controls') ?? '')).toContainElement(sellers);
    await waitFor(() => expect(sellers).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect([...carregados]).toEqual(['formulario']);
  });

  it('closes the form back to the summary with Ocultar filtros, focus on Editar filtros, and remembers it open or closed', async () => {
    const user = userEvent.setup();
    const id = await umPedidoPago();
    const { store, tela } = await abrirLista();
    await screen.findByRole('link', { name: id });
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await screen.findByRole('combobox', { name: 'Status' });
    tela.unmount();

    const segunda = (await abrirLista(undefined, store)).tela;
    await screen.findByRole('link', { name: id });
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    // opened by the stored choice, not by the user: the focus stays where the page put it
    expect(screen.getByRole('combobox', { name: 'Lojas' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar filtros' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Editar filtros' })).toHaveAttribute('aria-expanded', 'false');
    expect(linhasDoResumo()).toContain('Status: Todos os status');
    segunda.unmount();

    await abrirLista(undefined, store);
    await screen.findByRole('link', { name: id });
    expect(screen.getByRole('list', { name: 'Filtros aplicados' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('keeps a choice made just before closing: it is sent, summarised, and still in the form when it reopens', async () => {
    const user = userEvent.setup();
    const id = await umPedidoPago();
    await abrirLista();
    await screen.findByRole('link', { name: id });
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pago' }));
    await user.keyboard('{Escape}');
    // closed before the form's debounce has applied the choice
    await user.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    await waitFor(() => expect(corposDaLista(real()).at(-1)).toEqual(corpoDaSessao({ ...VALORES_PADRAO, status_pedido: [2] })));
    await waitFor(() => expect(linhasDoResumo()).toContain('Status: Pago'));
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent('Pago');
  });

  it('summarises the filters of the URL by date and by name', async () => {
    const filtro = { id_pessoa: [SELLER.lojaCentro, SELLER.online], data_from_pedido: '21/11/2026', data_to_pedido: '22/11/2026', hora_from: '08:00', hora_to: '12:30', status_pedido: [2, 6], forma_pagto: [1], numero_nfce: [1203, 1204] };
    await abrirLista(urlComFiltro(filtro));
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    expect(linhasDoResumo()).toEqual([
      'Data do pedido: 21/11/2026 a 22/11/2026',
      'Hora do pedido: 08:00 a 12:30',
      'Lojas: Loja Centro e Retaguarda Online',
      'Status: Pago e Entregue',
      'Formas de pagamento: Pix',
      'Números de NFC-e: 1203, 1204',
    ]);
  });

  it('shows the charts only after Mostrar gráficos, and remembers the choice', async () => {
    const user = userEvent.setup();
    const id = await umPedidoPago();
    const { store, tela } = await abrirLista();
    await screen.findByRole('link', { name: id });
    const alternar = screen.getByRole('button', { name: 'Mostrar gráficos' });
    expect(screen.queryByRole('button', { name: 'Ocultar gráficos' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Gráfico: Por status')).not.toBeInTheDocument();
    expect(carregados.has('grafico')).toBe(false);

    // the button names what a click does next: Mostrar, then Ocultar gráficos
    await user.click(alternar);
    expect(alternar).toHaveAccessibleName('Ocultar gráficos');
    expect(await screen.findByLabelText('Gráfico: Por status', {})).toBeInTheDocument();
    expect(screen.getByLabelText('Gráfico: Por forma de pagamento')).toBeInTheDocument();
    expect(carregados.has('grafico')).toBe(true);
    tela.unmount();

    const segunda = (await abrirLista(undefined, store)).tela;
    expect(await screen.findByLabelText('Gráfico: Por status', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ocultar gráficos' }));
    expect(screen.getByRole('button', { name: 'Mostrar gráficos' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Gráfico: Por status')).not.toBeInTheDocument();
    segunda.unmount();

    await abrirLista(undefined, store);
    await screen.findByRole('link', { name: id });
    expect(screen.getByRole('button', { name: 'Mostrar gráficos' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Gráfico: Por status')).not.toBeInTheDocument();
  });

  it('loads the column chooser when the user goes for Colunas, and a column switched off leaves the table', async () => {
    const user = userEvent.setup();
    const id = await umPedidoPago();
    await abrirLista();
    await screen.findByRole('link', { name: id });
    expect(carregados.has('colunas')).toBe(false);
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    const cliente = await screen.findByRole('switch', { name: 'Cliente' });
    expect(carregados.has('colunas')).toBe(true);
    expect(cliente).toBeChecked();
    await user.click(cliente);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Cliente' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('never loads the export notice without an export', () => {
    expect(carregados.has('aviso-exportacao')).toBe(false);
  });
});
