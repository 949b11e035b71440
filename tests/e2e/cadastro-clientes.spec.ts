import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MENSAGENS_VALIDACAO } from '@retaguarda/contrato/br/mensagensValidacao';
import { baixarExportacao, closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * The clients' register as an office clerk uses it: the generated screens of one
 * declaration against the real server, the seed's database and the built panel.
 */

// CPFs no seed client has: the seed draws its own from a fixed generator, these are written by hand.
const CPF_VALIDO = '529.982.247-25';
const CPF_ERRADO = '529.982.247-26';
const NOME = 'Joana Jornada Prates';
// The import's rows: one good, one with a CPF whose check digits are wrong (line 3 of the file).
const CPF_IMPORTADO = '111.444.777-35';
const NOME_IMPORTADO = 'Ivo Importado Lins';

/** The message under an input: its helper text, found the way a screen reader finds it. */
async function mensagemSob(campo: Locator): Promise<string> {
  const id = await campo.getAttribute('aria-describedby');
  expect(id, 'the input names its helper text').toBeTruthy();
  return campo.page().locator(`[id="${id}"]`).innerText();
}

async function buscar(page: Page, texto: string): Promise<void> {
  const busca = page.getByRole('searchbox', { name: 'Buscar clientes' });
  await busca.fill(texto);
  await busca.press('Enter');
}

/** The form of one tab, on the record's edit page. */
async function abrirEdicao(page: Page, caminho: string): Promise<void> {
  await page.goto(caminho);
  await page.getByRole('button', { name: 'Salvar' }).waitFor(ESPERA);
}

describe('the clients register, as a clerk goes through it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('creates a client past a wrong CPF, finds it by CPF, meets the 409 in a second tab, inactivates, exports and imports', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');

    // --- create: the wrong CPF is refused under its field, in Portuguese, then fixed
    await page.goto('/cadastros/clientes');
    await page.getByRole('link', { name: 'Novo cliente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Novo cliente' }).waitFor(ESPERA);
    await page.getByLabel('Nome ou razão social').fill(NOME);
    const documento = page.getByRole('textbox', { name: 'CPF/CNPJ' });
    await documento.pressSequentially(CPF_ERRADO.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => documento.getAttribute('aria-invalid'), ESPERA).toBe('true');
    expect(await mensagemSob(documento)).toBe(MENSAGENS_VALIDACAO.cpfInvalido);
    expect(page.url(), 'nothing saved while the CPF is wrong').toMatch(/\/cadastros\/clientes\/create$/);

    await documento.fill('');
    await documento.pressSequentially(CPF_VALIDO.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cadastros\/clientes\/\d+\/show$/, ESPERA);
    await page.getByRole('heading', { level: 1, name: NOME }).waitFor(ESPERA);
    const ficha = new URL(page.url()).pathname;
    const id = Number(ficha.split('/')[3]);

    // --- search: the CPF as typed at a counter, with its mask, finds this client and no other
    await page.goto('/cadastros/clientes');
    await buscar(page, CPF_VALIDO);
    const linhas = page.locator('table tbody tr');
    await page.getByRole('link', { name: NOME }).waitFor(ESPERA);
    await expect.poll(() => linhas.count(), ESPERA).toBe(1);
    await page.getByRole('link', { name: NOME }).click();
    await page.waitForURL((url) => url.pathname === ficha, ESPERA);

    // --- two tabs edit the same version: the first saves, the second meets the 409 and reloads
    const edicao = `/cadastros/clientes/${id}`;
    const outraAba = await context.newPage();
    await abrirEdicao(page, edicao);
    await abrirEdicao(outraAba, edicao);

    await page.getByLabel('E-mail').fill('joana@exemplo.com.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === ficha, ESPERA);
    // exact: the history lists the change too ('E-mail: — → …') once it has loaded
    await page.getByText('joana@exemplo.com.br', { exact: true }).waitFor(ESPERA);

    await outraAba.getByLabel('Observações').fill('Prefere contato por telefone');
    await outraAba.getByRole('button', { name: 'Salvar' }).click();
    const conflito = outraAba.getByRole('dialog', { name: 'Este registro foi alterado por outra pessoa' });
    await conflito.waitFor(ESPERA);
    const explicacao = await conflito.innerText();
    expect(explicacao).toContain('O cliente foi alterado por outra pessoa depois que você abriu.');
    expect(explicacao).toContain('Ao recarregar, as alterações que você fez aqui serão descartadas');
    await conflito.getByRole('button', { name: 'Recarregar' }).click();
    await conflito.waitFor({ state: 'hidden', ...ESPERA });
    // the form starts again from the server's version: the first tab's e-mail, this tab's note gone
    await expect.poll(() => outraAba.getByLabel('E-mail').inputValue(), ESPERA).toBe('joana@exemplo.com.br');
    expect(await outraAba.getByLabel('Observações').inputValue()).toBe('');
    await outraAba.getByLabel('Observações').fill('Prefere contato por telefone');
    await outraAba.getByRole('button', { name: 'Salvar' }).click();
    await outraAba.waitForURL((url) => url.pathname === ficha, ESPERA);
    await outraAba.getByText('Prefere contato por telefone', { exact: true }).waitFor(ESPERA);
    await outraAba.close();

    // --- inactivate, after the confirmation; the page offers Reativar and says so
    await page.goto(ficha);
    await page.getByRole('button', { name: 'Inativar' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Inativar o cliente?' });
    await confirmar.getByRole('button', { name: 'Inativar' }).click();
    await page.getByText('Cliente inativado').waitFor(ESPERA);
    await page.getByRole('button', { name: 'Reativar' }).waitFor(ESPERA);

    // --- out of the default list; under Inativos, and exported from there as an .xlsx that names it
    await page.goto('/cadastros/clientes');
    await buscar(page, CPF_VALIDO);
    await page.getByText('Nenhum cliente', { exact: false }).first().waitFor(ESPERA);
    await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Inativos', exact: true }).click();
    await page.getByRole('link', { name: NOME }).waitFor(ESPERA);
    const baixado = await baixarExportacao(page, () => page.getByRole('button', { name: 'Exportar' }).click());
    expect(baixado.suggestedFilename()).toMatch(/\.xlsx$/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(await baixado.path());
    const folha = livro.worksheets[0];
    const cabecalho = (folha.getRow(1).values as unknown[]).map(String);
    const linhasPlanilha = [];
    for (let i = 2; i <= folha.rowCount; i++) linhasPlanilha.push((folha.getRow(i).values as unknown[]).map(String));
    expect(linhasPlanilha).toHaveLength(1);
    expect(linhasPlanilha[0][cabecalho.indexOf('Nome ou razão social')]).toBe(NOME);
    expect(linhasPlanilha[0][cabecalho.indexOf('E-mail')]).toBe('joana@exemplo.com.br');

    // --- import: a CSV whose second row has a wrong CPF is refused by line and column before anything is written
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importar clientes' });
    await dialogo.waitFor(ESPERA);
    const csv = (linhas: string[]) => ({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${linhas.join('\r\n')}\r\n`) });
    const cabecalhoCsv = 'Nome ou razão social;CPF/CNPJ;E-mail';
    const boa = `${NOME_IMPORTADO};${CPF_IMPORTADO};ivo@exemplo.com.br`;
    await dialogo.getByLabel('Arquivo da planilha').setInputFiles(csv([cabecalhoCsv, boa, `Rui Ruim;${CPF_ERRADO};rui@exemplo.com.br`]));
    const erros = dialogo.getByRole('table', { name: 'Erros da planilha' });
    await erros.waitFor(ESPERA);
    const linhasErro = erros.locator('tbody tr');
    await expect.poll(() => linhasErro.count(), ESPERA).toBe(1);
    const celulas = await linhasErro.first().locator('td').allInnerTexts();
    expect(celulas).toEqual(['3', 'CPF/CNPJ', MENSAGENS_VALIDACAO.cpfInvalido]);
    expect(await dialogo.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);

    // the fixed file is checked again, then imported all at once
    await dialogo.getByLabel('Arquivo da planilha').setInputFiles(csv([cabecalhoCsv, boa]));
    const importar = dialogo.getByRole('button', { name: 'Importar 1 cliente' });
    await importar.waitFor(ESPERA);
    await importar.click();
    await dialogo.waitFor({ state: 'hidden', ...ESPERA });
    await page.getByText('1 cliente importado').waitFor(ESPERA);
    await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Ativos', exact: true }).click();
    await buscar(page, CPF_IMPORTADO);
    await page.getByRole('link', { name: NOME_IMPORTADO }).waitFor(ESPERA);
    await context.close();
  });
});
