import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * A shelf is counted by scanning, one unit is missing, the count is
 * closed and approved, and the ledger shows the inventory adjustment.
 */

const EAN = '7891234500083';
const SKU = 'JOR-INV-01';
const PRATELEIRA = 'JOR-INV';
const cabecalhos = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

describe('an inventory count, from scanning to the ledger', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('counts a shelf by scanning, finds one unit missing, approves, and the ledger shows the adjustment', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 768 });
    const page = await ctx.newPage();
    await signInByApi(ctx, 'admin@retaguarda.dev');
    const produto = await page.request.post('/v2/produtos', { headers: cabecalhos, data: { nome: 'Vaso Jornada Inventário', sku: SKU, ean: EAN, preco: 80, custo: 25, ncm: '69120000', unidade: 'UN', localizacao: PRATELEIRA } });
    expect(produto.status(), await produto.text()).toBe(201);
    const idProduto = ((await produto.json()) as { RES: { id: number } }).RES.id;
    const ajuste = await page.request.post('/v2/estoque/ajustes', { headers: cabecalhos, data: { id_seller: 1, id_produto: idProduto, direcao: 'entrada', quantidade: 5, motivo: 'Saldo anterior' } });
    expect(ajuste.status(), await ajuste.text()).toBe(200);

    await page.goto('/estoque/controle-inventario');
    await page.getByRole('button', { name: 'Novo inventário' }).click();
    const novo = page.getByRole('dialog', { name: 'Novo inventário' });
    await novo.getByRole('combobox', { name: /Loja/ }).click();
    await page.getByRole('option', { name: 'Loja Centro' }).click();
    await novo.getByRole('radio', { name: 'Uma prateleira (localização)' }).check();
    await novo.getByRole('textbox', { name: /Prateleira/ }).fill(PRATELEIRA);
    await novo.getByRole('button', { name: 'Abrir inventário' }).click();
    await page.getByRole('heading', { level: 1, name: /^Inventário nº \d+$/ }).waitFor(ESPERA);

    // four reads, one after another as a scanner sends them
    const leitor = page.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
    for (let i = 0; i < 4; i++) {
      await leitor.fill(EAN);
      await leitor.press('Enter');
    }
    const linha = page.getByRole('row', { name: /Vaso Jornada Inventário/ });
    await expect.poll(async () => (await linha.innerText()).replace(/\s+/g, ' '), ESPERA).toContain(`${PRATELEIRA} 4 5 −1`);

    await page.getByRole('button', { name: 'Encerrar contagem' }).click();
    await page.getByRole('dialog', { name: 'Encerrar a contagem?' }).getByRole('button', { name: 'Encerrar contagem' }).click();
    await page.getByText('Contagem encerrada: confira as diferenças').waitFor(ESPERA);
    await page.getByRole('button', { name: 'Aprovar e lançar ajustes' }).click();
    const aprovar = page.getByRole('dialog', { name: 'Aprovar e lançar os ajustes?' });
    expect(await aprovar.innerText()).toContain('0 unidade(s) a mais e 1 a menos');
    await aprovar.getByRole('button', { name: 'Aprovar e lançar ajustes' }).click();
    await page.getByText('As diferenças foram lançadas como movimentos de inventário.').waitFor(ESPERA);

    await page.getByRole('link', { name: 'Ver no razão do estoque' }).click();
    const movimento = page.getByRole('table', { name: 'Movimentações de estoque' }).getByRole('row').filter({ hasText: SKU }).first();
    await movimento.waitFor(ESPERA);
    const texto = (await movimento.innerText()).replace(/\s+/g, ' ');
    expect(texto).toContain('Inventário');
    expect(texto).toContain('−1');
    await ctx.close();
  });
});
