import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

const PHONE = { width: 390, height: 844 };

const CABECALHO = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

/** No horizontal scrolling: the document is exactly as wide as the viewport. */
async function larguras(page: Page): Promise<[number, number]> {
  return page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
}

async function dentroDaTela(page: Page, alvo: Locator): Promise<boolean> {
  const caixa = await alvo.boundingBox();
  const largura = page.viewportSize()?.width ?? 0;
  return caixa !== null && caixa.x >= 0 && caixa.x + caixa.width <= largura;
}

describe('the order page and its dialogs on a phone (390×844)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('has no horizontal overflow, and the NFC-e actions and the status dialog buttons are on screen', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    // A paid counter sale of the e2e set-up, its NFC-e issued here: both NFC-e actions then show.
    const pedido = { id: inject('pedidosBalcao')[1] };
    const emitida = await context.request.post('/v2/nfce/emitir/nped', { headers: CABECALHO, data: { id_pedido: pedido.id } });
    expect(emitida.status()).toBe(200);

    await page.goto(`/vendas/gestao-pedidos/${pedido.id}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${pedido.id}` }).waitFor(ESPERA);
    const imprimir = page.getByRole('button', { name: 'Imprimir DANFE' });
    await imprimir.waitFor(ESPERA);
    expect(await larguras(page)).toEqual([PHONE.width, PHONE.width]);
    expect(await dentroDaTela(page, imprimir)).toBe(true);

    await page.getByRole('button', { name: 'Alterar status' }).first().click();
    const dialogo = page.getByRole('dialog', { name: `Alterar status do pedido ${pedido.id}` });
    await dialogo.getByRole('radio', { name: 'Cancelado' }).check();
    await dialogo.getByText(/será cancelada junto com o pedido|Prazo de cancelamento da NFC-e encerrado/).waitFor(ESPERA);
    expect(await larguras(page)).toEqual([PHONE.width, PHONE.width]);
    expect(await dentroDaTela(page, dialogo.getByRole('button', { name: 'Confirmar' }))).toBe(true);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'detached', ...ESPERA });
    await context.close();
  });
});
