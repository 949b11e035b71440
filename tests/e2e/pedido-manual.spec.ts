import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * The manual order as a counter clerk takes it: the built panel against the real
 * server and the demo data, keyboard first, paid by card and by Pix.
 */

async function montarPedido(page: Page): Promise<void> {
  const cliente = page.getByRole('combobox', { name: 'Cliente' });
  await cliente.waitFor(ESPERA);
  await cliente.fill('Ana');
  await page.getByRole('option').first().waitFor(ESPERA);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // the focus is in the product search now: type, pick, and the next product
  const produto = page.getByRole('combobox', { name: 'Adicionar produto' });
  await expect.poll(() => produto.evaluate((el) => el === document.activeElement), ESPERA).toBe(true);
  // the term arrives whole, as a paste or a barcode reader gives it: typed a letter at a time on a
  // loaded machine, the results of 'Me' or 'Mei' could be replaced by those of 'Meia' between the
  // arrow and the Enter, and the Enter would pick nothing
  await page.keyboard.insertText('Meia');
  await page.getByRole('option').first().waitFor(ESPERA);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: /^Quantidade de Meia/ }).waitFor(ESPERA);
}

async function totalDaCotacao(page: Page): Promise<string> {
  const totais = page.getByRole('region', { name: 'Totais do pedido' });
  await expect.poll(async () => /TotalR\$\s[\d.,]+/.exec((await totais.textContent()) ?? '')?.[0] ?? '', ESPERA).not.toBe('');
  return /TotalR\$\s([\d.,]+)/.exec((await totais.textContent()) ?? '')?.[1] ?? '';
}

describe('the manual order, from the list to paid', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('is taken by keyboard, paid by card, and shows in the list and its history at once', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 768 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'vendas@retaguarda.dev');
    await page.goto('/vendas/gestao-pedidos');
    await page.getByRole('link', { name: 'Novo pedido' }).click();
    await page.waitForURL('**/vendas/gestao-pedidos/novo');
    await expect.poll(() => page.title(), ESPERA).toBe('Novo pedido · Retaguarda');
    await montarPedido(page);
    const total = await totalDaCotacao(page);

    await page.keyboard.press('Control+Enter');
    const cabecalho = page.getByRole('heading', { level: 2, name: /^Pedido Nº \d+$/ });
    await cabecalho.waitFor(ESPERA);
    const id = Number((await cabecalho.textContent())?.replace(/\D/g, ''));

    await page.getByRole('combobox', { name: 'Forma' }).click();
    await page.getByRole('option', { name: 'Cartão de crédito' }).click();
    await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: /^Validade/ }).fill('12/30');
    await page.getByRole('textbox', { name: /^CVV/ }).fill('123');
    await page.getByRole('textbox', { name: /^Nome impresso/ }).fill('Ana Clara');
    await page.getByRole('button', { name: 'Cobrar' }).click();
    await page.getByText(`Pagamento aprovado: o pedido ${id} está pago e entregue ao cliente.`).waitFor(ESPERA);

    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.waitForURL(`**/vendas/gestao-pedidos/${id}`);
    const historico = page.getByRole('table', { name: 'Histórico de status' });
    await historico.getByText('Pedido manual criado por Vitor Vendas').waitFor(ESPERA);
    await historico.getByText('Pagamento aprovado').waitFor(ESPERA);
    // a counter sale: the customer leaves with the goods, so the payment hands the order over too
    const entrega = historico.getByRole('row').filter({ hasText: 'Venda no balcão: entregue ao cliente no pagamento' });
    await entrega.waitFor(ESPERA);
    expect((await entrega.innerText()).replace(/\s+/g, ' ')).toMatch(/\bPago Retirado\b/);
    expect(await page.getByText(`R$ ${total}`).first().isVisible()).toBe(true);

    // the list has it at once, paid and handed over (Retirado), through the channel 'Pedido manual'
    await page.goto(`/vendas/gestao-pedidos?filter=${encodeURIComponent(JSON.stringify({ busca: String(id) }))}`);
    const linha = page.getByRole('row', { name: new RegExp(`\\b${id}\\b`) });
    await linha.waitFor(ESPERA);
    expect(await linha.textContent()).toContain('Retirado');
    await ctx.close();
  });

  it('shows a Pix QR code on a phone without overflow, and the PSP confirmation pays it', async () => {
    const ctx = await newContext(browser, { width: 390, height: 844 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'vendas@retaguarda.dev');
    await page.goto('/vendas/gestao-pedidos/novo');
    await montarPedido(page);
    await totalDaCotacao(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.getByRole('button', { name: 'Criar pedido e cobrar' }).click();
    await page.getByRole('button', { name: 'Cobrar' }).click();
    await page.getByRole('img', { name: /^QR Code Pix de R\$/ }).waitFor(ESPERA);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await page.getByText(/^Pagamento aprovado: o pedido \d+ está pago e entregue ao cliente\.$/).waitFor(ESPERA);
    await ctx.close();
  });
});
