import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, ESPERA } from './browser';

declare global {
  interface Window {
    __violacoesCsp?: string[];
  }
}

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function vigiarCsp(page: Page): Promise<string[]> {
  const doConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) doConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__violacoesCsp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violacoesCsp?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return doConsole;
}

const violacoesDaPagina = (page: Page) => page.evaluate(() => window.__violacoesCsp ?? []);

describe('the built panel under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('signs in and opens the order list, in the dark theme, with no CSP violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const doConsole = await vigiarCsp(page);
    const documento = await page.goto('/auth/login');
    expect(documento?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(documento?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    // the inline theme script of index.html runs (by its hash) before any module
    await page.evaluate(() => localStorage.setItem('RaStoreRetaguarda.theme', '"dark"'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.tema)).toBe('escuro');

    await signIn(page, 'admin@retaguarda.dev');
    await page.goto('/vendas/gestao-pedidos');
    // the screen, its MUI styles and its data have arrived
    await page.getByRole('region', { name: 'Resumo dos pedidos' }).waitFor(ESPERA);

    expect(await violacoesDaPagina(page)).toEqual([]);
    expect(doConsole).toEqual([]);
    await context.close();
  });

  it('would report a violation: an inline script without its hash is blocked', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await vigiarCsp(page);
    await page.goto('/auth/login');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injetado = true;';
      document.head.append(s);
    });
    await expect.poll(() => violacoesDaPagina(page), ESPERA).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as unknown as { __injetado?: boolean }).__injetado)).toBeUndefined();
    await context.close();
  });
});
