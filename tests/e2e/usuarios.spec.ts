import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { lerOutbox } from '../../server/mail';
import { SELLERS_DEMO } from '../../server/db/seed/cadastros';
import { ESPERA, closeBrowser, launchBrowser, newContext, outboxDir, signIn, signInByApi } from './browser';

const NOME = 'Renata Jornada';
const EMAIL = 'renata.jornada.e2e@loja.com.br';
const SENHA = 'Balcao-da-Renata-2026!';

/** The newest link to `pagina` in a message to EMAIL. */
async function linkDoOutbox(pagina: string): Promise<string> {
  let link = '';
  const padrao = new RegExp(`https?://\\S+${pagina}\\?token=[\\w-]+`);
  await expect
    .poll(async () => {
      const msg = (await lerOutbox(outboxDir())).filter((m) => m.para.includes(EMAIL) && padrao.test(m.texto)).at(-1);
      link = padrao.exec(msg?.texto ?? '')?.[0] ?? '';
      return link;
    }, ESPERA)
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const visivel = (page: Page, texto: string | RegExp) => () => page.getByText(texto).first().isVisible();

/** The menu's top entries (Início and the areas), as the user sees them. */
async function entradasDoMenu(page: Page): Promise<string[]> {
  const itens = page.getByRole('navigation', { name: 'Menu principal' }).locator(':scope > ul > li');
  return (await itens.allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '');
}

describe('users register journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('request → confirm → approve as Vendedor → set password → sees only Início and Vendas → inactivated → back to sign-in → in the review', async () => {
    // 1. a person asks for access to the Loja Centro and confirms the e-mail from the outbox
    const pessoa = await newContext(browser);
    const p = await pessoa.newPage();
    await p.goto('/auth/register');
    await p.getByLabel('Nome completo').fill(NOME);
    await p.getByLabel('E-mail').fill(EMAIL);
    await p.getByLabel('Telefone').fill('11987654321');
    await p.getByLabel('CNPJ da loja').fill(SELLERS_DEMO[0].cnpj);
    await p.getByRole('button', { name: 'Solicitar acesso' }).click();
    await expect.poll(visivel(p, 'Confirme seu e-mail'), ESPERA).toBe(true);
    await p.goto(await linkDoOutbox('/auth/confirmar-email'));
    await expect.poll(visivel(p, 'E-mail confirmado'), ESPERA).toBe(true);

    // 2. the admin approves it with the profile Vendedor
    const adminCtx = await newContext(browser);
    const a = await adminCtx.newPage();
    await signInByApi(adminCtx, 'admin@retaguarda.dev');
    await a.goto('/cadastros/usuarios?aba=pedidos');
    await a.getByRole('button', { name: `Aprovar ${NOME}` }).click(ESPERA);
    const dialogo = a.getByRole('dialog', { name: `Aprovar acesso de ${NOME}` });
    await dialogo.getByRole('combobox', { name: /Perfil/ }).click();
    await a.getByRole('option', { name: 'Vendedor' }).click();
    await dialogo.getByRole('button', { name: 'Aprovar' }).click();
    await expect.poll(visivel(a, 'Nenhum pedido de acesso aguardando análise.'), ESPERA).toBe(true);

    // 3. the new user sets a password from the e-mailed link, signs in and sees only Início and Vendas
    await p.goto(await linkDoOutbox('/auth/reset-password'));
    await p.getByLabel('Senha', { exact: true }).fill(SENHA);
    await p.getByLabel('Confirme a senha', { exact: true }).fill(SENHA);
    await p.getByRole('button', { name: 'Definir senha' }).click();
    await p.waitForURL(/\/auth\/login/, ESPERA);
    await signIn(p, EMAIL, SENHA);
    await expect.poll(() => entradasDoMenu(p), ESPERA).toEqual(['Início', 'Vendas']);

    // 4. the admin inactivates them; their open panel falls back to sign-in on the next action
    await a.goto('/cadastros/usuarios');
    await a.getByRole('button', { name: `Inativar ${NOME}` }).click(ESPERA);
    await expect.poll(visivel(a, /as sessões abertas foram encerradas/), ESPERA).toBe(true);
    const menu = p.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Vendas' }).click();
    await menu.getByRole('link', { name: 'Gestão de pedidos' }).click();
    await p.waitForURL(/\/auth\/login/, ESPERA);

    // 5. the access review shows the event
    await a.goto('/torre-controle/revisoes-gestao-acessos');
    const mudancas = a.getByRole('list', { name: 'Últimas mudanças de acesso' });
    await expect.poll(() => mudancas.innerText(), ESPERA).toContain(`Usuário inativado: ${EMAIL}`);
    expect(await mudancas.innerText()).toContain(`Acesso aprovado: ${EMAIL}`);
    await pessoa.close();
    await adminCtx.close();
  });
});
