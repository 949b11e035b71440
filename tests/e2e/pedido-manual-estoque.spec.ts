import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { MENSAGENS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * The manual order on a phone (390 × 844) when the store has less than the clerk asks: the stock is
 * in the search and on the line, the shortage is warned at once, and every refusal can be read
 * where the sticky total bar does not cover it.
 */

const NOME = 'Luminária Jornada Estoque';
const cabecalhos = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };
const ALTURA = 844;

interface Caixa {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function caixa(l: Locator): Promise<Caixa> {
  const c = await l.boundingBox();
  if (!c) throw new Error('elemento sem caixa: não está na tela');
  return c;
}

const sobrepoe = (a: Caixa, b: Caixa) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whole in the viewport, and what the eye sees at its centre is the message itself, not the bar over it. */
async function legivel(mensagem: Locator): Promise<void> {
  const c = await caixa(mensagem);
  expect(c.y).toBeGreaterThanOrEqual(0);
  expect(c.y + c.height).toBeLessThanOrEqual(ALTURA);
  expect(await mensagem.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const topo = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return topo !== null && el.contains(topo);
  })).toBe(true);
}

describe('the manual order on a phone, with less stock than asked', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('shows the stock, warns at once, and keeps every refusal readable above the sticky bar', async () => {
    const ctx = await newContext(browser, { width: 390, height: ALTURA });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'vendas@retaguarda.dev');
    const admin = await newContext(browser);
    await signInByApi(admin, 'admin@retaguarda.dev');
    // a product of its own with a single unit in store 1, the clerk's first store
    const produto = await admin.request.post('/v2/produtos', { headers: cabecalhos, data: { nome: NOME, sku: 'JOR-EST-LUM', ean: '7891234500021', preco: 129.9, custo: 40, ncm: '94052000', unidade: 'UN' } });
    expect(produto.status(), await produto.text()).toBe(201);
    const idProduto = ((await produto.json()) as { RES: { id: number } }).RES.id;
    const ajuste = await admin.request.post('/v2/estoque/ajustes', { headers: cabecalhos, data: { id_seller: 1, id_produto: idProduto, direcao: 'entrada', quantidade: 1, motivo: 'Saldo anterior' } });
    expect(ajuste.status(), await ajuste.text()).toBe(200);
    await admin.close();

    await page.goto('/vendas/gestao-pedidos/novo');
    const busca = page.getByRole('combobox', { name: 'Adicionar produto' });
    await busca.waitFor(ESPERA);
    await busca.click();
    await page.keyboard.insertText('Luminária Jornada');
    await page.getByRole('option', { name: new RegExp(`${NOME}.*1 em estoque`) }).waitFor(ESPERA);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const quantidade = page.getByRole('textbox', { name: `Quantidade de ${NOME}` });
    await quantidade.waitFor(ESPERA);
    await quantidade.fill('2');
    const falta = page.getByText('Só há 1 unidade nesta loja: diminua a quantidade ou venda por outra loja');
    await falta.waitFor(ESPERA);
    // the line sat just above the bottom edge, where the bar is: its warning comes up above the bar
    const bar = page.getByRole('region', { name: 'Total e criação do pedido' });
    await expect.poll(async () => sobrepoe(await caixa(falta), await caixa(bar)), ESPERA).toBe(false);
    await legivel(falta);

    // from the bottom of the form, an order without its client is refused: the warning is brought into view
    await page.getByRole('textbox', { name: 'Observação interna' }).fill('Cliente liga amanhã');
    await bar.getByText(/^Total R\$/).waitFor(ESPERA);
    await bar.getByRole('button', { name: 'Criar pedido e cobrar' }).click();
    const semCliente = page.getByRole('alert').filter({ hasText: 'Escolha o cliente ou marque consumidor não identificado' });
    await semCliente.waitFor(ESPERA);
    await expect.poll(async () => sobrepoe(await caixa(semCliente), await caixa(bar)), ESPERA).toBe(false);
    await legivel(semCliente);

    // the server refuses the second unit: its message is readable, not under the bar
    await page.getByRole('checkbox', { name: 'Consumidor não identificado' }).check();
    await bar.getByRole('button', { name: 'Criar pedido e cobrar' }).click();
    const recusa = page.getByRole('alert').filter({ hasText: MENSAGENS_ESTOQUE.insuficiente(NOME, 1, 2) });
    await recusa.waitFor(ESPERA);
    await legivel(recusa);
    expect(sobrepoe(await caixa(recusa), await caixa(bar.getByRole('button', { name: 'Criar pedido e cobrar' })))).toBe(false);
    await ctx.close();
  });
});
