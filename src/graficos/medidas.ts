/**
 * A chart's height from its data, without the chart library: the chart and the place kept for it
 * while its code loads (sobDemanda.tsx) take the same, so nothing below moves when it arrives.
 */

/** Horizontal bars: tall enough for every row of every series, unless the screen gives a height. */
export const alturaDasBarras = (linhas: number, series: number, altura?: number): number => altura ?? Math.max(160, linhas * 34 * Math.max(1, series * 0.7) + 70);

export const ALTURA_PARETO = 300;

/** The legend above a chart of more than one series, outside the chart's height: its line (13 px) and the gap under it (16 px), as Chromium draws them. */
export const ALTURA_LEGENDA = 29;
