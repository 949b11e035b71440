/**
 * Where a screen's main-thread time goes, by source file: opens each screen signed in, with the
 * CPU slowed down as Lighthouse's mobile preset assumes (4×), records a V8 CPU profile from the
 * navigation until the screen has painted and the network is quiet, and maps every sample through
 * the build's source maps. Prints, per screen, the self time by package or panel file (what ran)
 * and the inclusive time of the panel's own files (which component's subtree it ran under): the
 * next step after bench/telas, whose long tasks name chunks, not components. Figures only.
 *
 *   npx tsx bench/telas/perfil.ts --telas gestao-estoque,novo [--cpu 4] [--skip-build | --dist DIR] [--top 12]
 *
 * --skip-build profiles dist/ as it is, --dist a build elsewhere (`vite build --outDir DIR
 * --sourcemap hidden`, for names): several sessions share dist/.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { abrirChromium, paginaSemCache } from '../lib/chromium';
import { construirPainel } from '../lib/construir';
import { maquina, ms, tabela } from '../lib/numeros';
import { instalarMarcador, lerMarcador } from '../lib/pagina';
import { estadoAutenticado, type EstadoSessao } from '../lib/sessao';
import { iniciarPainel, type Painel } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';
import { localizador, type Localizador } from './fontes';
import { tarefasDoTrace, type TempoFonte } from './tarefasDoTrace';
import { escolherTelas, telasDoMenu, type Tela } from './telas';

const TOP_TAREFAS = 8;
const DETALHE = Number(process.env.PERFIL_DETALHE ?? 4);

interface NoPerfil {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface PerfilCpu {
  nodes: NoPerfil[];
  samples: number[];
  timeDeltas: number[];
}

export interface TempoPorFonte {
  fonte: string;
  ms: number;
}

/** Self time per source (package or panel file) and inclusive time per panel file, from a V8 CPU profile. */
export function tempos(perfil: PerfilCpu, fonteDe: (url: string, linha: number, coluna: number) => string): { proprio: TempoPorFonte[]; inclusivo: TempoPorFonte[]; totalMs: number } {
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const pai = new Map<number, number>();
  for (const n of perfil.nodes) for (const c of n.children ?? []) pai.set(c, n.id);
  const fonteDoNo = new Map<number, string>();
  const fonte = (id: number) => {
    let f = fonteDoNo.get(id);
    if (f === undefined) {
      const { url, lineNumber, columnNumber, functionName } = (porId.get(id) as NoPerfil).callFrame;
      f = url ? fonteDe(url, lineNumber, columnNumber) : functionName.startsWith('(') ? functionName : `(${functionName || 'nativo'})`;
      fonteDoNo.set(id, f);
    }
    return f;
  };
  const proprio = new Map<string, number>();
  const inclusivo = new Map<string, number>();
  let total = 0;
  for (const [i, id] of perfil.samples.entries()) {
    // a sample's delta is the time since the previous one: the time the previous sample stood for
    const dt = (perfil.timeDeltas[i + 1] ?? 0) / 1000;
    total += dt;
    const f = fonte(id);
    proprio.set(f, (proprio.get(f) ?? 0) + dt);
    const naPilha = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = pai.get(n)) {
      const g = fonte(n);
      if (g.startsWith('src/')) naPilha.add(g);
    }
    for (const g of naPilha) inclusivo.set(g, (inclusivo.get(g) ?? 0) + dt);
  }
  const ordenar = (m: Map<string, number>) => [...m].map(([f, t]) => ({ fonte: f, ms: t })).sort((a, b) => b.ms - a.ms);
  return { proprio: ordenar(proprio).filter((x) => x.fonte !== '(idle)' && x.fonte !== '(program)'), inclusivo: ordenar(inclusivo), totalMs: total };
}

// the timeline's tasks and the V8 samples inside them (bench/telas/tarefasDoTrace.ts)
const CATEGORIAS_TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

