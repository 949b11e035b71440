import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ListaPedidosResposta, type FiltroPedidos, type Pedido } from '@retaguarda/contrato/api';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { closeBrowser, ESPERA, launchBrowser, newContext, signInByApi } from './browser';

const DIA = 24 * 60 * 60_000;
const diaBR = (diasAtras: number) => hojeBR(new Date(Date.now() - diasAtras * DIA));

/** Asks the real API, with the browser's own session, what a filter finds. */
async function consultar(context: BrowserContext, filtro: Partial<FiltroPedidos>) {
  const res = await context.request.put('/v2/vendas/lista-pedidos', { headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION }, data: { page: 1, limit: 100, ...filtro } });
  expect(res.status()).toBe(200);
  return ListaPedidosResposta.parse(await res.json());
}

/** Every body the page sends to the order list, in order. */
function corposDaLista(page: Page): Record<string, unknown>[] {
  const corpos: Record<string, unknown>[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'PUT' && new URL(req.url()).pathname === '/v2/vendas/lista-pedidos') corpos.push(req.postDataJSON() as Record<string, unknown>);
  });
  return corpos;
}

const numerosNaTela = (page: Page) => page.locator('table tbody tr td a').evaluateAll((as) => as.map((a) => a.textContent ?? ''));
const filtrosAplicados = (page: Page) => page.getByRole('list', { name: 'Filtros aplicados' }).innerText();

async function buscar(page: Page, texto: string): Promise<void> {
  // the whole text in one input: the box applies it once typing pauses
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(texto);
}

describe('searching an order by client beyond the default two days, at 1366x768', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it("finds an old order by its number over the whole history, and a client's old orders by name through 'Buscar em todo o período'", async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    // a client whose orders are all from long ago: none in the last 20 days
    const antigos = (await consultar(context, { data_from_pedido: diaBR(60), data_to_pedido: diaBR(30) })).RES.pedidos.filter((p): p is Pedido & { cliente: NonNullable<Pedido['cliente']> } => p.cliente !== null);
    let antigo: (typeof antigos)[number] | undefined;
    for (const p of antigos) {
      if ((await consultar(context, { busca: p.cliente.nome, data_from_pedido: diaBR(20), data_to_pedido: hojeBR() })).PAG.total === 0) {
        antigo = p;
        break;
      }
    }
    expect(antigo).toBeDefined();
    if (!antigo) return;
    const corpos = corposDaLista(page);
    await page.goto('/vendas/gestao-pedidos');
    await page.getByRole('region', { name: 'Quantidade de pedidos' }).waitFor(ESPERA);

    // the order's number, with the default two days still in the filter
    await buscar(page, String(antigo.id));
    await expect.poll(() => numerosNaTela(page), ESPERA).toEqual([String(antigo.id)]);
    expect(corpos.at(-1)).toMatchObject({ busca: String(antigo.id) });
    expect(corpos.at(-1)).not.toHaveProperty('data_from_pedido');
    expect(await filtrosAplicados(page)).toContain('Data do pedido: Todo o período (busca por identificador)');

    // the client's name: nothing in the two days, and the empty state offers the whole history
    await buscar(page, antigo.cliente.nome);
    const vazio = page.getByRole('status').filter({ hasText: `Nenhum pedido para a busca “${antigo.cliente.nome}” de ${ontemBR()} a ${hojeBR()}` });
    await vazio.waitFor(ESPERA);
    expect(await filtrosAplicados(page)).toContain(`Data do pedido: ${ontemBR()} a ${hojeBR()}`);
    await vazio.getByRole('button', { name: 'Buscar em todo o período' }).click();
    await expect.poll(() => numerosNaTela(page), ESPERA).toContain(String(antigo.id));
    expect(await filtrosAplicados(page)).toContain('Data do pedido: Todo o período');
    expect(corpos.at(-1)).toMatchObject({ busca: antigo.cliente.nome });
    expect(corpos.at(-1)).not.toHaveProperty('data_from_pedido');
    await context.close();
  });

  it('a name search that finds fewer orders in the period than in the whole history says how many more there are, and shows them on request', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');
    const periodo = { data_from_pedido: ontemBR(), data_to_pedido: hojeBR() };
    // a client with an order in the default two days and more before them
    let escolhido: { nome: string; noPeriodo: number; noHistorico: number } | undefined;
    for (const p of (await consultar(context, periodo)).RES.pedidos) {
      if (!p.cliente) continue;
      const noPeriodo = (await consultar(context, { ...periodo, busca: p.cliente.nome, limit: 1 })).PAG.total;
      const noHistorico = (await consultar(context, { busca: p.cliente.nome, limit: 1 })).PAG.total;
      if (noHistorico > noPeriodo && noHistorico <= 10) {
        escolhido = { nome: p.cliente.nome, noPeriodo, noHistorico };
        break;
      }
    }
    expect(escolhido).toBeDefined();
    if (!escolhido) return;
    await page.goto('/vendas/gestao-pedidos');
    await page.getByRole('region', { name: 'Quantidade de pedidos' }).waitFor(ESPERA);
    await buscar(page, escolhido.nome);
    const pedidos = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);
    const aviso = page.getByRole('status').filter({ hasText: `${pedidos(escolhido.noHistorico)} para “${escolhido.nome}” em todo o período; ${escolhido.noPeriodo} no período filtrado.` });
    await aviso.waitFor(ESPERA);
    await expect.poll(async () => (await numerosNaTela(page)).length, ESPERA).toBe(escolhido.noPeriodo);
    await aviso.getByRole('button', { name: 'Buscar em todo o período' }).click();
    await expect.poll(async () => (await numerosNaTela(page)).length, ESPERA).toBe(escolhido.noHistorico);
    await aviso.waitFor({ state: 'detached', ...ESPERA });
    await context.close();
  });
});
