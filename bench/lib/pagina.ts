import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { comLimite, paginaSemCache } from './chromium';
import type { EstadoSessao } from './sessao';

/**
 * Data rows of a react-admin list: DataTable's (or the older Datagrid's) body rows. The loading
 * skeleton's rows sit in a plain tbody without these classes, so they do not count.
 */
export const SELETOR_LINHAS = '.RaDataTable-tbody > tr, .RaDatagrid-tbody > tr';

declare global {
  interface Window {
    __benchMarca?: { detectado: number | null; pintado: number | null; linhas: number };
  }
}

/**
 * In-page marker, installed before any script of the page runs: watches the DOM and records
 * (performance.now(), i.e. ms since navigation start) when `seletor` first matches at least
 * `minimo` elements, and the start of the frame after that (double requestAnimationFrame), i.e.
 * when those elements have been painted. Kept as source text: tsx's name-keeping helper
 * (`__name`) does not exist in the page.
 */
function marcador(seletor: string, minimo: number): string {
  return `(() => {
    const marca = { detectado: null, pintado: null, linhas: 0 };
    window.__benchMarca = marca;
    const seletor = ${JSON.stringify(seletor)};
    const minimo = ${JSON.stringify(minimo)};
    let obs = null;
    const verificar = () => {
      if (marca.detectado !== null) return;
      const n = document.querySelectorAll(seletor).length;
      if (n < minimo) return;
      // the panel starts the screen under the splash (inert): painted for the user once it lifts
      if (document.querySelector('[inert]')) return;
      marca.detectado = performance.now();
      marca.linhas = n;
      obs.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { marca.pintado = performance.now(); }));
    };
    obs = new MutationObserver(verificar);
    obs.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
  })();`;
}

/** On a page, or on a context (then on every page and navigation of it). */
export async function instalarMarcador(alvo: Page | BrowserContext, seletor: string, minimo = 1): Promise<void> {
  await alvo.addInitScript({ content: marcador(seletor, minimo) });
}

/** Waits (bounded) for the marker to have painted; returns its times. */
export async function lerMarcador(page: Page, timeout: number): Promise<{ detectado: number; pintado: number; linhas: number }> {
  await page.waitForFunction(() => window.__benchMarca?.pintado != null, undefined, { timeout, polling: 50 });
  const m = await page.evaluate(() => window.__benchMarca);
  if (!m || m.detectado == null || m.pintado == null) throw new Error('marcador sem tempos');
  return { detectado: m.detectado, pintado: m.pintado, linhas: m.linhas };
}

/** First contentful paint (ms since navigation start), from a buffered PerformanceObserver. */
export function lerFcp(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((ok) => {
        const po = new PerformanceObserver((lista) => {
          const e = lista.getEntriesByName('first-contentful-paint')[0];
          if (e) {
            po.disconnect();
            ok(e.startTime);
          }
        });
        po.observe({ type: 'paint', buffered: true });
        setTimeout(() => ok(null), 5000);
      }),
  );
}

export interface MedidaPagina {
  /** JavaScript files fetched (unique URLs). */
  arquivosJs: number;
  /** Their uncompressed size. */
  jsBytes: number;
  /**
   * Their gzip size: zlib level 6 of each body, whatever the server sent. The bundle's target is set in gzip,
   * and the panel's server may send brotli (of another size): one measure for every page and the baseline.
   */
  jsGzip: number;
  /** Bytes on the wire for those responses (bodies as sent: brotli or gzip when the server compresses). */
  jsTransferidos: number;
  fcp: number | null;
  /** When the page's ready selector painted (ms since navigation start). */
  pronto: number;
  urlFinal: string;
  /** Each JavaScript file (path, raw and gzip bytes), largest first. */
  arquivos: { caminho: string; bytes: number; gzip: number }[];
  /** JavaScript responses whose body could not be read (not counted above). */
  semCorpo: number;
}

/** How long the network must stay idle (nothing in flight) before a page counts as loaded. */
const QUIETUDE_MS = 1500;

/**
 * Follows a page's requests; `quieta` resolves once nothing has been in flight for `ms` (after
 * at most `limite`). Playwright's own 'networkidle' fires once per navigation, possibly during
 * the splash, before the screen's lazy chunks are even requested.
 */
function vigiarRede(page: Page): { quieta(ms: number, limite: number): Promise<void> } {
  let emVoo = 0;
  let ultima = performance.now();
  const mudou = () => (ultima = performance.now());
  page.on('request', () => {
    emVoo++;
    mudou();
  });
  const fim = () => {
    emVoo = Math.max(0, emVoo - 1);
    mudou();
  };
  page.on('requestfinished', fim);
  page.on('requestfailed', fim);
  return {
    async quieta(ms, limite) {
      const inicio = performance.now();
      while (performance.now() - inicio < limite) {
        if (emVoo === 0 && performance.now() - ultima >= ms) return;
        await new Promise((ok) => setTimeout(ok, 100));
      }
    },
  };
}

const ehJs = (r: Response): boolean =>
  r.request().resourceType() === 'script' || /javascript|ecmascript/.test(r.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(r.url());

/**
 * Opens `url` in a fresh context (empty cache, cache disabled), optionally with a signed-in
 * storage state; waits until `pronto` has painted and the network is idle (lazy chunks included);
 * returns the JavaScript it loaded and its first contentful paint.
 */
export async function medirPagina(
  browser: Browser,
  opcoes: { url: string; pronto: string; estado?: EstadoSessao; timeout?: number; viewport?: { width: number; height: number } },
): Promise<MedidaPagina> {
  const timeout = opcoes.timeout ?? 90_000;
  const context = await browser.newContext({ storageState: opcoes.estado, viewport: opcoes.viewport ?? { width: 1366, height: 768 } });
  try {
    const page = await paginaSemCache(context);
    await instalarMarcador(page, opcoes.pronto);
    const respostas = new Map<string, Promise<{ caminho: string; bytes: number; gzip: number; transferidos: number } | null>>();
    page.on('response', (r) => {
      if (!ehJs(r) || respostas.has(r.url()) || r.status() >= 300) return;
      respostas.set(
        r.url(),
        (async () => {
          const corpo = await r.body();
          const tamanhos = await r.request().sizes();
          return {
            caminho: new URL(r.url()).pathname,
            bytes: corpo.length,
            gzip: gzipSync(corpo, { level: 6 }).length,
            transferidos: tamanhos.responseBodySize,
          };
        })().catch(() => null),
      );
    });
    const rede = vigiarRede(page);
    await page.goto(opcoes.url, { waitUntil: 'load', timeout });
    const marca = await lerMarcador(page, timeout);
    // Lazy chunks requested after the content painted (summary, chart, export) count too.
    await rede.quieta(QUIETUDE_MS, 30_000);
    const fcp = await lerFcp(page);
    const todas = await comLimite(Promise.all(respostas.values()), 30_000, 'corpos JS');
    const medidas = todas.filter((m) => m !== null);
    return {
      arquivosJs: medidas.length,
      jsBytes: medidas.reduce((s, m) => s + m.bytes, 0),
      jsGzip: medidas.reduce((s, m) => s + m.gzip, 0),
      jsTransferidos: medidas.reduce((s, m) => s + m.transferidos, 0),
      fcp,
      pronto: marca.pintado,
      urlFinal: page.url(),
      arquivos: medidas.map(({ caminho, bytes, gzip }) => ({ caminho, bytes, gzip })).sort((a, b) => b.gzip - a.gzip),
      semCorpo: todas.length - medidas.length,
    };
  } finally {
    await context.close();
  }
}
