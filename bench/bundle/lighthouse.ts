import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killAll, launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, comLimite } from '../lib/chromium';
import { mediana } from '../lib/numeros';
import { entrarPeloFormulario } from '../lib/sessao';

/** Kills the Chromes chrome-launcher started (for a SIGTERM in the middle of an audit). */
export function pararChromes(): void {
  killAll();
}

export interface NotaLighthouse {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Total blocking time, ms (simulated throttling). */
  tbt: number;
  fcp: number;
  lcp: number;
  /** Where the audited page ended (a sign-in redirect would show here). */
  urlFinal: string;
  execucoes: number;
  avisos: string[];
  /** The largest performance opportunities of the last run ("title ~N ms"). */
  oportunidades: string[];
  /** What Lighthouse took as the largest contentful paint in the last run (its snippet). */
  elementoLcp: string;
}

/** The first DOM node Lighthouse describes inside an audit's details (its HTML snippet). */
function primeiroNo(detalhes: unknown): string | null {
  if (typeof detalhes !== 'object' || detalhes === null) return null;
  const d = detalhes as Record<string, unknown>;
  if (d.type === 'node' && typeof d.snippet === 'string') return d.snippet;
  for (const v of Object.values(d)) {
    const achado = Array.isArray(v) ? v.map(primeiroNo).find((x) => x !== null) : primeiroNo(v);
    if (achado) return achado;
  }
  return null;
}

export interface AlvoLighthouse {
  nome: string;
  url: string;
  /** Sign in through the panel's form in this Chrome first (cookie and localStorage kept). */
  entrarEm?: string;
  /** Sent on every request when not signing in through the form (a session cookie). */
  cookie?: string;
}

/**
 * Lighthouse 12 (mobile preset = the default config, simulated throttling) in Debian's Chromium
 * through chrome-launcher. Nothing reaches the internet: background networking, component
 * updates and sync are off in Chromium, and Lighthouse's node API makes no PSI call or other
 * lookup (third-party entities come from its bundled list). Each target gets a fresh Chrome;
 * with `entrarEm` it first signs in through the form with Playwright over CDP, and Lighthouse's
 * default storage reset (cache, service workers, cache storage) keeps cookies and localStorage.
 */
/**
 * `relatorios`: a folder where each run's whole report is written (`<name>-<run>.json`), for the
 * breakdown behind a score (main-thread work by script, long tasks, the LCP element's timing).
 */
export async function auditar(alvo: AlvoLighthouse, execucoes: number, log: (m: string) => void = () => {}, relatorios?: string): Promise<NotaLighthouse> {
  const notas: { p: number; a: number; b: number; tbt: number; fcp: number; lcp: number; url: string }[] = [];
  const avisos = new Set<string>();
  let oportunidades: string[] = [];
  let elementoLcp = '';
  for (let i = 0; i < execucoes; i++) {
    let chrome: LaunchedChrome | undefined;
    try {
      chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        logLevel: 'silent',
      });
      let cookie = alvo.cookie;
      if (alvo.entrarEm) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 });
        try {
          const context = browser.contexts()[0] ?? (await browser.newContext());
          const page = await context.newPage();
          await entrarPeloFormulario(page, alvo.entrarEm);
          await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
          await page.close();
          // The same session's cookie, also sent as a header (Lighthouse's extraHeaders).
          cookie = (await context.cookies(alvo.entrarEm)).map((c) => `${c.name}=${c.value}`).join('; ') || cookie;
        } finally {
          await browser.close(); // connected over CDP: disconnects, Chrome stays up
        }
      }
      const r = await comLimite(
        lighthouse(alvo.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
          maxWaitForLoad: 60_000,
          locale: 'en-US',
        }),
        180_000,
        `lighthouse ${alvo.nome}`,
      );
      if (!r) throw new Error('lighthouse sem resultado');
      const lhr = r.lhr;
      if (relatorios) {
        mkdirSync(relatorios, { recursive: true });
        writeFileSync(join(relatorios, `${alvo.nome.replace(/[^\w-]+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const w of lhr.runWarnings) avisos.add(w.split('\n')[0]);
      // Every request the page made must have stayed on this machine.
      const pedidosRede = lhr.audits['network-requests']?.details;
      if (pedidosRede?.type === 'table') {
        for (const item of pedidosRede.items) {
          const u = typeof item.url === 'string' ? item.url : '';
          if (/^https?:/.test(u) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(u)) avisos.add(`pedido externo: ${u}`);
        }
      }
      oportunidades = Object.values(lhr.audits)
        .map((a) => ({ a, ganho: a.details?.type === 'opportunity' ? (a.details.overallSavingsMs ?? 0) : 0 }))
        .filter(({ a, ganho }) => ganho >= 100 && (a.score ?? 1) < 0.9)
        .sort((x, y) => y.ganho - x.ganho)
        .slice(0, 4)
        .map(({ a, ganho }) => `${a.title} ~${Math.round(ganho)} ms`);
      elementoLcp = primeiroNo(lhr.audits['largest-contentful-paint-element']?.details) ?? '(sem nó: o elemento saiu da página depois de pintado, p.ex. o splash)';
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? Number.NaN) * 100);
      const num = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
      notas.push({
        p: score('performance'),
        a: score('accessibility'),
        b: score('best-practices'),
        tbt: num('total-blocking-time'),
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        url: lhr.finalDisplayedUrl,
      });
      log(`lighthouse ${alvo.nome} #${i + 1}: ${notas.at(-1)?.p}/${notas.at(-1)?.a}/${notas.at(-1)?.b}, TBT ${Math.round(notas.at(-1)?.tbt ?? 0)} ms`);
    } finally {
      chrome?.kill();
    }
  }
  return {
    performance: mediana(notas.map((n) => n.p)),
    accessibility: mediana(notas.map((n) => n.a)),
    bestPractices: mediana(notas.map((n) => n.b)),
    tbt: mediana(notas.map((n) => n.tbt)),
    fcp: mediana(notas.map((n) => n.fcp)),
    lcp: mediana(notas.map((n) => n.lcp)),
    urlFinal: notas.at(-1)?.url ?? '',
    execucoes: notas.length,
    avisos: [...avisos],
    oportunidades,
    elementoLcp,
  };
}
