import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/** A valid CPF no demo client has (the check digits of 271828182). */
const CPF = '27182818205';

describe('an admin adds a custom field to Clientes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it("adds 'Data de aniversário' in Configurações do cadastro, then fills it in the form and sees it in the list", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await page.goto('/cadastros/clientes');
    await page.getByRole('link', { name: 'Configurações do cadastro' }).click();
    await page.getByRole('heading', { level: 1, name: 'Configurações do cadastro' }).waitFor(ESPERA);

    await page.getByRole('button', { name: 'Adicionar campo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo campo personalizado' });
    await dialogo.getByLabel('Nome do campo').fill('Data de aniversário');
    await dialogo.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Data', exact: true }).click();
    await dialogo.getByRole('button', { name: 'Adicionar campo' }).click();
    await page.getByRole('list', { name: 'Campos personalizados' }).getByText('Data de aniversário').waitFor(ESPERA);

    await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('link', { name: 'Novo cliente' }).click();
    const secao = page.getByRole('region', { name: 'Campos personalizados' });
    await secao.getByRole('textbox', { name: 'Data de aniversário' }).waitFor(ESPERA);
    await page.getByRole('textbox', { name: /^Nome ou razão social/ }).fill('Aniversariante da Jornada');
    await page.getByRole('textbox', { name: /^CPF\/CNPJ/ }).fill(CPF);
    await secao.getByRole('textbox', { name: 'Data de aniversário' }).pressSequentially('15031990');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aniversariante da Jornada' }).waitFor(ESPERA);
    expect(await page.getByRole('region', { name: 'Campos personalizados' }).innerText()).toContain('15/03/1990');

    await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('Aniversariante da Jornada');
    const linha = page.getByRole('row', { name: /Aniversariante da Jornada/ });
    await linha.waitFor(ESPERA);
    expect(await page.getByRole('columnheader', { name: 'Data de aniversário' }).isVisible()).toBe(true);
    expect(await linha.innerText()).toContain('15/03/1990');
    await context.close();
  });
});
