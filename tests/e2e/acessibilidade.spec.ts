import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHAVE_TEMA_GUARDADO } from '../../src/session/temaGuardado';
import { closeBrowser, launchBrowser, newContext, semAnimacoes, signIn, ESPERA } from './browser';


/**
 * Serious and critical axe violations of the page as it is now, summarised for a readable failure.
 * Tooltips are left out: one can start fading in under the resting pointer after its enter delay
 * (with the charts shown, the order table's truncated cells slide under it), and axe then measured
 * the half-transparent bubble's contrast, failing a loaded CI run. MUI's opaque tooltip passes.
 */
async function violacoesGraves(page: Page): Promise<string[]> {
  const resultado = await new AxeBuilder({ page })
    .exclude('.MuiTooltip-popper').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).slice(0, 3).join(" | ")})`);
}

/**
 * A tooltip fades in under the pointer after a click: move away, and wait until it has gone. The
 * pointer leaves the page (the browser sends mouseleave, as when it leaves the window): any point
 * on the page could be a button with a tooltip of its own (900 × 700, with the charts shown, can be
 * the order table's column headings, whose sort buttons have one: a loaded run waited 90 s there).
 */
async function semTooltip(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.getByRole('tooltip').waitFor({ state: 'detached', ...ESPERA });
  await semAnimacoes(page);
}

/** Whether the page's background is dark (the theme actually painted, whatever was asked). */
async function fundoEscuro(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const fundo = getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.map(Number) ?? [255, 255, 255];
    return fundo[0] + fundo[1] + fundo[2] < 300;
  });
}

async function definirTema(page: Page, tema: 'claro' | 'escuro'): Promise<void> {
  if ((await fundoEscuro(page)) !== (tema === 'escuro')) {
    await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click();
    await semTooltip(page);
  }
  expect(await fundoEscuro(page), `the panel painted in the ${tema} theme`).toBe(tema === 'escuro');
}

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
});
