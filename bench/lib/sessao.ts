import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CREDENCIAIS, loginApi } from './servidores';

export type EstadoSessao = Awaited<ReturnType<BrowserContext['storageState']>>;

const CAMPO_EMAIL = 'input[type="email"], input[name="email"], input[name="username"], input[autocomplete="username"]';
const CAMPO_SENHA = 'input[type="password"]';

/**
 * Signs in the way a person does: the sign-in form at /auth/login, then waits to leave it.
 * Whatever the panel keeps (cookies, localStorage) ends up in the page's context.
 */
export async function entrarPeloFormulario(page: Page, url: string, timeout = 60_000): Promise<void> {
  await page.goto(`${url}/auth/login`, { waitUntil: 'domcontentloaded', timeout });
  const email = page.locator(CAMPO_EMAIL).first();
  await email.waitFor({ state: 'visible', timeout });
  await email.fill(CREDENCIAIS.email);
  const senha = page.locator(CAMPO_SENHA).first();
  await senha.fill(CREDENCIAIS.senha);
  await senha.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'), { timeout });
}

/**
 * A signed-in storage state (cookies and localStorage) to start measured contexts from: through
 * the form; if the panel has no form yet, the API's session cookie alone.
 */
export async function estadoAutenticado(browser: Browser, url: string, log: (m: string) => void = () => {}): Promise<EstadoSessao> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    try {
      await entrarPeloFormulario(page, url);
      // Let the panel finish what it does right after sign-in (start data, first screen).
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      return await context.storageState();
    } catch (erro) {
      log(`login pelo formulário falhou (${erro instanceof Error ? erro.message.split('\n')[0] : String(erro)}); usando o cookie da API`);
      const { cookie } = await loginApi(url);
      const host = new URL(url).hostname;
      await context.addCookies(
        cookie.split('; ').filter(Boolean).map((par) => {
          const i = par.indexOf('=');
          return { name: par.slice(0, i), value: par.slice(i + 1), domain: host, path: '/' };
        }),
      );
      return await context.storageState();
    }
  } finally {
    await context.close();
  }
}

/** The Cookie header value of a storage state, for tools that take headers (Lighthouse). */
export function cabecalhoCookie(estado: EstadoSessao): string {
  return estado.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
