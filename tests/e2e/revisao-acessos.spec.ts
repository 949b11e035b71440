import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MENSAGENS_CAMPANHA } from '@retaguarda/contrato/api/campanhasRevisao';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { SELLERS_DEMO } from '../../server/db/seed/cadastros';
import { ESPERA, closeBrowser, launchBrowser, newContext, signInByApi } from './browser';

const NOME = 'Otávio Revisado';
const EMAIL = 'otavio.revisao.e2e@loja.com.br';
/** A store no other journey puts people in: its review holds only the user created here. */
const LOJA = SELLERS_DEMO[2];
const NOTA = 'Saiu da loja online em novembro';

const visivel = (page: Page, texto: string | RegExp) => () => page.getByText(texto).first().isVisible();

describe('access review campaign journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('open a review of a store → revoke with a note → conclude → the XLSX and PDF record → the matrix shows the revocation', async () => {
    const ctx = await newContext(browser);
    const a = await ctx.newPage();
    await signInByApi(ctx, 'admin@retaguarda.dev');
    // someone of the online store, created as the users register creates people (no password yet)
    const criado = await ctx.request.post('/v1/login_erp/create', {
      headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
      data: { nome: NOME, email: EMAIL, id_seller: LOJA.id, id_perfil: null, chaves_extras: ['vendas_gestao_de_pedidos'] },
    });
    expect(criado.status(), await criado.text()).toBe(200);

    // 1. open the review for that store
    await a.goto('/torre-controle/revisoes-gestao-acessos?aba=revisoes');
    await a.getByRole('button', { name: 'Abrir revisão' }).click(ESPERA);
    const abrir = a.getByRole('dialog', { name: 'Abrir revisão de acessos' });
    await abrir.getByRole('combobox', { name: 'Escopo' }).click();
    await a.getByRole('option', { name: LOJA.nome }).click();
    await abrir.getByRole('button', { name: 'Abrir revisão' }).click();
    await a.waitForURL(/\/torre-controle\/revisoes-gestao-acessos\/revisoes\/\d+$/, ESPERA);
    const tabela = a.getByRole('table', { name: 'Acessos em revisão' });
    await expect.poll(() => tabela.getByRole('row').count(), ESPERA).toBe(2);
    expect(await tabela.getByRole('row', { name: new RegExp(NOME) }).innerText()).toContain('Nunca entrou');

    // 2. revoke it: the note is asked for first
    await a.getByRole('button', { name: `Revogar acesso de ${NOME}` }).click();
    const revogar = a.getByRole('dialog', { name: `Revogar acesso de ${NOME}` });
    await revogar.getByRole('button', { name: 'Revogar acesso' }).click();
    await expect.poll(visivel(a, MENSAGENS_CAMPANHA.notaObrigatoria), ESPERA).toBe(true);
    await revogar.getByRole('textbox', { name: /Nota/ }).fill(NOTA);
    await revogar.getByRole('button', { name: 'Revogar acesso' }).click();
    await expect.poll(() => tabela.getByRole('row', { name: new RegExp(NOME) }).innerText(), ESPERA).toContain(NOTA);

    // 3. conclude
    await a.getByRole('button', { name: 'Concluir revisão' }).click();
    await a.getByRole('dialog', { name: /Concluir a revisão/ }).getByRole('button', { name: 'Concluir revisão' }).click();
    await a.getByRole('button', { name: 'Exportar XLSX' }).waitFor(ESPERA);

    // the review's page fits a phone: nothing wider than 390 px
    await a.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => a.evaluate(() => document.documentElement.scrollWidth), ESPERA).toBe(390);
    await a.setViewportSize({ width: 1366, height: 768 });

    // 4. the auditor's files
    const [xlsx] = await Promise.all([a.waitForEvent('download', ESPERA), a.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^revisao-acessos-\d+\.xlsx$/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(await xlsx.path());
    const acessos = livro.getWorksheet('Acessos');
    const linha = (acessos?.getRow(2).values as unknown[]).slice(1);
    expect([linha[0], linha[1], linha[2], linha[7], linha[8], linha[9]]).toEqual([NOME, EMAIL, LOJA.nome, 'Revogado', NOTA, 'admin@retaguarda.dev']);
    const [pdf] = await Promise.all([a.waitForEvent('download', ESPERA), a.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^revisao-acessos-\d+\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // 5. the matrix: the person is inactive now, and the revocation is among the latest changes
    await a.goto('/torre-controle/revisoes-gestao-acessos');
    const mudancas = a.getByRole('list', { name: 'Últimas mudanças de acesso' });
    await expect.poll(() => mudancas.innerText(), ESPERA).toContain(`Acesso revogado em revisão: ${EMAIL}`);
    expect(await mudancas.innerText()).toContain(`Usuário inativado: ${EMAIL}`);
    await ctx.close();
  });
});
