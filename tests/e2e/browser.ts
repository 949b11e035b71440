import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ROTAS_INICIO, ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { STORAGE_KEYS } from '../../src/session/chaves';
import type { Posto } from './globalSetup';

/**
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), never a downloaded build, started
 * through ./chromium-sem-prioridade.sh: as root it would raise itself above every other part of the
 * run, and the script starts it without that right where it can (it says why). The flags below
 * keep it off the closed network.
 */
const CHROMIUM = fileURLToPath(new URL('./chromium-sem-prioridade.sh', import.meta.url));

const NAVEGADOR = Symbol.for('retaguarda.e2e.navegador');
const doProcesso = globalThis as { [NAVEGADOR]?: Promise<Browser> };

/**
 * The worker's Chromium. A worker runs its files one after the other in one process
 * (vitest.config.ts), and each file launched and closed a Chromium of its own: about a second of
 * a loaded machine per file, its CPU shared with the other workers. The files of a worker now
 * share one browser, each in browser contexts of its own, all closed by closeBrowser at the
 * file's end: cookies, storage, cache and permissions live in a context, so the next file's pages
 * start as in a new browser. Launched again if it was closed or crashed; Playwright closes it
 * when the worker ends.
 */
export async function launchBrowser(): Promise<Browser> {
  const atual = doProcesso[NAVEGADOR] ? await doProcesso[NAVEGADOR].catch(() => undefined) : undefined;
  if (atual?.isConnected()) return atual;
  doProcesso[NAVEGADOR] = chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  return doProcesso[NAVEGADOR];
}

/** A file's end: every context it opened (and their pages) closed; the browser stays for the worker's next file. */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((contexto) => contexto.close()));
}

/**
 * This worker's server (tests/e2e/globalSetup.ts starts one per worker): Vitest numbers its
 * workers 1 to maxWorkers, and a worker runs one file at a time.
 */
function posto(): Posto {
  const id = Number(process.env.VITEST_POOL_ID);
  const postos = inject('postos');
  const meu = postos[id - 1];
  if (!meu) throw new Error(`Nenhum servidor para o worker ${process.env.VITEST_POOL_ID} (há ${postos.length}): o globalSetup inicia um por worker.`);
  return meu;
}

export const baseURL = (): string => posto().baseURL;
/** Where this worker's server writes account e-mails (.eml). */
export const outboxDir = (): string => posto().outboxDir;

/**
 * How long a journey waits for something to happen (a page, a response, a download). A wait is
 * for an event, never a measure of speed: this limit only ends a journey that hangs, so it sits
 * far above any healthy wait on a loaded 2-core machine. Every spec uses it; none sets its own.
 */
export const ESPERA = { timeout: 90_000 };

export async function newContext(browser: Browser, options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  const contexto = await browser.newContext({
    baseURL: baseURL(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
  });
  contexto.setDefaultTimeout(ESPERA.timeout);
  return contexto;
}

export const DEMO_SENHA = 'retaguarda';

/*
 * Two ways in. signIn is the user's: the login page, its form and the panel's home, two full
 * loads when the journey then opens another screen (each a large share of a journey's CPU). A
 * journey about signing in, the login page, the redirect after it, the account pages, sessions or
 * the login page's CSP, or one whose only page is the home it lands on, keeps it.
 * signInByApi is for a journey that only needs to be signed in and goes to its screen next: the
 * session comes from the API and the screen is the first page loaded.
 */

/** Signs in through the login page and waits for the admin home. */
export async function signIn(page: Page, email: string, senha = DEMO_SENHA): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * Signs the context in as the login page does, without loading it: the same sign-in call (its
 * cookies land in the context's jar, which context.request shares) and the same start data, and
 * in localStorage what the page keeps of them (src/authProvider/sessao.ts), so the next page.goto
 * opens the panel as it is after the form. A session of the context's own: refresh tokens rotate,
 * and two contexts on one session would end each other's. Opens no page; call it before the
 * context's first goto (it resets the context's storage).
 */
export async function signInByApi(contexto: BrowserContext, email: string, senha = DEMO_SENHA): Promise<void> {
  const entrada = await contexto.request.post(ROTAS_SESSAO.logar.caminho, {
    headers: { Accept: 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
    data: { email, senha },
  });
  if (!entrada.ok()) throw new Error(`A entrada de ${email} pela API falhou (${entrada.status()}): ${await entrada.text()}`);
  const { usuario } = ROTAS_SESSAO.logar.resposta.parse(await entrada.json()).RES;
  const inicio = await contexto.request.get(ROTAS_INICIO.dadosStart.caminho, { headers: { Accept: 'application/json' } });
  if (!inicio.ok()) throw new Error(`Os dados iniciais de ${email} falharam (${inicio.status()}): ${await inicio.text()}`);
  const metadata = ROTAS_INICIO.dadosStart.resposta.parse(await inicio.json()).RES;
  const { cookies } = await contexto.storageState();
  await contexto.setStorageState({
    cookies,
    origins: [
      {
        origin: new URL(baseURL()).origin,
        localStorage: [
          { name: STORAGE_KEYS.usuario, value: JSON.stringify(usuario) },
          { name: STORAGE_KEYS.metadata, value: JSON.stringify(metadata) },
        ],
      },
    ],
  });
}

/**
 * Until no finite CSS transition or animation runs (a page fading in, a tooltip leaving, a block
 * growing): what a journey then measures is what stays on screen. Spinners loop forever and are left out.
 */
export async function semAnimacoes(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    ESPERA,
  );
}

/**
 * The file that `exportar` makes the page download. An export the server refused or broke off
 * shows its error toast instead of a file: the journey then fails at once with that toast's text,
 * where waiting for the download would fail only after ESPERA and without a reason.
 */
export async function baixarExportacao(page: Page, exportar: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download', ESPERA);
  // whichever of the two does not happen ends in a rejection nobody awaits
  download.catch(() => undefined);
  const toast = page.getByText(/^Não foi possível exportar/).first();
  const falha = toast.waitFor(ESPERA).then(
    () => toast.innerText(),
    () => null,
  );
  await exportar();
  const primeiro = await Promise.race([download, falha]);
  if (typeof primeiro === 'string') throw new Error(`A exportação falhou na tela: ${primeiro}`);
  return primeiro ?? download;
}
