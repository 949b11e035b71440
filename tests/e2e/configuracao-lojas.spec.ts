import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, semAnimacoes, signInByApi, ESPERA } from './browser';

/**
 * The stores' stock settings open from the position on a 390 px phone without anything
 * wider than the screen, the confirmation included. Nothing is switched: the journeys share the
 * demo stores.
 */

const LARGURA = 390;

/** The right edge of the widest thing drawn inside `alvo`, in px from the viewport's left. */
const bordaDireita = (alvo: Locator) => alvo.evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));

describe("the stores' stock settings on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('fits a 390 px screen, the list and the confirmation before allowing negative stock', async () => {
    const ctx = await newContext(browser, { width: LARGURA, height: 844 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'admin@retaguarda.dev');
    await page.goto('/estoque/gestao-estoque');
    const abrir = page.getByRole('button', { name: 'Configurações de estoque das lojas' });
    await abrir.waitFor(ESPERA);
    await semAnimacoes(page);
    // the entry beside 'Ajustes e movimentações' wraps under the title instead of widening the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(LARGURA);
    await abrir.click();
    const dialogo = page.getByRole('dialog', { name: 'Configurações de estoque das lojas' });
    const centro = dialogo.getByRole('switch', { name: 'Vender sem estoque em Loja Centro' });
    await centro.waitFor(ESPERA);
    await semAnimacoes(page);
    expect(await bordaDireita(dialogo)).toBeLessThanOrEqual(LARGURA);
    expect(await dialogo.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await centro.click();
    const confirmacao = page.getByRole('dialog', { name: 'Permitir estoque negativo em Loja Centro?' });
    await confirmacao.waitFor(ESPERA);
    await semAnimacoes(page);
    expect(await bordaDireita(confirmacao)).toBeLessThanOrEqual(LARGURA);
    await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
    await confirmacao.waitFor({ state: 'detached', ...ESPERA });
    expect(await centro.isChecked()).toBe(false);
    await ctx.close();
  });
});
