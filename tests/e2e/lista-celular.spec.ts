import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

const semTransbordo = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth === window.innerWidth);

describe('order list on a 390x844 phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('has no horizontal overflow on the list, the filters, the sort menu and the export dialog, and shows names and totals uncut', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await page.goto('/vendas/gestao-pedidos');
    const cartoes = page.getByRole('list', { name: 'Pedidos' });
    await cartoes.getByRole('listitem').first().waitFor(ESPERA);
    expect(await semTransbordo(page), 'list').toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Buscar pedidos' }).isVisible()).toBe(true);

    // nothing of a card's title or total is hidden: every line shows whole, within the screen
    const cortados = await page.locator('.cartao-titulo, .cartao-valor').evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth).map((el) => el.textContent),
    );
    expect(cortados).toEqual([]);
    // and the name has the card's width beside the total, whatever the status: a long one
    // ('Aguardando pagamento') once squeezed it into a column of one word per line
    const larguraDosTitulos = await page.locator('.cartao-titulo').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.min(...larguraDosTitulos)).toBeGreaterThan(390 * 0.45);

    await page.getByRole('button', { name: 'Ver detalhes' }).click();
    await page.getByRole('region', { name: 'Por status' }).waitFor(ESPERA);
    expect(await semTransbordo(page), 'summary details').toBe(true);

    await page.getByRole('button', { name: /^Ordenar/ }).click();
    await page.getByRole('menuitem', { name: 'Maior valor total' }).waitFor(ESPERA);
    expect(await semTransbordo(page), 'sort menu').toBe(true);
    await page.getByRole('menuitem', { name: 'Maior valor total' }).click();

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor(ESPERA);
    expect(await semTransbordo(page), 'filters drawer').toBe(true);
    await page.getByRole('button', { name: 'Fechar filtros' }).click();

    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await page.getByRole('dialog', { name: 'Exportar planilha' }).waitFor(ESPERA);
    expect(await semTransbordo(page), 'export dialog').toBe(true);
    await context.close();
  });
});
