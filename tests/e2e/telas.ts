import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { MODULES } from '../../src/registro/modulos';
import { ESPERA, semAnimacoes } from './browser';

/**
 * The screens that work: the home and every module of the registry with a list screen of its own
 * (the others show 'Em construção'). Read from the registry, so a module built later is walked too.
 */
export const TELAS_QUE_FUNCIONAM: readonly string[] = ['/', ...MODULES.filter((m) => m.list).map((m) => m.route)];

/** The screen has asked for what it shows and drawn it: no request in flight, no spinner, no skeleton. */
export async function telaPronta(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', ESPERA);
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0, undefined, ESPERA);
  await semAnimacoes(page);
}

/**
 * Which of axe's rules a run applies. 'cores': only those whose result the colours decide, the
 * rules of axe-core 4.13 tagged cat.color within our WCAG tags (color-contrast-enhanced is AAA,
 * outside them). A second theme changes only the colours: its structure, names, ARIA and texts
 * are the first theme's DOM, which 'todas' has already read.
 */
export type Regras = 'todas' | 'cores';
const REGRAS_DAS_CORES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe violations of the page as it is now, summarised for a readable failure.
 * Tooltips are left out: one can start fading in under the resting pointer after its enter delay
 * (with the charts shown, the order table's truncated cells slide under it), and axe then measured
 * the half-transparent bubble's contrast, failing a loaded CI run. MUI's opaque tooltip passes.
 */
export async function violacoesGraves(page: Page, regras: Regras = 'todas'): Promise<string[]> {
  const axe = new AxeBuilder({ page }).exclude('.MuiTooltip-popper');
  if (regras === 'cores') axe.withRules(REGRAS_DAS_CORES);
  else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const resultado = await axe.analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).slice(0, 3).join(" | ")})`);
}

/**
 * Opens `rota` inside the running panel, as its links do (react-router follows the history), not by
 * loading the page anew: a full load costs Chromium about five times the CPU. The frame names the
 * tab after the route it has rendered (src/layout/TituloDaRota.tsx, an effect on the pathname), so
 * the title is emptied first and its return says the new route is on screen. networkidle only
 * concerns loads, so the requests the screen then sends are followed here until none is left.
 */
export async function abrirNoPainel(page: Page, rota: string): Promise<void> {
  const pendentes = new Set<Request>();
  let aoEsvaziar = (): void => undefined;
  const comecou = (r: Request) => void pendentes.add(r);
  const acabou = (r: Request) => {
    pendentes.delete(r);
    if (pendentes.size === 0) aoEsvaziar();
  };
  page.on('request', comecou);
  page.on('requestfinished', acabou);
  page.on('requestfailed', acabou);
  try {
    const mudou = await page.evaluate((destino) => {
      if (location.pathname === destino) return false;
      document.title = '';
      history.pushState(null, '', destino);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return true;
    }, rota);
    await page.waitForURL((url) => url.pathname === rota, ESPERA);
    if (mudou) await page.waitForFunction(() => document.title !== '', undefined, ESPERA);
    // a screen's answer can start the next request (a list, then its totals): until a quiet moment
    do {
      if (pendentes.size > 0) await new Promise<void>((fim) => (aoEsvaziar = fim));
      await telaPronta(page);
    } while (pendentes.size > 0);
  } finally {
    page.off('request', comecou);
    page.off('requestfinished', acabou);
    page.off('requestfailed', acabou);
  }
}

/**
 * A tooltip fades in under the pointer after a click: move away, and wait until it has gone. The
 * pointer leaves the page (the browser sends mouseleave, as when it leaves the window): any point
 * on the page could be a button with a tooltip of its own (900 × 700, with the charts shown, can be
 * the order table's column headings, whose sort buttons have one).
 */
export async function semTooltip(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.getByRole('tooltip').waitFor({ state: 'detached', ...ESPERA });
  await semAnimacoes(page);
}

/** Whether the page's background is dark (the theme actually painted, whatever was asked). */
export async function fundoEscuro(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const fundo = getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.map(Number) ?? [255, 255, 255];
    return fundo[0] + fundo[1] + fundo[2] < 300;
  });
}

export type Tema = 'claro' | 'escuro';

/** Switches the signed-in panel to the theme with the top bar's button, as a user does. */
export async function definirTema(page: Page, tema: Tema): Promise<void> {
  if ((await fundoEscuro(page)) !== (tema === 'escuro')) {
    await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click();
    await semTooltip(page);
  }
  expect(await fundoEscuro(page), `the panel painted in the ${tema} theme`).toBe(tema === 'escuro');
}
