import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { gerarPedidos, mockExportacao, mockListaPedidos } from '../../mocks/pedidos';
import { AGORA, FILTRO_PADRAO, LISTAS_PADRAO, ORDEM_PADRAO, renderPedidos, urlComFiltro, VALORES_PADRAO } from './renderPedidos';
import { capturarDownloads, type ArquivoSalvo } from '../capturaDownloads';

const COLUNAS_PADRAO = ['id', 'data_pedido', 'nome_seller', 'cliente', 'cpf_cnpj', 'canal', 'status_pedido', 'forma_pagto', 'quantidade_itens', 'valor_total', 'nfce'];

let salvos: ArquivoSalvo[];

/** 'Exportar Excel' asks first whether CPF/CNPJ go in full (issue 20); the export starts at its 'Exportar'. */
async function exportar(user: ReturnType<typeof userEvent.setup>, { documentosCompletos = false } = {}) {
  await user.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Exportar planilha' });
  const completos = within(dialogo).getByRole('checkbox', { name: 'Incluir CPF/CNPJ completos' });
  expect(completos).not.toBeChecked();
  if (documentosCompletos) await user.click(completos);
  await user.click(within(dialogo).getByRole('button', { name: 'Exportar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar planilha' })).not.toBeInTheDocument());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA);
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Excel export', () => {
  it('sends the current filter with the visible columns and saves the file under the server name', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(gerarPedidos(30)).handler);
    const exportacao = mockExportacao({ nome: 'pedidos-20-11-2026-a-21-11-2026.xlsx' });
    server.use(exportacao.handler);
    const filtro = { ...FILTRO_PADRAO, status_pedido: [2], numero_nfce: [1203] };
    renderPedidos(urlComFiltro(filtro));
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    await exportar(user);
    expect(await screen.findByText('Planilha exportada: pedidos-20-11-2026-a-21-11-2026.xlsx')).toBeInTheDocument();
    expect(exportacao.corpos).toEqual([{ ...filtro, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO, documentos_completos: false }]);
    expect(salvos).toHaveLength(1);
    expect(salvos[0].nome).toBe('pedidos-20-11-2026-a-21-11-2026.xlsx');
    expect(salvos[0].blob.size).toBe(1504);
  });

  it('leaves out the columns hidden with the column chooser', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(gerarPedidos(30)).handler);
    const exportacao = mockExportacao();
    server.use(exportacao.handler);
    renderPedidos();
    await screen.findByText('1001');
    await user.click(screen.getByRole('button', { name: /columns|colunas/i }));
    await user.click(await screen.findByLabelText('Canal'));
    await user.keyboard('{Escape}');
    await exportar(user);
    await waitFor(() => expect(exportacao.corpos).toHaveLength(1));
    expect(exportacao.corpos[0]).toEqual({ ...LISTAS_PADRAO, ...VALORES_PADRAO, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO.filter((c) => c !== 'canal'), documentos_completos: false });
  });

  it('asks for the full CPF/CNPJ only when the user ticks it, and Cancelar exports nothing', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(gerarPedidos(30)).handler);
    const exportacao = mockExportacao();
    server.use(exportacao.handler);
    renderPedidos();
    await screen.findByText('1001');
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Exportar planilha' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar planilha' })).not.toBeInTheDocument());
    await exportar(user, { documentosCompletos: true });
    expect(await screen.findByText(/^Planilha exportada: /)).toBeInTheDocument();
    expect(exportacao.corpos).toEqual([{ ...LISTAS_PADRAO, ...VALORES_PADRAO, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO, documentos_completos: true }]);
    expect(salvos).toHaveLength(1);
  });

  it('shows the server message in an error toast when the export fails', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(gerarPedidos(30)).handler);
    server.use(mockExportacao({ status: 500 }).handler);
    renderPedidos();
    await screen.findByText('1001');
    await exportar(user);
    expect(await screen.findByText('Não foi possível exportar: Falha ao gerar a planilha')).toBeInTheDocument();
    expect(salvos).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  });

  it('shows progress and keeps the button disabled while the file is prepared', async () => {
    const user = userEvent.setup();
    server.use(mockListaPedidos(gerarPedidos(30)).handler);
    server.use(mockExportacao({ demoraMs: 600 }).handler);
    renderPedidos();
    await screen.findByText('1001');
    await exportar(user);
    expect(await screen.findByText('Preparando a planilha…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeDisabled();
    expect(await screen.findByText(/^Planilha exportada: /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
  });
});
