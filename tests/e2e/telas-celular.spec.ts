import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, semAnimacoes, ESPERA } from './browser';

/**
 * Issue 20, point 5: no screen of the menu is wider than a 390 px phone. The screens are read from
 * the admin's own menu (every group opened), so a module added later is checked too.
 */

async function rotasDoMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor(ESPERA);
  // opening a group may move the others: open the first closed one until none is left
  for (let i = 0; i < 20; i++) {
    const fechado = menu.locator('[aria-expanded="false"]').first();
    if ((await fechado.count()) === 0) break;
    await fechado.click();
  }
  const hrefs = await menu.locator('a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** The screen has asked for what it shows and drawn it: no request in flight, no spinner, no skeleton. */
async function telaPronta(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', ESPERA);
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0, undefined, ESPERA);
  await semAnimacoes(page);
}

describe('every screen of the menu on a 390x844 phone (issue 20)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('has no horizontal overflow on any screen the admin can open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    const rotas = await rotasDoMenu(page);
    // the admin's menu holds every area's screens (39 in SPEC section 6)
    expect(rotas.length).toBeGreaterThanOrEqual(30);

    await page.setViewportSize({ width: 390, height: 844 });
    const largas: string[] = [];
    for (const rota of rotas) {
      await page.goto(rota);
      await telaPronta(page);
      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      if (largura !== 390) largas.push(`${rota}: ${largura} px`);
    }
    expect(largas).toEqual([]);
    await context.close();
  });
});
