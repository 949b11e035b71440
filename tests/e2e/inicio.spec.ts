import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { closeBrowser, launchBrowser, newContext, signIn, ESPERA } from './browser';

const digitos = (texto: string) => Number(texto.replace(/\D/g, ''));

describe('Início at 1366×768', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it("shows today's figures, links them to the order list with the same count, and offers no unbuilt module", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signIn(page, 'admin@retaguarda.dev');
    // An order taken and paid now, through the manual order: 'today' is today's whatever the hour the seed
    // ran (a run that crossed São Paulo's midnight found the seed's orders on yesterday).
    const cabecalhos = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };
    const produtos = await page.request.put('/v2/produtos/consulta', { headers: cabecalhos, data: { limit: 1 } });
    const [produto] = ((await produtos.json()) as { RES: { id: number }[] }).RES;
    const criado = await page.request.post('/v2/pedidos-smart/vendas/erp/manual/create', {
      headers: cabecalhos,
      data: { id_seller: 1, id_cliente: null, itens: [{ id_produto: produto?.id, quantidade: 1 }], entrega: { tipo: 'balcao' }, forma_pagto: 'dinheiro' },
    });
    expect(criado.status(), await criado.text()).toBe(200);
    // paid, so it counts among today's orders (an order awaiting payment does not)
    const { id, version } = ((await criado.json()) as { RES: { id: number; version: number } }).RES;
    const pago = await page.request.put('/v2/vendas/status/update', { headers: cabecalhos, data: { id_pedido: id, id_status: 2, version } });
    expect(pago.status(), await pago.text()).toBe(200);
    await page.reload();
    const hoje = page.getByRole('region', { name: 'Hoje' });
    await hoje.getByText(/^Atualizado às \d\d:\d\d$/).waitFor(ESPERA);
    expect(await page.title()).toBe('Início · Retaguarda');

    const cartao = hoje.locator('.MuiCard-root', { hasText: 'Pedidos hoje' });
    const pedidosHoje = digitos(await cartao.locator('p').first().innerText());
    expect(pedidosHoje).toBeGreaterThan(0);
    await expect.poll(async () => hoje.getByText('Faturamento hoje').isVisible()).toBe(true);
    expect(await hoje.getByRole('heading', { name: 'Pedidos aguardando ação' }).isVisible()).toBe(true);
    // the figures fit the laptop screen without sideways scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/inicio-1366.png', fullPage: true });

    // only built modules are offered as shortcuts
    const destinos = await page.locator('#main-content a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(destinos.filter((h) => !h.includes('?'))).toEqual([
      '/dashboard/visao-geral-operacoes',
      '/dashboard/indicadores-desempenho',
      '/dashboard/alertas-notificacoes-criticas',
      '/dashboard/resumo-financeiro',
      '/cadastros/clientes',
      '/cadastros/usuarios',
      '/cadastros/fornecedores',
      '/cadastros/produtos',
      '/cadastros/funcionarios',
      '/compras/pedidos-compra',
      '/compras/gestao-fornecedores',
      '/compras/recebimento-conferencia',
      '/compras/analise-desempenho-fornecedores',
      '/estoque/gestao-estoque',
      '/estoque/controle-inventario',
      '/estoque/relatorios-estoque',
      '/estoque/ajustes-movimentacoes',
      '/vendas/gestao-pedidos',
      '/vendas/catalogo-produtos',
      '/vendas/gestao-clientes',
      '/vendas/relatorios-vendas',
      '/marketing/promocoes-descontos',
      '/torre-controle/revisoes-gestao-acessos',
    ]);
    expect(await page.locator('#main-content').getByText(/ainda em construção: Contas a receber/).isVisible()).toBe(true);

    await cartao.getByRole('link', { name: 'Ver os pedidos de hoje' }).click();
    await page.waitForURL(/\/vendas\/gestao-pedidos\?filter=/, ESPERA);
    const quantidade = page.getByRole('region', { name: 'Quantidade de pedidos' });
    await expect.poll(async () => digitos(await quantidade.innerText().catch(() => '')), ESPERA).toBe(pedidosHoje);
    await expect.poll(() => page.title(), ESPERA).toBe('Gestão de pedidos · Retaguarda');
    await context.close();
  });

  it('gives a user without the order module a home that explains, without figures', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    let pediuResumo = false;
    page.on('request', (r) => {
      if (r.url().includes('/v2/inicio/resumo')) pediuResumo = true;
    });
    await signIn(page, inject('emailSemModulosProntos'));
    await page.getByRole('heading', { name: 'Seus módulos estão em construção' }).waitFor(ESPERA);
    expect(await page.getByRole('region', { name: 'Hoje' }).count()).toBe(0);
    expect(pediuResumo).toBe(false);
    await context.close();
  });

  it('fits a phone (390×844) without sideways scrolling', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'vendas@retaguarda.dev');
    await page.getByRole('region', { name: 'Hoje' }).getByText(/^Atualizado às/).waitFor(ESPERA);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/inicio-390.png', fullPage: true });
    await context.close();
  });
});
