import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { diaChaveSP, hojeBR } from '@retaguarda/contrato/br/dates';
import { periodoBR, resolverPeriodo } from '@retaguarda/contrato/relatorios/periodos';
import { openDatabase, type Banco } from '../../server/db';
import { avaliarRegra } from '../../server/modulos/alertas/avaliacao/avaliar';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { baixarExportacao, closeBrowser, launchBrowser, newContext, signInByApi, ESPERA } from './browser';

/**
 * A manager's round of the reports and dashboards at 1366×768: the operations overview's figures
 * and a task followed to the filtered order list; the alerts inbox, one alert acknowledged and one
 * snoozed, the bell counting down; the sales report regrouped, exported as a sheet, saved under a
 * name and pinned to a new dashboard of their own, which then shows it. One page load, then the
 * panel's own links, as a person moves through it.
 */

const HORA = 60 * 60 * 1000;
const CONSULTA = 'Vendas por loja, 90 dias';
const PAINEL = 'Manhã do gerente';
const AGUARDANDO = STATUS.aguardandoPagamento.descricao;

const digitos = (texto: string): number => Number(texto.replace(/\D/g, ''));

/** This worker's server's database (tests/e2e/globalSetup.ts). */
function bancoDoServidor(): string {
  const posto = inject('postos')[Number(process.env.VITEST_POOL_ID) - 1];
  if (!posto) throw new Error(`Nenhum servidor para o worker ${process.env.VITEST_POOL_ID}`);
  return posto.banco;
}

/**
 * The bell's count of open alerts nobody acknowledged, read from its name as a screen reader says
 * it. The top bar slides away while the page is scrolled down: back at the top, as a person looks.
 */
async function contagemDoSino(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const nome = (await page.getByRole('link', { name: /^Alertas: / }).getAttribute('aria-label')) ?? '';
  const m = /^Alertas: (\d+) não reconhecidos?/.exec(nome);
  return m ? Number(m[1]) : nome === 'Alertas: nenhum alerta novo' ? 0 : Number.NaN;
}

/** A table's body rows as the texts of the named columns. */
async function linhasDaTabela(tabela: Locator, colunas: readonly string[]): Promise<string[][]> {
  const cabecalho = (await tabela.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const indices = colunas.map((c) => cabecalho.indexOf(c));
  if (indices.some((i) => i < 0)) throw new Error(`Colunas ${colunas.join(', ')} fora de ${cabecalho.join(' | ')}`);
  const linhas = await tabela.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => (td.textContent ?? '').trim())));
  return linhas.filter((l) => l[0] !== 'Total').map((l) => indices.map((i) => (l[i] ?? '').replace(/\s+/g, ' ')));
}

