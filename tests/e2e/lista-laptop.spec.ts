import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';


/** The list with its orders painted. */
async function abrirLista(page: Page): Promise<void> {
  await page.goto('/vendas/gestao-pedidos');
  await page.getByRole('region', { name: 'Quantidade de pedidos' }).waitFor(ESPERA);
  await page.locator('table tbody tr').first().waitFor(ESPERA);
  await page.waitForLoadState('networkidle');
}

/** Right edge of each header cell by its text, and whether the page itself scrolls sideways. */
const medirColunas = (page: Page) =>
  page.evaluate(() => ({
    larguraJanela: window.innerWidth,
    larguraPagina: document.documentElement.scrollWidth,
    colunas: Object.fromEntries([...document.querySelectorAll('thead th')].map((th) => [th.textContent?.trim() ?? '', th.getBoundingClientRect().right])),
    linhasVisiveis: [...document.querySelectorAll('tbody tr')].filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length,
  }));

describe('order list on an office laptop and a large screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('at 1366x768 with the menu open shows Nº, date, client, status, payment and total without scrolling, and 8+ orders above the fold', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true);
    const m = await medirColunas(page);
    expect(m.larguraPagina).toBe(m.larguraJanela);
    for (const coluna of ['Nº', 'Data e hora', 'Cliente', 'Status', 'Forma de pagamento', 'Total']) {
      expect(m.colunas[coluna], coluna).toBeDefined();
      expect(m.colunas[coluna], coluna).toBeLessThanOrEqual(1366);
    }
    expect(m.linhasVisiveis).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  it("at 1366x768 with the menu open shows each order's store, channel and payment whole, and the search's hint whole", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true);
    const cortados = await page.evaluate(() => {
      const titulos = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const colunas = ['Seller', 'Loja', 'Canal', 'Forma de pagamento'].map((t) => titulos.indexOf(t)).filter((i) => i >= 0);
      return [...document.querySelectorAll('tbody tr')].flatMap((tr) =>
        colunas
          .map((i) => tr.children[i])
          .flatMap((td) => (td ? [td, ...td.querySelectorAll('*')] : []))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.textContent ?? ''),
      );
    });
    expect(cortados).toEqual([]);
    // the hint is whole when the box's text area is as wide as the hint written in the box's font
    const busca = page.getByRole('searchbox', { name: 'Buscar pedidos' });
    const { dica, largura } = await busca.evaluate((el: HTMLInputElement) => {
      const estilo = getComputedStyle(el);
      const contexto = document.createElement('canvas').getContext('2d');
      if (contexto) contexto.font = estilo.font;
      const area = el.clientWidth - parseFloat(estilo.paddingLeft) - parseFloat(estilo.paddingRight);
      return { dica: contexto?.measureText(el.placeholder).width ?? Infinity, largura: area };
    });
    expect(dica).toBeLessThanOrEqual(largura);
    await context.close();
  });

  it('at 1920x1080 fits every default column, the row actions included, with no scrolling inside the table', async () => {
    const context = await newContext(browser, { width: 1920, height: 1080 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    const m = await medirColunas(page);
    expect(Object.keys(m.colunas)).toEqual(expect.arrayContaining(['Loja', 'Canal', 'Itens', 'NFC\u2011e', 'Ações']));
    for (const [coluna, direita] of Object.entries(m.colunas)) expect(direita, coluna).toBeLessThanOrEqual(1920);
    const rola = await page.locator('.RaDataTable-tableWrapper').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(rola).toBe(false);
    await context.close();
  });

  it("shows 'Ocultar gráficos' once the charts are shown, and the filters open above the table, not beside it", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    await page.getByRole('button', { name: 'Mostrar gráficos' }).click();
    await page.getByLabel('Gráfico: Por status').waitFor(ESPERA);
    await page.getByRole('button', { name: 'Ocultar gráficos' }).click();
    await page.getByRole('button', { name: 'Mostrar gráficos' }).waitFor(ESPERA);

    const tabelaAntes = await page.locator('table').boundingBox();
    await page.getByRole('button', { name: 'Editar filtros' }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor(ESPERA);
    const tabelaDepois = await page.locator('table').boundingBox();
    // the table keeps its left edge and width: the filters took no column
    expect(tabelaDepois?.x).toBe(tabelaAntes?.x);
    expect(tabelaDepois?.width).toBe(tabelaAntes?.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
    await context.close();
  });

  it('wraps the long menu labels inside the menu and keeps the expand arrows in sight', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const rotulo = menu.getByText('Integrações e-commerce e marketplaces', { exact: true });
    await rotulo.waitFor(ESPERA);
    const painel = await page.locator('.RaSidebar-paper, .MuiDrawer-paper').first().boundingBox();
    const caixaMenu = await menu.boundingBox();
    const caixaRotulo = await rotulo.boundingBox();
    expect(painel && caixaMenu && caixaMenu.x + caixaMenu.width).toBeLessThanOrEqual((painel?.x ?? 0) + (painel?.width ?? 0) + 0.5);
    expect(caixaRotulo && caixaRotulo.x + caixaRotulo.width).toBeLessThanOrEqual((painel?.x ?? 0) + (painel?.width ?? 0));
    // whole, not cut with an ellipsis: the text needs no more room than it has
    expect(await rotulo.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
    // every group's arrow is inside the panel
    const setas = await menu.locator('[aria-expanded] svg:last-child').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(setas.length).toBeGreaterThan(3);
    for (const direita of setas) expect(direita).toBeLessThanOrEqual((painel?.x ?? 0) + (painel?.width ?? 0));
    await context.close();
  });

  it('ticks a row at once (the box never unticks while the page re-renders) and opens the bulk bar with its actions', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    const caixa = page.locator('table tbody tr').first().getByRole('checkbox');
    // check() fails when the click leaves the box as it was: a deferred selection would untick it
    await caixa.check();
    expect(await caixa.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Copiar números' }).waitFor(ESPERA);
    await caixa.uncheck();
    expect(await caixa.isChecked()).toBe(false);
    await context.close();
  });
});
