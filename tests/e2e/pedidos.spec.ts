import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DadosStart, ListaPedidosResposta, type FiltroPedidos, type Pedido } from '@retaguarda/contrato/api';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { baixarExportacao, closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';


/** Asks the real API, with the browser's own session, what a filter should show. */
async function consultar(context: BrowserContext, filtro: Partial<FiltroPedidos>) {
  const res = await context.request.put('/v2/vendas/lista-pedidos', {
    headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
    data: { page: 1, limit: 500, data_from_pedido: ontemBR(), data_to_pedido: hojeBR(), ...filtro },
  });
  expect(res.status()).toBe(200);
  return ListaPedidosResposta.parse(await res.json());
}

const regiao = (page: Page, nome: string) => page.getByRole('region', { name: 'Resumo dos pedidos' }).getByRole('region', { name: nome });
const quantidadeNoResumo = (page: Page) => regiao(page, 'Quantidade de pedidos').innerText();

/** Opens a multi-select, clears it with 'Todos' and picks one option. */
async function escolherUm(page: Page, rotulo: string, opcao: string): Promise<void> {
  await page.getByRole('combobox', { name: rotulo }).click();
  const lista = page.getByRole('listbox');
  await lista.getByRole('option', { name: 'Todos' }).click();
  if (await lista.getByRole('option', { name: 'Todos' }).getByRole('checkbox').isChecked()) {
    await lista.getByRole('option', { name: 'Todos' }).click();
  }
  await lista.getByRole('option', { name: opcao, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('order list journey against the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it("shows today's default orders, filters by seller, status and NFC-e, keeps the filters on reload and exports them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');

    const start = DadosStart.parse((await (await context.request.get('/v2/config/erp/dados-start')).json()).RES);
    const padrao = await consultar(context, {});
    expect(padrao.PAG.total).toBeGreaterThan(0);

    // The date pickers and the charts are the heaviest parts of the screen: fetched only when asked for.
    const scripts: string[] = [];
    page.on('request', (req) => {
      const caminho = new URL(req.url()).pathname;
      if (caminho.endsWith('.js')) scripts.push(caminho);
    });
    const pediu = (nome: string) => scripts.some((s) => s.includes(`/${nome}-`));

    await page.goto('/vendas/gestao-pedidos');
    await expect.poll(() => quantidadeNoResumo(page), ESPERA).toContain(padrao.RES.dashboard.quantidade_pedidos.toLocaleString('pt-BR'));
    const primeira = padrao.RES.pedidos[0];
    // The summary can paint before the table's rows (their chunk loads beside it): wait for the row.
    await page.getByRole('link', { name: String(primeira.id), exact: true }).first().waitFor({ state: 'visible', ...ESPERA });
    const aplicados = page.getByRole('list', { name: 'Filtros aplicados' });
    expect(await aplicados.innerText()).toContain(`Data do pedido: ${ontemBR()} a ${hojeBR()}`);
    expect(await aplicados.innerText()).toContain('Lojas: Todas as lojas');
    await page.waitForLoadState('networkidle');
    // the list's own chunk (build/chunkDoPainel.ts names the main screen's chunks after its files)
    expect(pediu('pedidos-PedidoList'), 'the list chunk is seen by the request log').toBe(true);
    expect(pediu('FiltrosFormulario'), 'filter form fetched before Editar filtros').toBe(false);
    expect(pediu('ResumoGrafico'), 'charts fetched before Mostrar gráficos').toBe(false);

    await page.getByRole('button', { name: 'Mostrar gráficos' }).click();
    await page.getByLabel('Gráfico: Por status').waitFor(ESPERA);
    expect(pediu('ResumoGrafico')).toBe(true);
    // the button says what it will do next
    expect(await page.getByRole('button', { name: 'Ocultar gráficos' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Editar filtros' }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor(ESPERA);
    expect(pediu('FiltrosFormulario')).toBe(true);

    // An invoiced order of the default view gives a seller, a status and an NFC-e number that exist together.
    const alvo = padrao.RES.pedidos.find((p): p is Pedido & { nfce: NonNullable<Pedido['nfce']> } => p.nfce !== null);
    expect(alvo, 'the demo seed has invoiced orders today or yesterday').toBeDefined();
    if (!alvo) return;
    const seller = start.sellers.find((s) => s.id_pessoa === alvo.id_pessoa);
    expect(seller).toBeDefined();
    if (!seller) return;

    await escolherUm(page, 'Lojas', seller.nome);
    await escolherUm(page, 'Status', alvo.status_pedido.descricao);
    const nfce = page.getByRole('combobox', { name: 'Números de NFC-e' });
    await nfce.click();
    await nfce.pressSequentially(`x${alvo.nfce.numero}`);
    await nfce.press('Enter');

    const filtrado = await consultar(context, {
      id_pessoa: [seller.id_pessoa],
      status_pedido: [alvo.status_pedido.id],
      numero_nfce: [alvo.nfce.numero],
    });
    expect(filtrado.PAG.total).toBeGreaterThanOrEqual(1);
    expect(filtrado.PAG.total).toBeLessThan(padrao.PAG.total);
    const quantidade = filtrado.RES.dashboard.quantidade_pedidos.toLocaleString('pt-BR');
    await expect.poll(() => quantidadeNoResumo(page), ESPERA).toMatch(new RegExp(`^\\D*${quantidade}\\D*$`));
    await page.getByRole('link', { name: String(alvo.id), exact: true }).first().waitFor({ state: 'visible', ...ESPERA });
    const linhas = page.locator('table tbody tr');
    await expect.poll(() => linhas.count(), ESPERA).toBe(filtrado.RES.pedidos.length);

    // The count may be the same without the NFC-e number (one order of that store and status): wait
    // for the address to carry the number, or a reload could come before the form has written it.
    await expect.poll(() => decodeURIComponent(page.url()), ESPERA).toContain(`"numero_nfce":[${alvo.nfce.numero}]`);
    await page.reload();
    await expect.poll(() => quantidadeNoResumo(page), ESPERA).toMatch(new RegExp(`^\\D*${quantidade}\\D*$`));
    await expect.poll(() => linhas.count(), ESPERA).toBe(filtrado.RES.pedidos.length);
    // the form and the charts were left open: they come back open, with the chosen status
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).innerText(), ESPERA).toBe(alvo.status_pedido.descricao);
    await page.getByLabel('Gráfico: Por status').waitFor(ESPERA);
    await page.getByRole('button', { name: 'Ocultar filtros' }).click();
    const resumoFiltrado = await aplicados.innerText();
    expect(resumoFiltrado).toContain(`Lojas: ${seller.nome}`);
    expect(resumoFiltrado).toContain(`Status: ${alvo.status_pedido.descricao}`);
    expect(resumoFiltrado).toContain(`Números de NFC-e: ${alvo.nfce.numero}`);

    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const download = await baixarExportacao(page, () => page.getByRole('dialog', { name: 'Exportar planilha' }).getByRole('button', { name: 'Exportar', exact: true }).click());
    const arquivo = await download.path();
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(arquivo);
    const folha = livro.worksheets[0];
    // header + one row per order + totals
    expect(folha.rowCount).toBe(filtrado.PAG.total + 2);
    const ids = [];
    for (let i = 2; i <= folha.rowCount - 1; i += 1) ids.push(folha.getRow(i).getCell(1).value);
    expect(ids).toContain(alvo.id);
    await context.close();
  });
});
