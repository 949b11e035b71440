/**
 * The long tasks of a Chromium trace and what ran in each: the renderer main thread's tasks
 * ('RunTask') of at least `minimoMs`, each with the V8 samples that fall inside it (the trace's
 * own CPU profile, 'ProfileChunk' events), summed by source. Lighthouse names a long task by the
 * chunk its script came from ('index-abc.js': react-dom, for every render); this names the
 * package and the panel's component file under which the time went.
 */

interface EventoTrace {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface NoCpu {
  id: number;
  parent?: number;
  // the trace leaves out an empty url and a position it does not know
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

export interface TempoFonte {
  fonte: string;
  ms: number;
}

export interface TarefaComFontes {
  /** ms from the trace's navigation start ('navigationStart' of the main frame, else the first task). */
  inicio: number;
  duracao: number;
  proprio: TempoFonte[];
  /** Panel files ('src/…') on the samples' stacks: which component's subtree the time went under. */
  sob: TempoFonte[];
}

const ordenar = (m: Map<string, number>) => [...m].map(([fonte, ms]) => ({ fonte, ms })).sort((a, b) => b.ms - a.ms);

/**
 * `origem`: the page's origin (its renderer is the one whose profile ran its scripts; the browser's
 * own pages have renderers too). `fonteDe(url, line, column)`: a source name for a script
 * position (source maps), as bench/telas/perfil.ts makes it.
 */
export function tarefasDoTrace(eventos: EventoTrace[], origem: string, fonteDe: (url: string, linha: number, coluna: number) => string, minimoMs = 50): TarefaComFontes[] {
  const daPagina = eventos.find(
    (e) => e.name === 'ProfileChunk' && ((e.args?.data as { cpuProfile?: { nodes?: NoCpu[] } } | undefined)?.cpuProfile?.nodes ?? []).some((n) => (n.callFrame.url ?? '').startsWith(origem)),
  );
  if (!daPagina) return [];
  const { pid, tid } = daPagina;
  // the profile's chunks are written from the sampler's thread: the page's main thread is the renderer's CrRendererMain
  const principal = eventos.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid ?? tid;
  const tarefas = eventos.filter((e) => e.pid === pid && e.tid === principal && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= minimoMs * 1000);
  const inicioNav = eventos.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? Math.min(...tarefas.map((t) => t.ts));

  // the samples of the main thread's profile, with their time
  const nos = new Map<number, NoCpu>();
  const amostras: { ts: number; no: number }[] = [];
  const perfil = eventos.find((e) => e.pid === pid && e.name === 'Profile' && e.id === daPagina.id);
  let agora = Number((perfil?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of eventos) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== daPagina.id) continue;
    const dados = e.args?.data as { cpuProfile?: { nodes?: NoCpu[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of dados?.cpuProfile?.nodes ?? []) nos.set(n.id, n);
    const deltas = dados?.timeDeltas ?? [];
    for (const [i, no] of (dados?.cpuProfile?.samples ?? []).entries()) {
      agora += deltas[i] ?? 0;
      amostras.push({ ts: agora, no });
    }
  }
  const fonteDoNo = new Map<number, string>();
  const fonte = (id: number) => {
    let f = fonteDoNo.get(id);
    if (f === undefined) {
      const cf = nos.get(id)?.callFrame;
      f = !cf ? '(?)' : cf.url ? fonteDe(cf.url, cf.lineNumber ?? 0, cf.columnNumber ?? 0) : cf.functionName.startsWith('(') ? cf.functionName : `(${cf.functionName || 'nativo'})`;
      fonteDoNo.set(id, f);
    }
    return f;
  };

  return tarefas
    .map((t) => {
      const fim = t.ts + (t.dur ?? 0);
      const dentro = amostras.filter((a) => a.ts >= t.ts && a.ts < fim);
      // each sample stands for an equal share of the task's time: the profile's own deltas are
      // uneven on a loaded machine, the task's duration is the trace's
      const peso = dentro.length ? (t.dur ?? 0) / 1000 / dentro.length : 0;
      const proprio = new Map<string, number>();
      const sob = new Map<string, number>();
      for (const a of dentro) {
        const f = fonte(a.no);
        proprio.set(f, (proprio.get(f) ?? 0) + peso);
        const naPilha = new Set<string>();
        for (let n: number | undefined = a.no; n !== undefined; n = nos.get(n)?.parent) {
          const g = fonte(n);
          if (g.startsWith('src/')) naPilha.add(g);
        }
        for (const g of naPilha) sob.set(g, (sob.get(g) ?? 0) + peso);
      }
      return { inicio: (t.ts - inicioNav) / 1000, duracao: (t.dur ?? 0) / 1000, proprio: ordenar(proprio), sob: ordenar(sob) };
    })
    .sort((a, b) => b.duracao - a.duracao);
}
