import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { ESPERA, closeBrowser, launchBrowser, newContext, signInByApi } from './browser';
import { definirTema, telaPronta, violacoesGraves } from './telas';

/** Where the element is drawn, left and right edges in the page. */
const bordas = (l: Locator) => l.evaluate((el) => ({ esquerda: el.getBoundingClientRect().left, direita: el.getBoundingClientRect().right }));

describe.each(['claro', 'escuro'] as const)('the access matrix on a 1366x768 laptop, %s theme', (tema) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('scrolls sideways by keyboard with the user column kept in view, and names the permissions beyond the profile', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 768 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'admin@retaguarda.dev');
    await page.goto('/torre-controle/revisoes-gestao-acessos');
    await definirTema(page, tema);
    const regiao = page.getByRole('region', { name: 'Matriz de acessos' });
    await regiao.getByRole('table').waitFor(ESPERA);
    await telaPronta(page);
    expect(await violacoesGraves(page), 'the matrix').toEqual([]);

    // wider than the laptop's screen: the matrix scrolls inside its own region
    const largura = await regiao.evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
    expect(largura.total).toBeGreaterThan(largura.visivel);

    // the keyboard reaches it right after the filters, and its arrows scroll it
    await page.getByRole('combobox', { name: 'Perfil' }).focus();
    await page.keyboard.press('Tab');
    expect(await regiao.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => regiao.evaluate((el) => el.scrollLeft), ESPERA).toBeGreaterThan(0);

    // at the far right, the user column is still where it was, beside the last columns
    await regiao.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => regiao.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1), ESPERA).toBe(true);
    const caixa = await bordas(regiao);
    const linha = regiao.getByRole('row', { name: /Fernanda Financeiro/ });
    for (const celula of [regiao.getByRole('columnheader', { name: 'Usuário' }), linha.getByRole('cell').first()]) {
      const b = await bordas(celula);
      expect(b.esquerda).toBeGreaterThanOrEqual(caixa.esquerda - 1);
      expect(b.direita).toBeLessThan(caixa.direita);
    }
    expect(await linha.getByRole('cell').first().innerText()).toContain('Fernanda Financeiro');

    // she has no profile: every key she holds is beyond it, named as the menu names its screens
    expect(await linha.getByRole('cell').last().innerText()).toContain(
      'Permissões além do perfil: Contas a receber, Contas a pagar, Fluxo de caixa, Relatórios financeiros, Gestão fiscal e tributária',
    );
    // the admin's profile gives her every key: nothing is flagged
    expect(await regiao.getByRole('row', { name: /Ana Administradora/ }).innerText()).not.toContain('Permissões além do perfil');
    expect(await violacoesGraves(page), 'the matrix scrolled to the right').toEqual([]);
    await ctx.close();
  });
});
