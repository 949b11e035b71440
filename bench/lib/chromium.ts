import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, with everything that could reach the network on its own turned
 * off: the machine has no internet and nothing in the bench may download a browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--no-default-browser-check',
  '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
  // Anything that still tries to leave the machine fails at once instead of hanging on DNS or
  // TCP timeouts: every request goes to a dead local proxy, except loopback (Chromium bypasses
  // the proxy for 127.0.0.1 and localhost by default).
  '--proxy-server=http://127.0.0.1:9',
];

export function abrirChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 });
}

/** A page whose HTTP cache is off (a fresh context has an empty cache anyway; this also stops revalidation reuse). */
export async function paginaSemCache(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/** Rejects after `ms`: every wait in the bench is bounded. */
export async function comLimite<T>(p: Promise<T>, ms: number, oque: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`${oque}: mais de ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([p, limite]);
  } finally {
    clearTimeout(timer);
  }
}