describe('reports and dashboards: a manager at 1366×768', () => {
  let browser: Browser;
  let banco: Banco;
  /** Two e-commerce orders awaiting payment for 50 h, each stuck past the rule's 48 h. */
  const parados: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    banco = openDatabase(bancoDoServidor());
    const em = new Date(Date.now() - 50 * HORA);
    for (let i = 0; i < 2; i++) {
      parados.push(
        await registrarPedido(banco.kysely, {
          id_seller: 1,
          id_cliente: 1,
          canal: 'ecommerce',
          tipo_entrega: 'entrega',
          id_status: STATUS.aguardandoPagamento.id,
          id_forma_pagto: 1,
          data_pedido: em,
          itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 4990 }],
          valor_desconto: 0,
          valor_frete: 0,
        }),
      );
    }
    // what the minute's job does on a running server (the journeys' servers run no jobs)
    await avaliarRegra(banco.kysely, 'pedido_parado', Date.now());
  });

  afterAll(async () => {
    await closeBrowser(browser);
    // the worker's next journeys find the inbox as the demo leaves it: empty
    if (banco) {
      await banco.kysely.deleteFrom('alertas_historico').execute();
      await banco.kysely.deleteFrom('alertas').execute();
      await banco.close();
    }
  });

  it('reads the overview, follows a task, acknowledges and snoozes alerts, and pins a saved sales report to a new dashboard after exporting it', async () => {
    const context = await newContext(browser, { width: 1366, height: 768 });
    const page = await context.newPage();
    await signInByApi(context, 'admin@retaguarda.dev');

    // — the operations overview: today's four figures, and the orders awaiting someone
    await page.goto('/dashboard/visao-geral-operacoes');
    await page.getByRole('heading', { level: 1, name: 'Visão geral das operações' }).waitFor(ESPERA);
    const hoje = page.getByRole('region', { name: /^Hoje/ });
    for (const figura of ['Pedidos', 'Faturamento', 'Ticket médio', 'Itens por pedido']) {
      const cartao = hoje.getByRole('article', { name: figura, exact: true });
      await cartao.getByText(/^Ontem até \d\d:\d\d/).first().waitFor(ESPERA);
      expect(await cartao.locator('p').first().innerText(), figura).toMatch(/\d/);
    }
    expect(await hoje.getByRole('article', { name: 'Faturamento', exact: true }).locator('p').first().innerText()).toMatch(/^R\$\s/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const tarefas = page.getByRole('region', { name: 'Pedidos aguardando ação' });
    const tarefa = tarefas.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pagamentos não concluídos' }) });
    const verPedidos = tarefa.getByRole('link', { name: /^Ver \d+ pedidos?$/ });
    await verPedidos.waitFor(ESPERA);
    const pendentes = digitos(await tarefa.locator('p').first().innerText());
    // at least the two this journey placed
    expect(pendentes).toBeGreaterThanOrEqual(2);
    expect(await verPedidos.innerText()).toBe(`Ver ${pendentes} pedidos`);

    // — the task's link: the order list filtered to exactly those orders
    await verPedidos.click();
    await page.waitForURL(/\/vendas\/gestao-pedidos\?filter=/, ESPERA);
    const filtro = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    expect(filtro).toMatchObject({ status_pedido: [STATUS.aguardandoPagamento.id] });
    expect(filtro.data_to_pedido).not.toBe(hojeBR());
    const quantidade = page.getByRole('region', { name: 'Quantidade de pedidos' });
    await expect.poll(async () => digitos(await quantidade.innerText().catch(() => '')), ESPERA).toBe(pendentes);
    const aplicados = page.getByRole('list', { name: 'Filtros aplicados' });
    expect(await aplicados.innerText()).toContain(`Status: ${AGUARDANDO}`);
    expect(await aplicados.innerText()).toContain(`Data do pedido: ${String(filtro.data_from_pedido)} a ${String(filtro.data_to_pedido)}`);
    const linhas = page.locator('table tbody tr');
    await linhas.first().waitFor(ESPERA);
    const statusDasLinhas = await linhas.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(statusDasLinhas.length).toBeGreaterThan(0);
    expect(statusDasLinhas.length).toBeLessThanOrEqual(pendentes);
    expect(statusDasLinhas.filter((t) => !t.includes(AGUARDANDO))).toEqual([]);

    // — the bell: the open alerts nobody acknowledged, among them the two stuck orders
    const naoReconhecidos = await banco.kysely.selectFrom('alertas').select((eb) => eb.fn.countAll<number>().as('n')).where('id_grupo', '=', 1).where('estado', '=', 'aberto').executeTakeFirstOrThrow();
    const abertos = Number(naoReconhecidos.n);
    expect(abertos).toBeGreaterThanOrEqual(2);
    await expect.poll(() => contagemDoSino(page), ESPERA).toBe(abertos);
    await page.getByRole('link', { name: /^Alertas: / }).click();
    await page.waitForURL('**/dashboard/alertas-notificacoes-criticas', ESPERA);
    await page.getByRole('heading', { level: 1, name: 'Alertas e notificações críticas' }).waitFor(ESPERA);

    const [primeiro, segundo] = parados.map((id) => `Pedido nº ${id} parado em ${AGUARDANDO}`);
    const cartaoA = page.getByRole('listitem', { name: primeiro });
    const cartaoB = page.getByRole('listitem', { name: segundo });
    await cartaoA.waitFor(ESPERA);
    expect(await cartaoA.getByText('Aberto', { exact: true }).isVisible()).toBe(true);
    expect(await cartaoA.getByRole('link', { name: `Abrir pedido nº ${parados[0]}` }).getAttribute('href')).toBe(`/vendas/gestao-pedidos/${parados[0]}`);

    await cartaoA.getByRole('button', { name: `Reconhecer ${primeiro}` }).click();
    await cartaoA.getByText('Reconhecido', { exact: true }).waitFor(ESPERA);
    expect(await cartaoA.getByRole('button', { name: `Reconhecer ${primeiro}` }).count()).toBe(0);
    await expect.poll(() => contagemDoSino(page), ESPERA).toBe(abertos - 1);

    await cartaoB.getByRole('button', { name: `Adiar ${segundo}` }).click();
    await page.getByRole('menuitem', { name: '1 hora' }).click();
    await cartaoB.getByText('Adiado', { exact: true }).waitFor(ESPERA);
    expect(await cartaoB.innerText()).toMatch(/Adiado até \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect.poll(() => contagemDoSino(page), ESPERA).toBe(abertos - 2);

    // — the sales report, through the menu: by store over the last 90 days
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const vendas = menu.getByRole('button', { name: 'Vendas', exact: true });
    if ((await vendas.getAttribute('aria-expanded')) !== 'true') await vendas.click();
    await menu.getByRole('link', { name: 'Relatórios de vendas' }).click();
    await page.waitForURL('**/vendas/relatorios-vendas', ESPERA);
    const tabela = page.getByRole('table', { name: 'Vendas', exact: true });
    await tabela.waitFor(ESPERA);

    const filtros = page.getByRole('search', { name: 'Filtros do relatório' });
    await filtros.getByRole('combobox', { name: 'Agrupar por' }).click();
    await page.getByRole('option', { name: 'Loja', exact: true }).click();
    await filtros.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 90 dias' }).click();
    await page.waitForURL((url) => url.searchParams.get('por') === 'loja' && url.searchParams.get('periodo') === 'ultimos_90', ESPERA);
    const noventa = periodoBR(resolverPeriodo('ultimos_90', Date.now()));
    await page.getByText(`Período: ${noventa.de} a ${noventa.ate}`, { exact: true }).waitFor(ESPERA);
    await tabela.getByRole('columnheader', { name: 'Loja', exact: true }).waitFor(ESPERA);
    const porLoja = await linhasDaTabela(tabela, ['Loja', 'Pedidos', 'Faturamento']);
    expect(porLoja.map(([loja]) => loja)).toContain('Loja Centro');
    expect(porLoja.every(([, pedidos, valor]) => /^\d[\d.]*$/.test(pedidos ?? '') && /^R\$\s/.test(valor ?? ''))).toBe(true);

    // — the sheet of what is on screen
    const download = await baixarExportacao(page, () => page.getByRole('button', { name: 'Exportar XLSX' }).click());
    expect(download.suggestedFilename()).toBe(`vendas-resumo-${diaChaveSP(Date.now())}.xlsx`);
    const arquivo = await download.path();
    // an .xlsx is a zip: PK\x03\x04
    expect([...(await readFile(arquivo)).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(arquivo);
    const celulas = livro.worksheets.flatMap((folha) => folha.getSheetValues().flatMap((linha) => (Array.isArray(linha) ? linha.map(String) : [])));
    for (const [loja] of porLoja) expect(celulas, loja).toContain(loja);

    // — saved under a name
    await filtros.getByRole('button', { name: 'Salvar consulta' }).click();
    const salvar = page.getByRole('dialog', { name: 'Salvar consulta' });
    await salvar.getByRole('textbox', { name: 'Nome da consulta' }).fill(CONSULTA);
    await salvar.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Consulta salva: ${CONSULTA}`).waitFor(ESPERA);
    await filtros.getByRole('button', { name: /^Consultas salvas \(\d+\)$/ }).click();

    // — pinned to a new dashboard as bars of orders by store
    await page.getByRole('button', { name: `Fixar ${CONSULTA} em um painel` }).click();
    const fixar = page.getByRole('dialog', { name: `Fixar “${CONSULTA}” em um painel` });
    const painel = fixar.getByRole('combobox', { name: /^Painel / });
    await painel.waitFor(ESPERA);
    // with no dashboard of theirs yet the dialog offers a new one; otherwise it is chosen here
    if ((await painel.innerText()) !== 'Novo painel…') {
      await painel.click();
      await page.getByRole('option', { name: 'Novo painel…' }).click();
    }
    await fixar.getByRole('textbox', { name: 'Nome do novo painel' }).fill(PAINEL);
    await fixar.getByRole('combobox', { name: 'Tipo do widget' }).click();
    await page.getByRole('option', { name: 'Barras', exact: true }).click();
    expect(await fixar.getByRole('combobox', { name: /^Colunas / }).innerText()).toBe('Pedidos');
    await fixar.getByRole('button', { name: 'Fixar', exact: true }).click();
    await fixar.getByRole('link', { name: 'Abrir o painel' }).click();

    // — the dashboard shows the view, drawn from the report with the saved grouping and period
    await page.waitForURL(/\/dashboard\/visao-geral-operacoes\/paineis\/\d+$/, ESPERA);
    await page.getByRole('heading', { level: 1, name: PAINEL }).waitFor(ESPERA);
    const widget = page.getByRole('region', { name: CONSULTA });
    // one bar a store (MUI X Charts' class for a bar)
    await expect.poll(() => widget.locator('.MuiBarElement-root').count(), ESPERA).toBe(porLoja.length);
    await page.screenshot({ path: 'test-results/relatorios-paineis-1366.png', fullPage: true });
    // the chart's data, a click away: the saved view's stores and orders, as the report gave them
    await widget.getByRole('button', { name: 'Ver dados em tabela' }).click();
    const dados = widget.getByRole('table', { name: `Dados de ${CONSULTA}` });
    await dados.waitFor(ESPERA);
    expect(await widget.getByRole('alert').count()).toBe(0);
    expect(await linhasDaTabela(dados, ['Loja', 'Pedidos'])).toEqual(porLoja.map(([loja, pedidos]) => [loja, pedidos]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
