import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * A purchase order is written and sent, received by scanning with one unit
 * short, and the stock position shows the entry and the new average cost; then a manual order
 * takes a unit and the position's available count drops.
 */

const EAN = '7891234500014';
const SKU = 'JOR-CMP-01';
const cabecalhos = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

const escapar = (texto: string): string => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types in a record search and picks `opcao`, a record's title. The option reads the title, then
 * what tells the record apart (a CNPJ, a SKU), and the box keeps both once chosen ('Title · detail').
 * The list may replace its items while the typed search answers, and a click that lands as the list
 * closes leaves the box empty (the input is cleared on blur): each try clicks the option if it is
 * shown, or types the search again to bring the list back, until the box holds the choice.
 */
async function escolher(page: Page, rotulo: string, busca: string, opcao: string): Promise<void> {
  const caixa = page.getByRole('combobox', { name: rotulo });
  const escolhido = async (): Promise<boolean> => {
    const valor = await caixa.inputValue();
    return valor === opcao || valor.startsWith(`${opcao} · `);
  };
  await caixa.fill(busca);
  await expect
    .poll(async () => {
      if (await escolhido()) return true;
      const item = page.getByRole('option', { name: new RegExp(`^${escapar(opcao)}(\\s|$)`) }).first();
      if (await item.isVisible()) await item.click({ timeout: 5_000 }).catch(() => undefined);
      else await caixa.fill(busca);
      return escolhido();
    }, ESPERA)
    .toBe(true);
}

/** The product's row in the stock position at Loja Centro, its cells as text. */
async function posicao(page: Page): Promise<string> {
  await page.goto('/estoque/gestao-estoque');
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(SKU);
  await page.getByRole('searchbox', { name: 'Buscar produto' }).press('Enter');
  const linha = page.getByRole('row', { name: /Loja Centro/ }).filter({ hasText: SKU });
  await linha.waitFor(ESPERA);
  return (await linha.innerText()).replace(/\s+/g, ' ');
}

describe('purchasing into stock, and a sale out of it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('orders, receives one short by scanning, and the position shows the entry, the average cost and then a sale', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 768 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'admin@retaguarda.dev');
    // a product of its own, with 10 units at R$ 20,00 already on the shelf
    const produto = await page.request.post('/v2/produtos', { headers: cabecalhos, data: { nome: 'Caneca Jornada Compras', sku: SKU, ean: EAN, preco: 59.9, custo: 20, ncm: '69120000', unidade: 'UN' } });
    expect(produto.status(), await produto.text()).toBe(201);
    const idProduto = ((await produto.json()) as { RES: { id: number } }).RES.id;
    const ajuste = await page.request.post('/v2/estoque/ajustes', { headers: cabecalhos, data: { id_seller: 1, id_produto: idProduto, direcao: 'entrada', quantidade: 10, motivo: 'Saldo anterior' } });
    expect(ajuste.status(), await ajuste.text()).toBe(200);
    const fornecedores = await page.request.put('/v2/fornecedores/consulta', { headers: cabecalhos, data: { limit: 1 } });
    const fornecedor = String(((await fornecedores.json()) as { RES: { nome_fantasia: string }[] }).RES[0]?.nome_fantasia);

    // the purchase order, through its form
    await page.goto('/compras/pedidos-compra');
    await page.getByRole('link', { name: 'Novo pedido de compra' }).click();
    await escolher(page, 'Fornecedor', fornecedor.slice(0, 5), fornecedor);
    await escolher(page, 'Produto 1', 'Caneca Jornada', 'Caneca Jornada Compras');
    await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('10');
    await page.getByRole('textbox', { name: 'Custo un. (R$)' }).fill('30,00');
    await page.getByRole('button', { name: 'Enviar ao fornecedor' }).click();
    await page.getByText('Enviado ao fornecedor').first().waitFor(ESPERA);
    const titulo = await page.getByRole('heading', { level: 1, name: /^Pedido de compra \d+$/ }).innerText();
    const id = Number(titulo.replace(/\D/g, ''));

    // received by scanning: nine reads of the EAN, one unit short
    await page.goto('/compras/recebimento-conferencia');
    await page.getByRole('link', { name: `Receber pedido nº ${id}`, exact: true }).click();
    await page.waitForURL(`**/compras/recebimento-conferencia/${id}`);
    const leitor = page.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
    await leitor.waitFor(ESPERA);
    for (let i = 0; i < 9; i++) {
      await leitor.fill(EAN);
      await leitor.press('Enter');
    }
    // the line's verdict (its figures below it say 'Faltam 1' too)
    await page.getByText('Faltam 1', { exact: true }).waitFor(ESPERA);
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await page.waitForURL('**/compras/recebimento-conferencia');

    // 19 on hand; (10 × 20,00 + 9 × 30,00) / 19 = 24,74
    const depoisDaCompra = await posicao(page);
    expect(depoisDaCompra).toContain(`Loja Centro 19 0 19`);
    expect(depoisDaCompra).toContain(`${formatMoney(24.74)} cada`.replace(/\s+/g, ' '));

    // a counter sale takes one unit: handed over (Retirado) as it is paid, so the unit leaves the
    // shelf at once, nothing stays reserved, and on hand and available drop to 18
    const criado = await page.request.post('/v2/pedidos-smart/vendas/erp/manual/create', {
      headers: cabecalhos,
      data: { id_seller: 1, id_cliente: null, itens: [{ id_produto: idProduto, quantidade: 1 }], entrega: { tipo: 'balcao' }, forma_pagto: 'dinheiro' },
    });
    expect(criado.status(), await criado.text()).toBe(200);
    const { id: idPedido, preco } = ((await criado.json()) as { RES: { id: number; preco: { valor_total: number } } }).RES;
    const cobrado = await page.request.post('/v2/pedidos-smart/vendas/erp/manual/charge', {
      headers: { ...cabecalhos, 'idempotency-key': `jornada-compras-${idPedido}` },
      data: { id_pedido: idPedido, pagamentos: [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }] },
    });
    expect(cobrado.status(), await cobrado.text()).toBe(200);
    expect(await posicao(page)).toContain(`Loja Centro 18 0 18`);
    await ctx.close();
  });
});
