import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { DadosStart } from '@retaguarda/contrato/api';
import { baixarExportacao, closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';


/** Every body the page sends to the order list, in order. */
function corposDaLista(page: Page): Record<string, unknown>[] {
  const corpos: Record<string, unknown>[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'PUT' && new URL(req.url()).pathname === '/v2/vendas/lista-pedidos') corpos.push(req.postDataJSON() as Record<string, unknown>);
  });
  return corpos;
}

/**
 * Stops the page's clock where it is. Playwright stops it only at a moment still to come, and the
 * clock runs on while the call travels: on a loaded machine a moment picked just ahead can already
 * be past, so each try picks one further ahead.
 */
async function pararRelogio(page: Page): Promise<void> {
  for (let adiante = 50; ; adiante *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + adiante);
      return;
    } catch (erro) {
      if (!(erro instanceof Error && erro.message.includes('to the past')) || adiante > 60_000) throw erro;
    }
  }
}

async function abrirLista(page: Page): Promise<void> {
  await page.goto('/vendas/gestao-pedidos');
  await page.getByRole('region', { name: 'Quantidade de pedidos' }).waitFor(ESPERA);
  await page.locator('table tbody tr').first().waitFor(ESPERA);
}

const totaisNaTela = (page: Page) =>
  page.locator('table tbody tr td:nth-last-child(3)').evaluateAll((tds) =>
    tds.map((td) => Number((td.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
  );

describe('order list search, sort and multi-selects at 1366x768', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it("choosing 'Pago' means only Pago, and the body still carries the full seller and payment lists", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    const start = DadosStart.parse((await (await context.request.get('/v2/config/erp/dados-start')).json()).RES);
    const pago = start.status_pedido_venda.find((s) => s.descricao === 'Pago');
    expect(pago).toBeDefined();
    const corpos = corposDaLista(page);
    await abrirLista(page);
    // nothing chosen is 'all': the body names every status, seller and payment method
    expect(corpos.at(-1)?.status_pedido).toEqual(start.status_pedido_venda.map((s) => s.id));

    await page.getByRole('button', { name: 'Editar filtros' }).click();
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.click();
    await page.getByRole('listbox').getByRole('option', { name: 'Pago', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => corpos.at(-1)?.status_pedido, ESPERA).toEqual([pago?.id]);
    expect(corpos.at(-1)?.id_pessoa).toEqual(start.sellers.map((s) => s.id_pessoa));
    expect(corpos.at(-1)?.forma_pagto).toEqual(start.forma_pagto.map((f) => f.id));
    expect(await status.innerText()).toBe('Pago');
    await page.getByRole('button', { name: 'Ocultar filtros' }).click();
    const aplicados = await page.getByRole('list', { name: 'Filtros aplicados' }).innerText();
    expect(aplicados).toContain('Status: Pago');
    expect(aplicados).not.toContain('exceto');
    await context.close();
  });

  it('searches on the server by client name, debounced, and keeps the search in the URL', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    // The page's timers run on a clock the test can stop: typing on a loaded machine may leave
    // more than the box's wait (400 ms) between two keys, so the name is typed with the clock
    // stopped, and then the wait passes once.
    await context.clock.install();
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    const corpos = corposDaLista(page);
    await abrirLista(page);
    const nomes = await page.locator('table tbody tr td:nth-child(5) span[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    const nome = nomes.find((n) => n !== 'Não identificado') ?? '';
    expect(nome.length).toBeGreaterThan(2);
    await page.getByRole('searchbox', { name: 'Buscar pedidos' }).focus();
    const antes = corpos.length;
    await pararRelogio(page);
    await page.keyboard.type(nome);
    // no request while the user types, nor right after the last key
    await page.clock.runFor(300);
    expect(corpos.length).toBe(antes);
    await page.clock.runFor(700);
    await page.clock.resume();
    // the list's requests carry the period; a name's search is also counted without it (one row)
    const daLista = () => corpos.slice(antes).filter((c) => 'data_from_pedido' in c);
    await expect.poll(() => daLista().at(-1)?.busca, ESPERA).toBe(nome);
    // one request for the whole name, not one per key
    expect(daLista()).toHaveLength(1);
    await expect.poll(() => page.url(), ESPERA).toContain('busca');
    // every order shown is that client's
    await expect
      .poll(async () => {
        const nomes = await page.locator('table tbody tr td:nth-child(5) span[title]:first-child').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
        return nomes.length > 0 && nomes.every((n) => n?.includes(nome));
      }, ESPERA)
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar pedidos' }).inputValue(), ESPERA).toBe(nome);
    await context.close();
  });

  it('sorts by total from the header, on the server, and remembers the sort on the next visit', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    const corpos = corposDaLista(page);
    await abrirLista(page);
    await page.locator('thead th').filter({ hasText: /^Total$/ }).getByRole('button').click();
    await expect.poll(() => [corpos.at(-1)?.ordenar_por, corpos.at(-1)?.ordem], ESPERA).toEqual(['valor_total', 'desc']);
    await expect
      .poll(async () => {
        const totais = await totaisNaTela(page);
        return totais.length > 1 && totais.every((t, i) => i === 0 || totais[i - 1] >= t);
      }, ESPERA)
      .toBe(true);
    await page.goto('/');
    await abrirLista(page);
    expect([corpos.at(-1)?.ordenar_por, corpos.at(-1)?.ordem]).toEqual(['valor_total', 'desc']);
    await context.close();
  });

  it('exports with CPF/CNPJ masked unless full documents are ticked, and says the full export is recorded', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    await abrirLista(page);
    const exportacoes: Record<string, unknown>[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/v2/vendas/lista-pedidos/xls') exportacoes.push(req.postDataJSON() as Record<string, unknown>);
    });
    const dialogo = page.getByRole('dialog', { name: 'Exportar planilha' });
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await dialogo.getByRole('checkbox', { name: 'Incluir CPF/CNPJ completos' }).check();
    expect(await dialogo.getByText('fica registrada no log de segurança').isVisible()).toBe(true);
    await baixarExportacao(page, () => dialogo.getByRole('button', { name: 'Exportar', exact: true }).click());
    expect(exportacoes.at(-1)?.documentos_completos).toBe(true);
    // one announcement of the success: the toast, no banner beside it
    await expect.poll(() => page.getByText(/Planilha exportada/).count(), ESPERA).toBe(1);
    await context.close();
  });
});