async function perfilar(browser: Browser, url: string, estado: EstadoSessao, cpu: number): Promise<{ perfil: PerfilCpu; trace: unknown[] }> {
  const context = await browser.newContext({ storageState: estado, viewport: { width: 412, height: 823 } });
  try {
    const page = await paginaSemCache(context);
    await browser.startTracing(page, { categories: CATEGORIAS_TRACE });
    await instalarMarcador(page, '#main-content > *');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await lerMarcador(page, 120_000);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // what the screen does once its data arrives (render of the rows, charts) counts too
    await page.waitForTimeout(2000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: PerfilCpu };
    const bruto = await browser.stopTracing();
    const { traceEvents } = JSON.parse(bruto.toString('utf8')) as { traceEvents: unknown[] };
    return { perfil: profile, trace: traceEvents };
  } finally {
    await context.close();
  }
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      telas: { type: 'string' },
      cpu: { type: 'string', default: '4' },
      top: { type: 'string', default: '12' },
      'skip-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      orders: { type: 'string', default: '20000' },
    },
  });
  const nomes = values.telas?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!nomes?.length) {
    console.error('uso: npx tsx bench/telas/perfil.ts --telas gestao-estoque,novo [--cpu 4] [--skip-build]');
    return 2;
  }
  const top = Number(values.top);
  console.log(`bench/telas/perfil: ${maquina()}`);
  const telas: Tela[] = escolherTelas(await telasDoMenu({ todasSubRotas: true }), nomes);
  let dir = resolve(values.dist ?? 'dist');
  let remover = () => {};
  if (!values['skip-build'] && !values.dist) {
    const p = await construirPainel(['--sourcemap', 'hidden']);
    [dir, remover] = [p.dir, p.remover];
    console.log(`painel construído em ${(p.ms / 1000).toFixed(1)} s → ${dir}`);
  }
  let painel: Painel | undefined;
  let browser: Browser | undefined;
  try {
    painel = await iniciarPainel({ orders: Number(values.orders), staticDir: dir, log: (m) => console.log(m) });
    browser = await abrirChromium();
    const estado = await estadoAutenticado(browser, painel.url);
    const mapas = new Map<string, Localizador | null>();
    const origem = painel.url;
    const fonteDe = (url: string, linha: number, coluna: number) => {
      if (!url.startsWith(origem)) return url;
      const caminho = new URL(url).pathname;
      if (!mapas.has(caminho)) mapas.set(caminho, caminho.endsWith('.js') ? localizador(dir, caminho) : null);
      if (!caminho.endsWith('.js')) return `${caminho} (documento)`;
      return mapas.get(caminho)?.(linha, coluna) ?? caminho.replace(/^.*\//, '');
    };
    for (const t of telas) {
      const { perfil, trace } = await perfilar(browser, `${painel.url}${t.rota}`, estado, Number(values.cpu));
      const { proprio, inclusivo, totalMs } = tempos(perfil, fonteDe);
      console.log(`\n${t.nome} (${t.rota}): ${ms(totalMs)} de perfil com a CPU ${values.cpu}× mais lenta`);
      const linhas = Array.from({ length: top }, (_, i) => [
        proprio[i] ? `${proprio[i].fonte}` : '',
        proprio[i] ? ms(proprio[i].ms) : '',
        inclusivo[i] ? inclusivo[i].fonte : '',
        inclusivo[i] ? ms(inclusivo[i].ms) : '',
      ]).filter((l) => l[0] || l[2]);
      console.log(tabela(['tempo próprio: fonte', 'ms', 'tempo inclusivo: arquivo do painel', 'ms'], linhas));
      const longas = tarefasDoTrace(trace as Parameters<typeof tarefasDoTrace>[0], origem, fonteDe);
      const bloqueio = longas.reduce((soma, x) => soma + x.duracao - 50, 0);
      console.log(`\ntarefas longas (${longas.length}, ${ms(bloqueio)} além de 50 ms), as ${TOP_TAREFAS} mais longas, com o que correu em cada uma:`);
      for (const x of longas.slice(0, TOP_TAREFAS)) {
        const top = (v: TempoFonte[]) => v.slice(0, DETALHE).map((f) => `${f.fonte} ${ms(f.ms)}`).join(', ');
        console.log(`  ${ms(x.duracao)} em ${ms(x.inicio)}: ${top(x.proprio)}\n      sob: ${top(x.sob) || '—'}`);
      }
    }
    return 0;
  } finally {
    await browser?.close();
    await painel?.close();
    remover();
  }
}

rodarSeChamado(import.meta.url, main);
