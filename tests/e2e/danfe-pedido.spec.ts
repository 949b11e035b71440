import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

const LAPTOP = { width: 1366, height: 768 };
const CABECALHO = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

describe('printing the DANFE of one order from its page at 1366×768', () => {
  let browser: Browser;
  // A paid counter sale of the e2e set-up; its NFC-e is issued in beforeAll, so 'Imprimir DANFE' shows.
  const id = inject('pedidosBalcao')[2];
  const endpoint = `/v2/nfce/pdf/nped/${id}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, LAPTOP);
    await signInByApi(context, 'admin@retaguarda.dev');
    const emitida = await context.request.post('/v2/nfce/emitir/nped', { headers: CABECALHO, data: { id_pedido: id } });
    expect(emitida.status()).toBe(200);
    await context.close();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  async function abrirPedido(context: BrowserContext): Promise<Page> {
    await signInByApi(context, 'admin@retaguarda.dev');
    const page = await context.newPage();
    await page.goto(`/vendas/gestao-pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${id}` }).waitFor(ESPERA);
    return page;
  }

  it('opens the DANFE as a PDF in a new tab, and the order records the print', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await abrirPedido(context);

    // Awaited together: when one never comes, the other's rejection is handled too.
    const [pdf, novaAba] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === endpoint, ESPERA),
      context.waitForEvent('page', ESPERA),
      page.getByRole('button', { name: 'Imprimir DANFE' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await novaAba.opener()).toBe(page);
    // The tab is opened blank at the click and then shown the file: a blob of type PDF.
    await expect.poll(() => novaAba.url(), ESPERA).toMatch(/^blob:/);
    // The panel's CSP keeps blob: out of fetch, so ask the tab itself what it shows.
    await novaAba.waitForLoadState('load', ESPERA);
    const conteudo = await novaAba.evaluate(() => document.contentType);
    expect(conteudo).toBe('application/pdf');

    // The print is in the order's history (the page refetches it after the tab opens).
    await page.getByText(/DANFE da NFC-e \d+ impresso/).first().waitFor(ESPERA);
    expect(await page.getByText('O navegador bloqueou a nova aba', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('when the browser refuses the new tab, saves the DANFE as a file and says so', async () => {
    const context = await newContext(browser, LAPTOP);
    // A popup blocker makes window.open return null, which is what the panel checks for.
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await abrirPedido(context);

    const [resposta, arquivo] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === endpoint, ESPERA),
      page.waitForEvent('download', ESPERA),
      page.getByRole('button', { name: 'Imprimir DANFE' }).click(),
    ]);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    expect(arquivo.suggestedFilename()).toBe(`DANFE-pedido-${id}.pdf`);
    const caminho = await arquivo.path();
    expect((await readFile(caminho)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByText('O navegador bloqueou a nova aba: o DANFE foi baixado para você imprimir').waitFor(ESPERA);
    // No tab was opened: the page that clicked is still the context's only one.
    expect(context.pages()).toEqual([page]);
    await context.close();
  });
});
