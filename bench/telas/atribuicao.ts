/**
 * What makes a page's total blocking time, read from one Lighthouse report: the long tasks and the
 * script each is attributed to ('long-tasks', simulated timings as the score's), the script
 * evaluation per file ('bootup-time') and the main thread's time per kind of work
 * ('mainthread-work-breakdown').
 */

export interface TarefaLonga {
  /** The chunk's file name ('PedidoList-abc123.js'), or what Lighthouse names (e.g. 'Unattributable'). */
  script: string;
  inicio: number;
  duracao: number;
}

export interface Atribuicao {
  performance: number;
  tbt: number;
  lcp: number;
  fcp: number;
  urlFinal: string;
  /** The longest tasks, longest first. */
  tarefas: TarefaLonga[];
  /**
   * Per script, the sum over its long tasks of the time past 50 ms: what TBT counts, except that
   * TBT only counts between first contentful paint and interactive, so this can exceed it.
   */
  bloqueioPorScript: { script: string; ms: number; tarefas: number }[];
  /** Script evaluation (and parse/compile) per file, largest first. */
  execucaoPorScript: { script: string; total: number; avaliacao: number; compilacao: number }[];
  /** Main-thread time per kind of work, largest first. */
  trabalho: { grupo: string; ms: number }[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
const lista = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);

/** A script's URL as a chunk name: the file name for the page's own files. */
export function nomeDoScript(url: unknown, origem: string): string {
  if (typeof url !== 'string' || url === '') return '(sem script)';
  if (!url.startsWith(origem)) return url;
  const caminho = new URL(url).pathname;
  return caminho === '/' || !caminho.includes('.') ? `${caminho} (documento)` : caminho.replace(/^.*\//, '');
}

/** The attribution of one Lighthouse report (its JSON, as lighthouse's node API returns `lhr`). */
export function atribuir(lhr: unknown, origem: string): Atribuicao {
  const r = obj(lhr);
  const audits = obj(r.audits);
  const audit = (id: string) => obj(audits[id]);
  const detalhes = (id: string) => obj(audit(id).details);
  const nome = (url: unknown) => nomeDoScript(url, origem);

  // All long tasks are in the audit's debug data (the table shows the 20 longest).
  const depuracao = obj(detalhes('long-tasks').debugData);
  const urls = Array.isArray(depuracao.urls) ? depuracao.urls : [];
  const tarefas: TarefaLonga[] = (
    lista(depuracao.tasks).length > 0
      ? lista(depuracao.tasks).map((t) => ({ script: nome(urls[num(t.urlIndex)]), inicio: num(t.startTime), duracao: num(t.duration) }))
      : lista(detalhes('long-tasks').items).map((t) => ({ script: nome(t.url), inicio: num(t.startTime), duracao: num(t.duration) }))
  ).sort((a, b) => b.duracao - a.duracao);

  const porScript = new Map<string, { ms: number; tarefas: number }>();
  for (const t of tarefas) {
    const s = porScript.get(t.script) ?? { ms: 0, tarefas: 0 };
    s.ms += Math.max(0, t.duracao - 50);
    s.tarefas += 1;
    porScript.set(t.script, s);
  }

  const categoria = obj(obj(r.categories).performance);
  return {
    performance: Math.round(num(categoria.score) * 100),
    tbt: num(audit('total-blocking-time').numericValue),
    lcp: num(audit('largest-contentful-paint').numericValue),
    fcp: num(audit('first-contentful-paint').numericValue),
    urlFinal: typeof r.finalDisplayedUrl === 'string' ? r.finalDisplayedUrl : '',
    tarefas,
    bloqueioPorScript: [...porScript].map(([script, s]) => ({ script, ...s })).sort((a, b) => b.ms - a.ms),
    execucaoPorScript: lista(detalhes('bootup-time').items)
      .map((i) => ({ script: nome(i.url), total: num(i.total), avaliacao: num(i.scripting), compilacao: num(i.scriptParseCompile) }))
      .sort((a, b) => b.total - a.total),
    trabalho: lista(detalhes('mainthread-work-breakdown').items)
      .map((i) => ({ grupo: typeof i.groupLabel === 'string' ? i.groupLabel : String(i.group), ms: num(i.duration) }))
      .sort((a, b) => b.ms - a.ms),
  };
}
