import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, semAnimacoes, signInByApi, ESPERA } from './browser';

/** Layout shifts the page made by itself (not right after a tap or key), summed: the CLS. */
const deslocamentos = (page: Page) =>
  page.evaluate(() => (window as unknown as { deslocamento: number }).deslocamento);

const observarDeslocamentos = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { deslocamento: number };
    w.deslocamento = 0;
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.deslocamento += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

describe('order list on narrow screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  for (const [nome, largura, altura, primeiroPedido] of [
    ['a phone', 390, 844, 'listitem'],
    ['a tablet', 768, 1024, 'row'],
  ] as const) {
    it(`on ${nome} shows the summary and the first orders on the first screen, without moving them once painted`, async () => {
      const context = await newContext(browser, { width: largura, height: altura });
      const page = await context.newPage();
      await signInByApi(context, 'admin@retaguarda.dev');
      await observarDeslocamentos(page);
      // the orders arrive late, as on a slow connection: their placeholders must hold their place
      await page.route(/\/v2\/vendas\/lista-pedidos/, async (rota) => {
        await new Promise((ok) => setTimeout(ok, 800));
        await rota.continue();
      });
      await page.goto('/vendas/gestao-pedidos');
      const resumo = page.getByRole('region', { name: 'Resumo dos pedidos' });
      const pedido = page.getByRole(primeiroPedido).filter({ hasText: /Pedido \d+|\d{4,}/ }).first();
      await expect.poll(() => pedido.isVisible(), ESPERA).toBe(true);
      // whatever else arrives late (a chunk, the summary) has arrived and finished moving
      await page.waitForLoadState('networkidle', ESPERA);
      await semAnimacoes(page);

      const caixaResumo = await resumo.boundingBox();
      const caixaPedido = await pedido.boundingBox();
      expect(caixaResumo && caixaResumo.y).toBeLessThan(altura / 2);
      expect(caixaPedido && caixaPedido.y + caixaPedido.height).toBeLessThan(altura);
      expect(await deslocamentos(page)).toBeLessThan(0.05);
      await context.close();
    });
  }
});
