import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn, DEMO_SENHA, ESPERA } from './browser';


/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limite` presses. */
async function tabAte(page: Page, descricao: string, confere: () => boolean | Promise<boolean>, limite = 80): Promise<void> {
  for (let i = 0; i < limite; i += 1) {
    if (await confere()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`O foco não chegou a ${descricao} com ${limite} Tabs`);
}

const foco = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { nome: '', papel: '', texto: '' };
    const rotulo = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? '';
    const rotuladoPor = el.getAttribute('aria-labelledby');
    const porId = rotuladoPor ? rotuladoPor.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    return { nome: `${rotulo} ${porId}`.trim(), papel: el.getAttribute('role') ?? el.tagName.toLowerCase(), texto: el.textContent?.trim() ?? '' };
  });

/** The focused element shows a visible focus indicator (outline or box-shadow). */
const focoVisivel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none' || !!el.closest('.Mui-focused, .Mui-focusVisible');
  });

describe('keyboard-only use', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('signs in and filters the order list with the keyboard alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();

    await tabAte(page, 'o campo E-mail', async () => (await foco(page)).nome.includes('E-mail'));
    await page.keyboard.type('admin@retaguarda.dev');
    await tabAte(page, 'o campo Senha', async () => (await foco(page)).nome.includes('Senha'));
    await page.keyboard.type(DEMO_SENHA);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), ESPERA);
    await page.getByRole('navigation').getByText('Início', { exact: true }).waitFor(ESPERA);

    // The Vendas group starts collapsed away from its pages: open it as a keyboard user would.
    const vendas = page.getByRole('navigation').getByRole('button', { name: 'Vendas' });
    await vendas.waitFor(ESPERA);
    await tabAte(page, 'o grupo Vendas do menu', async () => (await foco(page)).texto === 'Vendas');
    if ((await vendas.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    await expect.poll(() => vendas.getAttribute('aria-expanded'), ESPERA).toBe('true');
    await tabAte(page, 'o menu Gestão de pedidos', async () => (await foco(page)).texto === 'Gestão de pedidos', 10);
    expect(await focoVisivel(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/vendas\/gestao-pedidos/, ESPERA);
    const quantidade = page.getByRole('region', { name: 'Quantidade de pedidos' });
    await quantidade.waitFor(ESPERA);
    await page.locator('table tbody tr').first().waitFor(ESPERA);
    const antes = await quantidade.innerText();

    // The filters start as a summary: the form opens from its button and takes the focus to its first field.
    const editar = page.getByRole('button', { name: 'Editar filtros' });
    await tabAte(page, 'o botão Editar filtros', async () => (await foco(page)).texto === 'Editar filtros');
    expect(await focoVisivel(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => editar.getAttribute('aria-expanded'), ESPERA).toBe('true');
    await expect.poll(async () => (await foco(page)).nome, ESPERA).toContain('Lojas');
    await tabAte(page, 'o filtro Status', async () => (await foco(page)).nome.includes('Status'), 40);
    await page.keyboard.press('ArrowDown');
    const lista = page.getByRole('listbox');
    await lista.waitFor();
    await expect.poll(() => lista.evaluate((el) => el.contains(document.activeElement)), ESPERA).toBe(true);
    // 'Todos' is the first option: it clears the selection, then the next option is picked alone.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url(), ESPERA).toContain('status_pedido');
    await expect.poll(() => quantidade.innerText(), ESPERA).not.toBe(antes);
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).not.toContain('Todos');

    // Ocultar filtros: back to the summary, which names the status chosen, with the focus on the button.
    await tabAte(page, 'o botão Ocultar filtros', async () => (await foco(page)).texto === 'Ocultar filtros', 30);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await foco(page)).texto, ESPERA).toBe('Editar filtros');
    expect(await editar.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('list', { name: 'Filtros aplicados' }).innerText()).not.toContain('Todos os status');
    await context.close();
  });

  it('Ctrl+K jumps to a module and to an order by number, / reaches the search box, ? lists the shortcuts (1366×768)', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(PaletaComandos|AjudaAtalhos)-/.test(r.url())) chunks.push(r.url());
    });
    await signIn(page, 'admin@retaguarda.dev');
    await page.getByRole('region', { name: 'Hoje' }).getByText(/^Atualizado às/).waitFor(ESPERA);
    // the palette and the help are not part of the first screen
    expect(chunks).toEqual([]);

    await page.keyboard.press('Control+k');
    const campo = page.getByRole('combobox', { name: 'Buscar módulo ou pedido' });
    await campo.waitFor(ESPERA);
    expect(await campo.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('gestao ped');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/vendas\/gestao-pedidos$/, ESPERA);
    await expect.poll(() => page.title(), ESPERA).toBe('Gestão de pedidos · Retaguarda');

    // a row of the table or a card, whichever the width shows: both link to the order ('Novo pedido' aside)
    const primeiro = page.locator('#main-content a[href^="/vendas/gestao-pedidos/"]:not([href$="/novo"])').first();
    await primeiro.waitFor(ESPERA);
    const numero = /(\d+)$/.exec((await primeiro.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(numero).not.toBe('');
    // the app bar's button opens the same palette
    await page.getByRole('button', { name: 'Buscar (Ctrl+K)' }).click();
    await campo.waitFor(ESPERA);
    await page.keyboard.type(numero);
    expect(await page.getByRole('option').first().innerText()).toContain(`Abrir pedido ${numero}`);
    await page.screenshot({ path: 'test-results/paleta-1366.png' });
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/vendas/gestao-pedidos/${numero}$`), ESPERA);
    await page.getByRole('heading', { level: 1, name: `Pedido ${numero}` }).waitFor(ESPERA);
    await expect.poll(() => page.title(), ESPERA).toBe(`Pedido ${numero} · Retaguarda`);

    // '/' from the order page: back to the list, into its search box (the list's box carries
    // data-atalho="busca"; here it is put in by the test, as the list renders it)
    await page.keyboard.press('/');
    await page.waitForURL(/\/vendas\/gestao-pedidos$/, ESPERA);
    await page.locator('#main-content a[href^="/vendas/gestao-pedidos/"]:not([href$="/novo"])').first().waitFor(ESPERA);
    await page.evaluate(() => {
      if (document.querySelector('[data-atalho="busca"]')) return;
      const caixa = document.createElement('input');
      caixa.setAttribute('data-atalho', 'busca');
      caixa.setAttribute('aria-label', 'Buscar pedidos');
      document.querySelector('#main-content')?.prepend(caixa);
    });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-atalho') ?? document.activeElement?.closest('[data-atalho]')?.getAttribute('data-atalho')), ESPERA).toBe('busca');
    // typing there, '?' is text
    await page.keyboard.type('?');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    const ajuda = page.getByRole('dialog', { name: 'Atalhos do teclado' });
    await ajuda.waitFor(ESPERA);
    await page.keyboard.press('Escape');
    await ajuda.waitFor({ state: 'detached', ...ESPERA });
    expect(chunks.some((u) => u.includes('PaletaComandos'))).toBe(true);
    await context.close();
  });
});
