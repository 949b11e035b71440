import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHAVE_TEMA_GUARDADO } from '../../src/session/temaGuardado';
import { closeBrowser, launchBrowser, newContext, semAnimacoes, signIn, ESPERA } from './browser';
import { abrirNoPainel, definirTema, fundoEscuro, semTooltip, TELAS_QUE_FUNCIONAM, violacoesGraves, type Regras, type Tema } from './telas';
import { textosEmIngles } from './textosEmIngles';

/**
 * The screen's English, as it is and with its first autocomplete open (the pop-up's 'Close',
 * 'No options' and the clear button only exist then). The pagers' buttons are always in the page.
 */
async function inglesDaTela(page: Page): Promise<string[]> {
  const achados = await textosEmIngles(page);
  const autocompletar = page.locator('input[aria-autocomplete="list"]:visible').first();
  if ((await autocompletar.count()) > 0) {
    await autocompletar.click();
    achados.push(...(await textosEmIngles(page)).map((a) => `${a} (autocompletar aberto)`));
    await page.keyboard.press('Escape');
  }
  return [...new Set(achados)];
}

/**
 * Every check of the panel as a whole, in one theme: axe on the sign-in page, the admin's screens
 * and the access-denied page, and on every working screen of the registry axe and (with every rule)
 * the search for English, read in one visit. One file per theme, so the journeys' workers share
 * them out. A theme changes only colours, so the second theme runs `regras: 'cores'`: axe's colour
 * rules, and no English search, which would read the very same texts again.
 */
export function acessibilidadeNoTema(tema: Tema, regras: Regras): void {
  const violacoes = (page: Page) => violacoesGraves(page, regras);
  const oQueLe = regras === 'todas' ? 'and shows and names nothing in English but data, the Logout item and the loanwords retail uses' : 'in its colours';
  describe(`accessibility${regras === 'todas' ? ' and Portuguese' : ' of the colours'} in the ${tema} theme`, () => {
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
      expect(await violacoes(page)).toEqual([]);
    });

    it('has no serious violation on the admin screens', async () => {
      await signIn(page, 'admin@retaguarda.dev');
      await page.getByRole('navigation').getByText('Início', { exact: true }).waitFor(ESPERA);
      await definirTema(page, tema);
      expect(await violacoes(page), 'home with the menu open').toEqual([]);

      await page.goto('/vendas/gestao-pedidos');
      await page.getByRole('region', { name: 'Resumo dos pedidos' }).waitFor(ESPERA);
      await page.locator('table tbody tr').first().waitFor(ESPERA);
      expect(await violacoes(page), 'order list with the filters closed').toEqual([]);

      await page.getByRole('button', { name: 'Editar filtros' }).click();
      await page.getByRole('combobox', { name: 'Status' }).waitFor(ESPERA);
      expect(await violacoes(page), 'order list with the filters open').toEqual([]);

      await page.getByRole('button', { name: 'Mostrar gráficos' }).click();
      await page.getByLabel('Gráfico: Por status').waitFor(ESPERA);
      await page.getByLabel('Gráfico: Por forma de pagamento').waitFor(ESPERA);
      await semTooltip(page);
      expect(await violacoes(page), 'order list with the charts shown').toEqual([]);

      const numero = (await page.locator('table tbody tr a').first().innerText()).trim();
      await page.goto(`/vendas/gestao-pedidos/${numero}`);
      await page.getByRole('heading', { level: 1, name: `Pedido ${numero}` }).waitFor(ESPERA);
      await page.getByRole('table', { name: 'Itens do pedido' }).waitFor(ESPERA);
      expect(await violacoes(page), 'order detail').toEqual([]);

      await page.goto('/profile');
      await page.getByRole('main').waitFor(ESPERA);
      await semAnimacoes(page);
      expect(await violacoes(page), 'profile').toEqual([]);

      await page.goto('/pagina-que-nao-existe');
      await page.getByRole('main').waitFor(ESPERA);
      await semAnimacoes(page);
      expect(await violacoes(page), 'not found').toEqual([]);
    });

    it('has no serious violation on the access-denied page or with the menu closed', async () => {
      const ctx = await newContext(browser, { width: 1366 });
      const p = await ctx.newPage();
      await signIn(p, 'vendas@retaguarda.dev');
      await definirTema(p, tema);
      await p.goto('/financeiro/contas-pagar');
      await p.getByText('Acesso negado').first().waitFor(ESPERA);
      expect(await violacoes(p), 'access denied').toEqual([]);
      await p.getByRole('button', { name: /menu/i }).first().click();
      // The button's tooltip fades in under the pointer; axe would read its colours mid-fade.
      await semTooltip(p);
      expect(await violacoes(p), 'menu closed').toEqual([]);
      await ctx.close();
    });

    describe('on every working screen of the registry', () => {
      let tela: Page;
      beforeAll(async () => {
        tela = await (await newContext(browser, { width: 1366, height: 768 })).newPage();
        await signIn(tela, 'admin@retaguarda.dev');
        await definirTema(tela, tema);
      });

      it.each(TELAS_QUE_FUNCIONAM)(`has no serious violation on %s, ${oQueLe}`, async (rota) => {
        // moved between inside the panel, as a user does; telas-celular.spec.ts opens each address directly
        await abrirNoPainel(tela, rota);
        expect(await violacoes(tela)).toEqual([]);
        if (regras === 'todas') expect(await inglesDaTela(tela)).toEqual([]);
      });
    });
  });
}
