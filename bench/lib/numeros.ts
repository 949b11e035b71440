import { cpus, freemem, loadavg, totalmem } from 'node:os';

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function mediana(valores: number[]): number {
  const v = valores.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

export const kb = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');
export const ms = (v: number | null | undefined): string => (v != null && Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
export const razao = (a: number, b: number): string => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');

/** A plain-text table with aligned columns (also valid markdown). */
export function tabela(cabecalho: string[], linhas: string[][]): string {
  const larguras = cabecalho.map((h, i) => Math.max(h.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => (c ?? '').padEnd(larguras[i])).join(' | ')} |`;
  return [fmt(cabecalho), `| ${larguras.map((w) => '-'.repeat(w)).join(' | ')} |`, ...linhas.map(fmt)].join('\n');
}

/** One line describing the machine (and how busy it is: other work skews timings), printed with every figure. */
export function maquina(): string {
  const c = cpus();
  const carga = loadavg().map((x) => x.toFixed(1)).join(' / ');
  return `${c.length} CPUs (${c[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} livres), carga média ${carga} (1/5/15 min), Node ${process.version}, ${new Date().toISOString()}`;
}
