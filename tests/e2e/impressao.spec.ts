import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';


describe('printing from the order list at 1366×768', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('prints the picking list of two selected orders as one PDF in a new tab, and each order records the print', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await page.goto('/vendas/gestao-pedidos');
    const linhas = page.locator('table tbody tr');
    await linhas.nth(1).waitFor(ESPERA);
    const ids = await Promise.all([0, 1].map(async (i) => (await linhas.nth(i).getByRole('link').first().innerText()).trim()));
    for (const i of [0, 1]) await linhas.nth(i).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Imprimir' }).click();
    const resposta = page.waitForResponse((r) => r.url().endsWith('/v2/vendas/lista-pedidos/impressao'), ESPERA);
    const aba = context.waitForEvent('page', ESPERA);
    await page.getByRole('menuitem', { name: 'Lista de separação' }).click();
    const pdf = await resposta;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const novaAba = await aba;
    await expect.poll(() => novaAba.url(), ESPERA).toMatch(/^blob:/);

    for (const id of ids) {
      await page.goto(`/vendas/gestao-pedidos/${id}`);
      await page.getByText('Lista de separação impressa').first().waitFor(ESPERA);
    }
    await context.close();
  });
});
