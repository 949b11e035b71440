import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, ESPERA } from './browser';
import { abrirNoPainel, telaPronta } from './telas';

/**
 * No screen of the menu is wider than a 390 px phone. The screens are read from
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

/**
 * Texts cut short with an ellipsis or a line clamp that no title gives whole (a cut text with a
 * title shows itself whole on hover, and on its own page when tapped).
 */
const textosCortadosSemTitulo = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const estilo = getComputedStyle(el);
        if (estilo.textOverflow !== 'ellipsis' && estilo.getPropertyValue('-webkit-line-clamp') === 'none') return false;
        const caixa = el.getBoundingClientRect();
        // visually hidden texts are for screen readers, which read them whole
        if (caixa.width <= 1 || caixa.height <= 1 || !el.textContent?.trim()) return false;
        return (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) && !el.closest('[title]');
      })
      .map((el) => el.textContent?.trim() ?? ''),
  );

/**
 * Where the text of the cards' detail lines wraps inside an e-mail, a phone number or a document
 * (a CPF/CNPJ, masked or not): each such break as the text around it. An e-mail may wrap before its
 * '@' only. Each character's line is read from its own box on screen.
 */
const quebrasNosDetalhes = (page: Page) =>
  page.evaluate(() => {
    const quebras: string[] = [];
    for (const detalhe of document.querySelectorAll('.cartao-detalhe')) {
      const caracteres: { c: string; topo: number }[] = [];
      const andador = document.createTreeWalker(detalhe, NodeFilter.SHOW_TEXT);
      for (let no = andador.nextNode(); no; no = andador.nextNode()) {
        const texto = no.textContent ?? '';
        for (let i = 0; i < texto.length; i++) {
          const faixa = document.createRange();
          faixa.setStart(no, i);
          faixa.setEnd(no, i + 1);
          caracteres.push({ c: texto[i], topo: faixa.getClientRects()[0]?.top ?? NaN });
        }
      }
      const texto = caracteres.map((x) => x.c).join('');
      const padrao = /[\w.+-]+@[\w.-]+|\(\d{2}\) \d{4,5}-\d{4}|[\d*]{2,3}\.[\d*]{3}\.[\d*]{3}[/-][\d*-]+/g;
      for (const achado of texto.matchAll(padrao)) {
        const inicio = achado.index ?? 0;
        for (let i = inicio + 1; i < inicio + achado[0].length; i++) {
          if (caracteres[i].topo > caracteres[i - 1].topo + 2 && caracteres[i].c !== '@') quebras.push(`${achado[0].slice(0, i - inicio)} | ${achado[0].slice(i - inicio)}`);
        }
      }
    }
    return quebras;
  });

describe('every screen of the menu on a 390x844 phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('has no horizontal overflow, and no text cut without a way to read it whole, on any screen the admin can open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    const rotas = await rotasDoMenu(page);
    // the admin's menu holds every area's screens (39 in SPEC section 6)
    expect(rotas.length).toBeGreaterThanOrEqual(30);

    await page.setViewportSize({ width: 390, height: 844 });
    const largas: string[] = [];
    const cortados: string[] = [];
    for (const rota of rotas) {
      // a full load per screen, on purpose: this is the check that each address opens directly
      await page.goto(rota);
      await telaPronta(page);
      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      if (largura !== 390) largas.push(`${rota}: ${largura} px`);
      // the top bar's title ('Gestão de estoq…' once) is read whole, on one line or two
      const titulo = page.locator('#react-admin-title');
      if (!(await titulo.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight))) cortados.push(`${rota}: ${await titulo.innerText()}`);
      for (const texto of await textosCortadosSemTitulo(page)) cortados.push(`${rota}: ${texto}`);
    }
    expect(largas).toEqual([]);
    expect(cortados).toEqual([]);
    await context.close();
  });

  it('breaks an e-mail on the register cards only before its @, and a phone or a document nowhere', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    const quebrados: string[] = [];
    for (const [rota, lista] of [
      ['/cadastros/clientes', 'Clientes'],
      ['/cadastros/fornecedores', 'Fornecedores'],
      ['/cadastros/funcionarios', 'Funcionários'],
    ] as const) {
      await abrirNoPainel(page, rota);
      await page.getByRole('list', { name: lista }).getByRole('listitem').first().waitFor(ESPERA);
      await telaPronta(page);
      for (const quebra of await quebrasNosDetalhes(page)) quebrados.push(`${rota}: ${quebra}`);
    }
    expect(quebrados).toEqual([]);
    await context.close();
  });

  it("shows a search box's whole hint when it is tapped, where the phone's narrow box cuts it", async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    const cortadas: string[] = [];
    for (const rota of ['/cadastros/clientes', '/vendas/gestao-pedidos']) {
      await abrirNoPainel(page, rota);
      const busca = page.getByRole('searchbox').first();
      await busca.click();
      const dica = (await busca.getAttribute('placeholder')) ?? '';
      const inteira = page.getByText(dica, { exact: true });
      await inteira.waitFor(ESPERA);
      const cabe = await inteira.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
      if (!cabe) cortadas.push(`${rota}: ${dica}`);
    }
    expect(cortadas).toEqual([]);
    await context.close();
  });

  it("keeps the stock's filters behind 'Filtros' with the count of the active ones, and its first rows in the first screen", async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    await page.goto('/estoque/gestao-estoque');
    const posicoes = page.getByRole('list', { name: 'Posição de estoque' }).getByRole('listitem');
    await posicoes.first().waitFor(ESPERA);
    await telaPronta(page);
    // the search stays at hand; the first two products show whole without scrolling
    expect(await page.getByRole('searchbox', { name: 'Buscar produto' }).isVisible()).toBe(true);
    const fundos = await posicoes.evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().bottom));
    for (const fundo of fundos) expect(fundo).toBeLessThanOrEqual(844);

    const filtros = page.getByRole('button', { name: /^Filtros/ });
    expect(await filtros.innerText()).not.toMatch(/\d/);
    await filtros.click();
    const abaixoDoMinimo = page.getByLabel('Só abaixo do mínimo');
    await abaixoDoMinimo.check();
    await page.getByRole('button', { name: 'Fechar filtros' }).click();
    await abaixoDoMinimo.waitFor({ state: 'hidden', ...ESPERA });
    expect(await filtros.innerText()).toMatch(/\b1\b/);
    await context.close();
  });
});
