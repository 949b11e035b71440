import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { lerOutbox } from '../../server/mail';
import { DEMO_SENHA, closeBrowser, launchBrowser, newContext, outboxDir, signIn, ESPERA } from './browser';

// financeiro@, not vendas@ or admin@: the other journeys sign in with the demo password.
const EMAIL = 'financeiro@retaguarda.dev';
const NOVA_SENHA = 'Fechamento-de-Caixa-2026!';
const ASSUNTO = 'Redefinição de senha do Retaguarda';

/** The reset link of the newest message to EMAIL, once more than `antes` of them are in the outbox. */
async function linkDoOutbox(antes: number): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mensagens = (await lerOutbox(outboxDir())).filter((m) => m.para.includes(EMAIL) && m.assunto === ASSUNTO);
      const achado = mensagens.length > antes ? /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mensagens.at(-1)?.texto ?? '') : null;
      link = achado?.[0] ?? '';
      return link;
    }, ESPERA)
    .not.toBe('');
  return link;
}

async function mensagensAntes(): Promise<number> {
  const todas = await lerOutbox(outboxDir());
  return todas.filter((m) => m.para.includes(EMAIL) && m.assunto === ASSUNTO).length;
}

const visivel = (page: Page, texto: string) => () => page.getByText(texto, { exact: true }).first().isVisible();

describe('forgotten password journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('asks for a link, resets with it, signs in with the new password, and the old one fails', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const antes = await mensagensAntes();

    await page.goto('/auth/forgot-password');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect.poll(visivel(page, 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.'), ESPERA).toBe(true);

    // Opened on the server's own origin; keep only the path and the token.
    const link = new URL(await linkDoOutbox(antes));
    await page.goto(`${link.pathname}${link.search}`);
    const nova = page.getByLabel('Nova senha', { exact: true });
    await nova.waitFor(ESPERA);
    expect(new URL(page.url()).search).toBe('');
    await nova.fill(NOVA_SENHA);
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(NOVA_SENHA);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();

    await page.waitForURL(/\/auth\/login/, ESPERA);
    await expect.poll(visivel(page, 'Senha redefinida. Entre com a nova senha.'), ESPERA).toBe(true);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(EMAIL);

    await signIn(page, EMAIL, NOVA_SENHA);
    await page.getByRole('button', { name: 'Menu do usuário' }).click(ESPERA);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login/, ESPERA);

    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_SENHA);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(visivel(page, 'E-mail ou senha inválidos'), ESPERA).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    // The link worked once: opened again, it is refused with a way to ask for another.
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(visivel(page, 'Link inválido ou expirado'), ESPERA).toBe(true);
    expect(await page.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/auth/forgot-password');
    await context.close();
  });
});

describe('request access journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('asks for no password, e-mails a confirmation link, and the link confirms the e-mail', async () => {
    const email = 'nova.pessoa.e2e@loja.com.br';
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/auth/register');
    await page.getByLabel('Nome completo').fill('Nova Pessoa');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('CNPJ da loja').fill('12ABC34501DE35');
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Solicitar acesso' }).click();
    await expect.poll(visivel(page, 'Confirme seu e-mail'), ESPERA).toBe(true);

    let link = '';
    await expect
      .poll(async () => {
        const msg = (await lerOutbox(outboxDir())).filter((m) => m.para.includes(email)).at(-1);
        link = /https?:\/\/\S+\/auth\/confirmar-email\?token=[\w-]+/.exec(msg?.texto ?? '')?.[0] ?? '';
        return link;
      }, ESPERA)
      .not.toBe('');
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect.poll(visivel(page, 'E-mail confirmado'), ESPERA).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
