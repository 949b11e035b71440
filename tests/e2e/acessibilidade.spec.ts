import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHAVE_TEMA_GUARDADO } from '../../src/session/temaGuardado';
import { closeBrowser, launchBrowser, newContext, semAnimacoes, signIn, ESPERA } from './browser';
import { definirTema, fundoEscuro, semTooltip, telaPronta, TELAS_QUE_FUNCIONAM, violacoesGraves } from './telas';

describe.each(['claro', 'escuro'] as const)('accessibility in the %s theme', (tema) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('has no serious violation on the sign-in page', async () => {
    // The sign-in page paints the theme chosen last in this browser (not the system's preference).
    await page.goto('/auth/login');
    await page.evaluate(([chave, valor]) => localStorage.setItem(chave, valor), [CHAVE_TEMA_GUARDADO, tema === 'escuro' ? '"dark"' : '"light"']);
    await page.reload();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await fundoEscuro(page), `the sign-in page painted in the ${tema} theme`).toBe(tema === 'escuro');
    expect(await violacoesGraves(page)).toEqual([]);
  });

  it('has no serious violation on the admin screens', async () => {
    await signIn(page, 'admin@retaguarda.dev');
    await page.getByRole('navigation').getByText('Início', { exact: true }).waitFor(ESPERA);
    await definirTema(page, tema);
    expect(await violacoesGraves(page), 'home with the menu open').toEqual([]);

    await page.goto('/vendas/gestao-pedidos');
    await page.getByRole('region', { name: 'Resumo dos pedidos' }).waitFor(ESPERA);
    await page.locator('table tbody tr').first().waitFor(ESPERA);
    expect(await violacoesGraves(page), 'order list with the filters closed').toEqual([]);

    await page.getByRole('button', { name: 'Editar filtros' }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor(ESPERA);
    expect(await violacoesGraves(page), 'order list with the filters open').toEqual([]);

    await page.getByRole('button', { name: 'Mostrar gráficos' }).click();
    await page.getByLabel('Gráfico: Por status').waitFor(ESPERA);
    await page.getByLabel('Gráfico: Por forma de pagamento').waitFor(ESPERA);
    await semTooltip(page);
    expect(await violacoesGraves(page), 'order list with the charts shown').toEqual([]);

    const numero = (await page.locator('table tbody tr a').first().innerText()).trim();
    await page.goto(`/vendas/gestao-pedidos/${numero}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${numero}` }).waitFor(ESPERA);
    await page.getByRole('table', { name: 'Itens do pedido' }).waitFor(ESPERA);
    expect(await violacoesGraves(page), 'order detail').toEqual([]);

    await page.goto('/profile');
    await page.getByRole('main').waitFor(ESPERA);
    await semAnimacoes(page);
    expect(await violacoesGraves(page), 'profile').toEqual([]);

    await page.goto('/pagina-que-nao-existe');
    await page.getByRole('main').waitFor(ESPERA);
    await semAnimacoes(page);
    expect(await violacoesGraves(page), 'not found').toEqual([]);
  });

  it('has no serious violation on the access-denied page or with the menu closed', async () => {
    const ctx = await newContext(browser, { width: 1366 });
    const p = await ctx.newPage();
    await signIn(p, 'vendas@retaguarda.dev');
    await definirTema(p, tema);
    await p.goto('/financeiro/contas-pagar');
    await p.getByText('Acesso negado').first().waitFor(ESPERA);
    expect(await violacoesGraves(p), 'access denied').toEqual([]);
    await p.getByRole('button', { name: /menu/i }).first().click();
    // The button's tooltip fades in under the pointer; axe would read its colours mid-fade.
    await semTooltip(p);
    expect(await violacoesGraves(p), 'menu closed').toEqual([]);
    await ctx.close();
  });

  describe('on every working screen of the registry', () => {
    let tela: Page;
    beforeAll(async () => {
      tela = await (await newContext(browser, { width: 1366, height: 768 })).newPage();
      await signIn(tela, 'admin@retaguarda.dev');
      await definirTema(tela, tema);
    });

    it.each(TELAS_QUE_FUNCIONAM)('has no serious violation on %s', async (rota) => {
      await tela.goto(rota);
      await telaPronta(tela);
      expect(await violacoesGraves(tela)).toEqual([]);
    });
  });
});
