import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';


describe('NFC-e of a counter sale: asked before issuing, cancelled with the order', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('issues only after the confirmation, then cancelling the order asks for a justification and cancels the NFC-e', async () => {
    const id = inject('pedidosBalcao')[0];
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await page.goto(`/vendas/gestao-pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${id}` }).waitFor(ESPERA);

    // Backing out of the confirmation issues nothing.
    await page.getByRole('button', { name: 'Emitir NFC-e' }).click();
    const confirmacao = page.getByRole('dialog', { name: `Emitir a NFC-e do pedido ${id}?` });
    await confirmacao.waitFor(ESPERA);
    await confirmacao.getByRole('button', { name: 'Voltar' }).click();
    await confirmacao.waitFor({ state: 'detached', ...ESPERA });
    expect(await page.getByText('Autorizada').count()).toBe(0);

    await page.getByRole('button', { name: 'Emitir NFC-e' }).click();
    await confirmacao.getByRole('button', { name: 'Emitir NFC-e' }).click();
    await page.getByText('Autorizada', { exact: true }).waitFor(ESPERA);

    await page.getByRole('button', { name: 'Alterar status' }).first().click();
    const dialogo = page.getByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await dialogo.getByRole('radio', { name: 'Cancelado' }).check();
    const motivo = dialogo.getByLabel('Motivo');
    if ((await motivo.count()) > 0) await motivo.fill('Cliente desistiu da compra no caixa');
    const justificativa = dialogo.getByLabel('Justificativa do cancelamento da NFC-e');
    await justificativa.fill('curta');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    // Under 15 characters: refused on the spot, the dialog stays open.
    await dialogo.getByText('Informe a justificativa do cancelamento da NFC-e, com 15 a 255 caracteres').waitFor(ESPERA);
    await justificativa.fill('Cliente desistiu da compra no caixa');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await dialogo.waitFor({ state: 'detached', ...ESPERA });

    await page.getByText('Cancelada', { exact: true }).waitFor(ESPERA);
    await context.close();
  });
});
