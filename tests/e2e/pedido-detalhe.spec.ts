import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download } from 'playwright-core';
import { ListaPedidosResposta, STATUS } from '../../src/api';
import { hojeBR } from '../../src/br/dates';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '../../src/config';
import { launchBrowser, newContext, signIn } from './browser';

const ESPERA = { timeout: 15_000 };

async function conteudo(download: Promise<Download>): Promise<Buffer> {
  const caminho = await (await download).path();
  return readFile(caminho);
}

describe('one order, from payment to NFC-e, against the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves an order from Aguardando pagamento to Pago, issues its NFC-e, downloads DANFE and XML and shows the history', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');

    const res = await context.request.put('/v2/vendas/lista-pedidos', {
      headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
      data: { page: 1, limit: 1, data_from_pedido: '01/01/2020', data_to_pedido: hojeBR(), status_pedido: [STATUS.aguardandoPagamento.id] },
    });
    const pedido = ListaPedidosResposta.parse(await res.json()).RES.pedidos[0];
    expect(pedido, 'the demo seed has orders awaiting payment').toBeDefined();

    await page.goto(`/vendas/gestao-pedidos/${pedido.id}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${pedido.id}` }).waitFor(ESPERA);
    const status = page.getByRole('status', { name: 'Status do pedido' });
    await expect.poll(() => status.innerText(), ESPERA).toContain('Aguardando pagamento');

    await page.getByRole('button', { name: 'Alterar status' }).first().click();
    const dialogo = page.getByRole('dialog', { name: `Alterar status do pedido ${pedido.id}` });
    await dialogo.waitFor(ESPERA);
    await dialogo.getByRole('radio', { name: 'Pago' }).check();
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await dialogo.waitFor({ state: 'detached', ...ESPERA });
    await expect.poll(() => status.innerText(), ESPERA).toContain('Pago');

    const historico = page.getByRole('table', { name: 'Histórico de status' });
    await expect.poll(() => historico.innerText(), ESPERA).toMatch(/Aguardando pagamento[\s\S]*Pago|Pago[\s\S]*Aguardando pagamento/);
    expect(await historico.innerText()).toContain('Ana Administradora');

    await page.getByRole('button', { name: 'Emitir NFC-e' }).click();
    const pdfBotao = page.getByRole('button', { name: 'DANFE (PDF)' });
    await pdfBotao.waitFor(ESPERA);
    const regiaoNfce = page.getByRole('region', { name: 'NFC-e' });
    await expect.poll(() => regiaoNfce.innerText(), ESPERA).toMatch(/(\d{4} ){10}\d{4}/);

    const pdfDownload = page.waitForEvent('download', ESPERA);
    await pdfBotao.click();
    const pdf = await conteudo(pdfDownload);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const xmlDownload = page.waitForEvent('download', ESPERA);
    await page.getByRole('button', { name: 'XML' }).click();
    const xml = (await conteudo(xmlDownload)).toString('utf8');
    expect(xml).toContain('<infNFe');
    expect(xml).toContain(`<vNF>${pedido.valor_total.toFixed(2)}</vNF>`);
    await context.close();
  });
});
