import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paginaSemCache } from './chromium';
import { construirPainel } from './construir';
import { instalarMarcador, SELETOR_LINHAS } from './pagina';
import type { EstadoSessao } from './sessao';

/**
 * What the paint benches (orders-paint, lista-recurso-paint) share: the panel they serve and the
 * cold/warm loop. Cold: a new context with the cache off (the JS downloaded again); warm: a second
 * navigation in a context that has visited once (the HTTP cache on, the everyday case).
 */

/**
 * The panel to serve: built into a temporary directory (a concurrent rebuild of dist/ cannot break
 * the run), or dist/ as it is with `pularBuild` when it exists.
 */
export async function painelDoBench(pularBuild: boolean, log: (m: string) => void): Promise<{ dir: string; remover(): void }> {
  if (pularBuild && existsSync('dist/index.html')) {
    log('--skip-build: painel de dist/ como está');
    return { dir: 'dist', remover: () => {} };
  }
  const b = await construirPainel();
  log(`painel construído em ${(b.ms / 1000).toFixed(1)} s (vite build → ${b.dir})`);
  return b;
}

/** A signed-in 1366×768 context whose pages mark when `minimo` list rows are painted. */
async function contexto(browser: Browser, estado: EstadoSessao, minimo?: number): Promise<BrowserContext> {
  const c = await browser.newContext({ storageState: estado, viewport: { width: 1366, height: 768 } });
  await instalarMarcador(c, SELETOR_LINHAS, minimo);
  return c;
}

export interface Medicoes<T> {
  frio: Map<string, T[]>;
  quente: Map<string, T[]>;
}

/**
 * `execucoes` rounds; in each, every scenario measured once cold and once warm by `medir`, and
 * each figure handed to `relatar` as it comes.
 */
export async function medirFrioEQuente<C extends { nome: string }, T>(p: {
  browser: Browser;
  estado: EstadoSessao;
  cenarios: readonly C[];
  execucoes: number;
  /** Rows the marker waits for (its default when omitted). */
  linhas?: number;
  medir: (page: Page, c: C) => Promise<T>;
  relatar: (tipo: 'frio' | 'quente', c: C, rodada: number, t: T) => void;
}): Promise<Medicoes<T>> {
  const frio = new Map<string, T[]>(p.cenarios.map((c) => [c.nome, []]));
  const quente = new Map<string, T[]>(p.cenarios.map((c) => [c.nome, []]));
  for (let i = 0; i < p.execucoes; i++) {
    for (const c of p.cenarios) {
      const ctxFrio = await contexto(p.browser, p.estado, p.linhas);
      try {
        const t = await p.medir(await paginaSemCache(ctxFrio), c);
        frio.get(c.nome)?.push(t);
        p.relatar('frio', c, i + 1, t);
      } finally {
        await ctxFrio.close();
      }
      const ctxQuente = await contexto(p.browser, p.estado, p.linhas);
      try {
        const page = await ctxQuente.newPage();
        await p.medir(page, c);
        await page.goto('about:blank');
        const t = await p.medir(page, c);
        quente.get(c.nome)?.push(t);
        p.relatar('quente', c, i + 1, t);
      } finally {
        await ctxQuente.close();
      }
    }
  }
  return { frio, quente };
}
