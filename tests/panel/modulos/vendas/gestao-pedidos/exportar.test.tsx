import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { STATUS } from '@retaguarda/contrato/api';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { server } from '../../../../mocks/server';
import { downloadSegurado, mockExportacaoComErro, segurarChamadas, URL_EXPORT } from '../../../../mocks/pedidos';
import { gravarPedido } from '../../../pedidosNoBanco';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, FILTRO_DA_SESSAO, LISTAS_DA_SESSAO, ORDEM_PADRAO, renderLista, urlComFiltro, VALORES_PADRAO } from '../../../renderPedidos';
import { capturarDownloads, type ArquivoSalvo } from '../../../capturaDownloads';

const real = servidorRealDoArquivo();
const corposDaExportacao = () => real().corposPara('PUT', '/v2/vendas/lista-pedidos/xls');
/** The server names the file by its day in São Paulo. */
const NOME_DO_SERVIDOR = 'pedidos-2026-11-21.xlsx';

/** The cell values of the saved workbook's rows, the header row aside (the totals row is the last). */
async function linhasDaPlanilha(arquivo: ArquivoSalvo): Promise<unknown[][]> {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads it
  const bytes = await new Promise<ArrayBuffer>((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => ok(leitor.result as ArrayBuffer);
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsArrayBuffer(arquivo.blob);
  });
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(bytes);
  const folha = livro.getWorksheet('Pedidos');
  if (!folha) throw new Error('sem a folha Pedidos');
  const linhas: unknown[][] = [];
  folha.eachRow((linha, n) => {
    if (n > 1) linhas.push(Array.from({ length: linha.cellCount }, (_, i) => linha.getCell(i + 1).value));
  });
  return linhas;
}

const COLUNAS_PADRAO = ['id', 'data_pedido', 'nome_seller', 'cliente', 'cpf_cnpj', 'canal', 'status_pedido', 'forma_pagto', 'quantidade_itens', 'valor_total', 'nfce'];

let salvos: ArquivoSalvo[];

/** 'Exportar Excel' asks first whether CPF/CNPJ go in full (the server logs a full export); the export starts at its 'Exportar'. */
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
  it('sends the current filter with the visible columns and saves the server\'s workbook under its name', async () => {
    const user = userEvent.setup();
    const pago = await gravarPedido(real(), { id_status: STATUS.pago.id });
    // awaiting payment: outside the filter, so outside the file
    await gravarPedido(real());
    const filtro = { ...FILTRO_DA_SESSAO, status_pedido: [STATUS.pago.id] };
    await renderLista(real(), urlComFiltro(filtro));
    await screen.findByRole('link', { name: String(pago) });
    await exportar(user);
    expect(await screen.findByText(`Planilha exportada: ${NOME_DO_SERVIDOR}`)).toBeInTheDocument();
    expect(corposDaExportacao()).toEqual([{ ...filtro, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO, documentos_completos: false }]);
    expect(salvos).toHaveLength(1);
    expect(salvos[0].nome).toBe(NOME_DO_SERVIDOR);
    // the paid order only, then the totals row
    const linhas = await linhasDaPlanilha(salvos[0]);
    expect(linhas.map((l) => l[0])).toEqual([pago, 'Total: 1 pedido']);
    expect(linhas[0][COLUNAS_PADRAO.indexOf('valor_total')]).toBe(150.7);
  });

  it('leaves out the columns hidden with the column chooser', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await user.click(screen.getByRole('button', { name: /columns|colunas/i }));
    await user.click(await screen.findByLabelText('Canal'));
    await user.keyboard('{Escape}');
    await exportar(user);
    // Not for the export mark (the bridge's reiniciar frees it): an export still streaming would
    // save its file after this test, into the next test's capture (the click spy is per test).
    expect(await screen.findByText(`Planilha exportada: ${NOME_DO_SERVIDOR}`)).toBeInTheDocument();
    expect(corposDaExportacao()).toHaveLength(1);
    expect(corposDaExportacao()[0]).toEqual({ ...LISTAS_DA_SESSAO, ...VALORES_PADRAO, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO.filter((c) => c !== 'canal'), documentos_completos: false });
  });

  it('asks for the full CPF/CNPJ only when the user ticks it, and Cancelar exports nothing', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Exportar planilha' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar planilha' })).not.toBeInTheDocument());
    await exportar(user, { documentosCompletos: true });
    expect(await screen.findByText(/^Planilha exportada: /)).toBeInTheDocument();
    expect(corposDaExportacao()).toEqual([{ ...LISTAS_DA_SESSAO, ...VALORES_PADRAO, ...ORDEM_PADRAO, colunas: COLUNAS_PADRAO, documentos_completos: true }]);
    expect(salvos).toHaveLength(1);
    // Maria Oliveira's CPF in full, where the screen masks it
    const [linha] = await linhasDaPlanilha(salvos[0]);
    expect(linha[COLUNAS_PADRAO.indexOf('cpf_cnpj')]).toBe('529.982.247-25');
  });

  it('shows the server message in an error toast when the export fails', async () => {
    const user = userEvent.setup();
    const falha = mockExportacaoComErro('Falha ao gerar a planilha');
    server.use(falha.handler);
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await exportar(user);
    expect(await screen.findByText('Não foi possível exportar: Falha ao gerar a planilha')).toBeInTheDocument();
    expect(falha.corpos).toHaveLength(1);
    expect(salvos).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  });

  it('shows progress and keeps the button disabled while the file is prepared', async () => {
    const user = userEvent.setup();
    const lenta = segurarChamadas(URL_EXPORT);
    server.use(lenta.handler);
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await exportar(user);
    expect(await screen.findByText('Preparando a planilha…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeDisabled();
    expect(lenta.recebidas).toBe(1);
    lenta.liberar();
    expect(await screen.findByText(`Planilha exportada: ${NOME_DO_SERVIDOR}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
  });

  it('stops reading a file that is still arriving at Cancelar, and saves nothing', async () => {
    const user = userEvent.setup();
    server.use(downloadSegurado(URL_EXPORT, 1234));
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await exportar(user);
    const aviso = await screen.findByText('Baixando a planilha (1.234 pedidos): 4 B');
    await user.click(within(aviso.closest('.MuiSnackbarContent-root') as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Exportação cancelada')).toBeInTheDocument();
    expect(salvos).toHaveLength(0);
    expect(screen.queryByText(/^Planilha exportada/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
  });

  it('says in Portuguese that the file stopped arriving when the connection ends before it, and saves nothing', async () => {
    const user = userEvent.setup();
    server.use(downloadSegurado(URL_EXPORT, 1234, { cair: true }));
    const id = await gravarPedido(real());
    await renderLista(real());
    await screen.findByRole('link', { name: String(id) });
    await exportar(user);
    expect(await screen.findByText(`Não foi possível exportar: ${MENSAGENS_COMUNS.arquivoInterrompido}`)).toBeInTheDocument();
    expect(salvos).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
  });
});
