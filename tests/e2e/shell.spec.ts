import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, ESPERA } from './browser';

const OUTRAS_AREAS = ['Dashboard', 'Cadastros', 'Financeiro', 'Compras', 'Estoque', 'Marketing', 'Torre de controle'];

describe('panel shell journey of a sales-only user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('sends a logged-out visitor to the login page with the path to come back to', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/vendas/gestao-pedidos?page=2');
    await page.waitForURL(/\/auth\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectTo')).toBe('/vendas/gestao-pedidos?page=2');
    await context.close();
  });

  it('signs in, sees only its menu, is denied another area, keeps the dark theme and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'vendas@retaguarda.dev');

    const menu = page.getByRole('navigation');
    await expect.poll(() => menu.getByText('Início', { exact: true }).isVisible(), ESPERA).toBe(true);
    expect(await menu.getByText('Vendas', { exact: true }).isVisible()).toBe(true);
    for (const area of OUTRAS_AREAS) {
      expect(await menu.getByText(area, { exact: true }).count(), area).toBe(0);
    }

    await page.goto('/financeiro/contas-pagar');
    await expect.poll(() => page.getByText('Acesso negado').first().isVisible(), ESPERA).toBe(true);

    const corDeFundo = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const claro = await corDeFundo();
    await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click();
    await expect.poll(corDeFundo, ESPERA).not.toBe(claro);
    const escuro = await corDeFundo();
    await page.reload();
    await expect.poll(corDeFundo, ESPERA).toBe(escuro);

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    // the dropdown's code loads on first use: wait for it, then it must show the version
    await page.getByText('v1.0.1').waitFor({ state: 'visible' });
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.goto('/');
    await page.waitForURL(/\/auth\/login/);
    await context.close();
  });
});
