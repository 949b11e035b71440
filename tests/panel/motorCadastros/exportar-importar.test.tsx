import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { capturarDownloads, type ArquivoSalvo } from '../capturaDownloads';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { telaPequena } from '../telaPequena';
import { CLIENTES, gravarClientes, semClientes } from '../clientesNoBanco';

const real = servidorRealDoArquivo();
const LISTA = '/cadastros/clientes';
let salvos: ArquivoSalvo[];

beforeEach(() => {
  semClientes(real());
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lerBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((ok, falha) => {
    // jsdom's Blob has no arrayBuffer(); its FileReader reads it
    const leitor = new FileReader();
    leitor.onload = () => ok(leitor.result as ArrayBuffer);
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsArrayBuffer(blob);
  });

async function nomesDaPlanilha(arquivo: ArquivoSalvo): Promise<unknown[]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(await lerBlob(arquivo.blob));
  const nomes: unknown[] = [];
  livro.worksheets[0]?.eachRow((linha) => nomes.push(linha.getCell(1).value));
  return nomes;
}

async function abrir({ applyAccept = true } = {}) {
  const user = userEvent.setup({ applyAccept });
  await renderComServidor(real(), LISTA, { email: 'admin@retaguarda.dev' });
  return user;
}

async function abrirImportacao(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  return screen.findByRole('dialog', { name: 'Importar clientes' });
}

const csv = (linhas: string[], nome = 'clientes.csv') => new File([`\uFEFF${linhas.join('\r\n')}`], nome, { type: 'text/csv' });
const CABECALHO = 'Nome ou razão social;CPF/CNPJ;E-mail';

describe('exporting the generated list', () => {
  it('downloads the filtered set (the search typed) as the server names it', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Bruno Lima' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'Carla');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bruno Lima' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Planilha exportada: clientes-2026-11-21.xlsx')).toBeInTheDocument();
    expect(salvos.map((s) => s.nome)).toEqual(['clientes-2026-11-21.xlsx']);
    expect(await nomesDaPlanilha(salvos[0])).toEqual(['Nome ou razão social', 'Carla Mendes']);
    expect(real().corposPara('PUT', '/v2/logins/xlsx').at(-1)).toMatchObject({ busca: 'Carla', ordenar_por: 'nome', ordem: 'asc' });
  });

  it('says why when the server refuses the export', async () => {
    await gravarClientes(real(), { ana: CLIENTES.ana });
    server.use(http.put('*/v2/logins/xlsx', () => HttpResponse.json({ RES: 'A exportação teria 200.000 registros e o limite é 100.000.' }, { status: 413 })));
    const user = await abrir();
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Não foi possível exportar: A exportação teria 200.000 registros e o limite é 100.000.')).toBeInTheDocument();
    expect(salvos).toEqual([]);
  });
});

describe('importing into the generated list', () => {
  it('shows the bad row by line and column, keeps the import closed until a clean file, then creates and refreshes', async () => {
    await gravarClientes(real(), { ana: CLIENTES.ana });
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    const dialogo = await abrirImportacao(user);
    const entrada = within(dialogo).getByLabelText('Arquivo da planilha');

    await user.upload(entrada, csv([CABECALHO, 'Davi Rocha;111.444.777-35;davi@exemplo.com.br', 'Eva Prado;123.456.789-00;eva@exemplo.com.br', 'Fábio Reis;357.192.468-19;']));
    expect(await within(dialogo).findByText(/3 linhas lidas, 2 prontas para importar\. 1 erro encontrado/)).toBeInTheDocument();
    const erros = within(dialogo).getByRole('table', { name: 'Erros da planilha' });
    const linhas = within(erros).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(linhas).toEqual([
      ['Linha', 'Coluna', 'Problema'],
      ['3', 'CPF/CNPJ', 'CPF inválido'],
    ]);
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toBeDisabled();
    // the dry run wrote nothing
    expect(real().corposPara('POST', '/v2/logins/importacao')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Davi Rocha' })).toBeNull();

    await user.upload(entrada, csv([CABECALHO, 'Davi Rocha;111.444.777-35;davi@exemplo.com.br', 'Eva Prado;390.533.447-05;eva@exemplo.com.br', 'Fábio Reis;357.192.468-19;'], 'corrigida.csv'));
    expect(await within(dialogo).findByText(/Nenhum erro encontrado: 3 clientes novos serão criados/)).toBeInTheDocument();
    expect(within(dialogo).getByText('corrigida.csv')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('table')).toBeNull();
    await user.click(within(dialogo).getByRole('button', { name: 'Importar 3 clientes' }));
    expect(await screen.findByText('3 clientes importados')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar clientes' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Davi Rocha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eva Prado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fábio Reis' })).toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet, or too big, before sending it', async () => {
    const user = await abrir({ applyAccept: false });
    const dialogo = await abrirImportacao(user);
    const entrada = within(dialogo).getByLabelText('Arquivo da planilha');
    await user.upload(entrada, new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await within(dialogo).findByText('Envie uma planilha .csv (separada por ; ou ,) ou .xlsx.')).toBeInTheDocument();
    await user.upload(entrada, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.csv', { type: 'text/csv' }));
    expect(await within(dialogo).findByText('O arquivo passa de 5 MB. Divida a planilha em arquivos menores.')).toBeInTheDocument();
    await user.upload(entrada, new File([], 'vazia.csv', { type: 'text/csv' }));
    expect(await within(dialogo).findByText('O arquivo está vazio.')).toBeInTheDocument();
    expect(real().corposPara('POST', '/v2/logins/importacao')).toEqual([]);
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  it("shows the server's answer when the check fails, and lets another file be chosen", async () => {
    server.use(http.post('*/v2/logins/importacao', () => HttpResponse.json({ RES: 'A planilha só tem a linha de cabeçalho: nenhum registro para importar.' }, { status: 400 })));
    const user = await abrir();
    const dialogo = await abrirImportacao(user);
    await user.upload(within(dialogo).getByLabelText('Arquivo da planilha'), csv([CABECALHO]));
    expect(await within(dialogo).findByText('A planilha só tem a linha de cabeçalho: nenhum registro para importar.')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Escolher outro arquivo' })).toBeEnabled();
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  it('offers the model spreadsheet: the headers the import reads, read-only columns left out', async () => {
    const user = await abrir();
    const dialogo = await abrirImportacao(user);
    await user.click(within(dialogo).getByRole('button', { name: 'Baixar planilha modelo' }));
    expect(salvos.map((s) => s.nome)).toEqual(['modelo-clientes.csv']);
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await lerBlob(salvos[0].blob));
    expect(texto).toMatch(/^\uFEFFNome ou razão social;Tipo de pessoa;CPF\/CNPJ;/);
    expect(texto).toContain('Endereço — Número');
    expect(texto).not.toContain('Consentimento registrado em');
  });

  it('fills a phone screen, the error table included', async () => {
    telaPequena();
    const user = await abrir();
    const dialogo = await abrirImportacao(user);
    expect(dialogo.closest('.MuiDialog-paperFullScreen, .MuiDialog-paper')).toHaveClass('MuiDialog-paperFullScreen');
    await user.upload(within(dialogo).getByLabelText('Arquivo da planilha'), csv([CABECALHO, 'Gil;000;']));
    expect(await within(dialogo).findByRole('table', { name: 'Erros da planilha' })).toBeInTheDocument();
  });
});
