import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, ESPERA } from './browser';

/** Whether the focused element is inside the open menu drawer (MUI's temporary Drawer paper). */
const focoNaGaveta = (page: Page) =>
  page.evaluate(() => {
    const gaveta = document.querySelector('.MuiDrawer-modal .MuiDrawer-paper');
    return gaveta !== null && gaveta.contains(document.activeElement);
  });

describe('menu drawer on a phone, with the keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('keeps the focus inside the open drawer, closes it on Escape and gives the focus back to the menu button', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    const abrir = page.getByRole('button', { name: 'Abrir menu' });
    await expect.poll(() => abrir.isVisible(), ESPERA).toBe(true);
    // On a phone the menu starts closed: the drawer is not in the way of the page.
    expect(await page.locator('.MuiDrawer-modal').count()).toBe(0);

    await abrir.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.MuiDrawer-modal .MuiDrawer-paper').isVisible(), ESPERA).toBe(true);
    await expect.poll(() => focoNaGaveta(page)).toBe(true);

    // More Tabs (and Shift+Tabs) than the drawer has items at the top level: focus never leaves it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await focoNaGaveta(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focoNaGaveta(page), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.MuiDrawer-modal').count(), ESPERA).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), ESPERA)
      .toBe('Abrir menu');
    await context.close();
  });
});
