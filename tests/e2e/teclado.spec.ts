import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, DEMO_SENHA } from './browser';

const ESPERA = { timeout: 15_000 };

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
    await browser?.close();
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
    await expect.poll(async () => (await foco(page)).nome, ESPERA).toContain('Sellers');
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
});
