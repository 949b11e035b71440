import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { abrirChromium } from '../lib/chromium';
import { construirPainel, viteBuild } from '../lib/construir';
import { kb, maquina, mediana, ms, razao, tabela } from '../lib/numeros';
import { medirPagina, SELETOR_LINHAS, type MedidaPagina } from '../lib/pagina';
import { estadoAutenticado, type EstadoSessao } from '../lib/sessao';
import { aoInterromper, iniciarPainel, removerAoSair, servirEstatico, type Painel, type Servido } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';
import { auditar, pararChromes, type AlvoLighthouse } from '../bundle/lighthouse';
import { atribuir, type Atribuicao } from './atribuicao';
import { fontesDoChunk } from './fontes';
import { escolherTelas, ROTA_REFERENCIA, telasDoMenu, type Tela } from './telas';

/**
 * bench/telas: every working screen of the menu, signed in (admin, all keys), plus the home page
 * and the new-order page, beside the minimal react-admin baseline (bench/baseline), in one run.
 * The screens come from the module declarations and the panel's folders (./telas.ts; a new module
 * is measured without editing this file). Per screen: the JavaScript it loads (gzip, and its ratio
 * to the baseline's), Lighthouse 12 (mobile preset, simulated throttling) performance, TBT and LCP,
 * median of --lh-runs, and what makes the TBT: the long tasks and the chunks they ran, each chunk
 * with what it is made of (from the build's source maps). Then the targets: performance within 5
 * points of the order list's, TBT ≤ 400 ms, JS ≤ 1.1× the baseline's, and the screens that miss.
 * Figures only: nothing here passes or fails on time.
 *
 * The panel is built as bench/bundle builds it (vite build into a temporary directory, with hidden
 * source maps: the same JavaScript, plus .map files nobody requests), served by the real server over
 * a seeded temporary SQLite; the baseline from bench/baseline/dist. Lighthouse audits go in rounds
 * (every screen once, then again) so a busy moment of the machine hits all screens alike; each audit
 * is a fresh Chromium signed in through the form.
 *
 *   npx tsx bench/telas/index.ts [--telas gestao-estoque,novo] [--lh-runs 3] [--runs 1] [--skip-build]
 *                                [--json FILE] [--sub-rotas] [--lhr-dir DIR] [--orders 20000] [--dist DIR]
 *
 * --telas: a subset (a route without its leading slash, or its last segments); the order list is
 * always measured, its score sets the others' target. --sub-rotas: every module's static sub-routes
 * too (new user, purchase suggestions, each register's settings), not only the new-order page.
 * --runs: page loads per screen for the JS figures (they hardly vary). --json: every figure, per
 * screen and per Lighthouse run, for an A/B script. --skip-build: dist/ and bench/baseline/dist as
 * they are (no source maps unless dist/ has them); --dist: the panel of another directory as it is
 * (`vite build --outDir DIR --sourcemap hidden`: several sessions share dist/), the baseline built.
 *
 * A full run here (2 shared cores, 20 screens and the baseline, 3 Lighthouse rounds) took 26 minutes
 * with other work on the machine (load average 7–13): ~1 min of builds and seed, ~2 min of page
 * loads, 63 audits of ~22 s each. `--telas x --lh-runs 1` (x, the order list and the baseline): ~3 min.
 * Where a chunk's time goes inside it (which component, which package): bench/telas/perfil.ts.
 */

const PRONTO = '#main-content > *';
const META_MARGEM = 5;
const META_TBT = 400;
const META_JS = 1.1;
const TOP_TAREFAS = 5;
const TOP_SCRIPTS = 4;

interface Alvo {
  chave: string;
  nome: string;
  url: string;
  tela?: Tela;
}

interface Resultado {
  alvo: Alvo;
  medidas: MedidaPagina[];
  execucoes: Atribuicao[];
  erros: string[];
}

const erroCurto = (erro: unknown) => (erro instanceof Error ? erro.message.split('\n')[0] : String(erro));

function medianas(r: Resultado) {
  const m = (f: (a: Atribuicao) => number) => mediana(r.execucoes.map(f));
  return {
    jsGzip: mediana(r.medidas.map((x) => x.jsGzip)),
    arquivosJs: mediana(r.medidas.map((x) => x.arquivosJs)),
    performance: m((a) => a.performance),
    tbt: m((a) => a.tbt),
    lcp: m((a) => a.lcp),
    fcp: m((a) => a.fcp),
  };
}

/** The run whose TBT is the median's (the lower middle one for an even count): its long tasks are the ones shown. */
function execucaoMediana(r: Resultado): Atribuicao | undefined {
  const ordenadas = [...r.execucoes].sort((a, b) => a.tbt - b.tbt);
  return ordenadas[Math.floor((ordenadas.length - 1) / 2)];
}

async function medirJs(browser: Browser, alvos: Alvo[], resultados: Map<string, Resultado>, execucoes: number, estado: EstadoSessao, log: (m: string) => void) {
  for (let i = 0; i < execucoes; i++) {
    for (const [k, a] of alvos.entries()) {
      const r = resultados.get(a.chave) as Resultado;
      try {
        const m = await medirPagina(browser, { url: a.url, pronto: a.tela ? PRONTO : SELETOR_LINHAS, estado: a.tela ? estado : undefined });
        r.medidas.push(m);
        const desvio = a.tela && new URL(m.urlFinal).pathname !== a.tela.rota ? ` (foi para ${new URL(m.urlFinal).pathname})` : '';
        log(`[JS ${i + 1}/${execucoes}, ${k + 1}/${alvos.length}] ${a.nome}: ${m.arquivosJs} JS, ${kb(m.jsGzip)} gzip, conteúdo ${ms(m.pronto)}${desvio}`);
      } catch (erro) {
        r.erros.push(`carga: ${erroCurto(erro)}`);
        log(`[JS ${i + 1}/${execucoes}, ${k + 1}/${alvos.length}] ${a.nome}: ERRO ${erroCurto(erro)}`);
      }
    }
  }
}

async function auditarTodas(alvos: Alvo[], resultados: Map<string, Resultado>, rodadas: number, origemPainel: string, lhrDir: string | undefined, log: (m: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-telas-lhr-'));
  const remover = removerAoSair(dir);
  const total = rodadas * alvos.length;
  const inicio = performance.now();
  let feitas = 0;
  try {
    for (let rodada = 1; rodada <= rodadas; rodada++) {
      for (const a of alvos) {
        const r = resultados.get(a.chave) as Resultado;
        const alvo: AlvoLighthouse = { nome: a.chave, url: a.url, entrarEm: a.tela ? origemPainel : undefined };
        const arquivo = join(dir, `${alvo.nome.replace(/[^\w-]+/g, '_')}-1.json`);
        let at: Atribuicao | undefined;
        // Lighthouse now and then fails to record the navigation (NO_NAVSTART) on a loaded machine: one more try.
        for (let tentativa = 1; tentativa <= 2 && !at; tentativa++) {
          try {
            await auditar(alvo, 1, () => {}, dir);
            const lhr: unknown = JSON.parse(readFileSync(arquivo, 'utf8'));
            at = atribuir(lhr, a.tela ? origemPainel : new URL(a.url).origin);
            if (lhrDir) {
              mkdirSync(lhrDir, { recursive: true });
              writeFileSync(join(lhrDir, `${alvo.nome.replace(/[^\w-]+/g, '_')}-${rodada}.json`), JSON.stringify(lhr));
            }
          } catch (erro) {
            if (tentativa === 2) r.erros.push(`lighthouse #${rodada}: ${erroCurto(erro)}`);
            log(`  lighthouse ${a.nome} #${rodada}: ${erroCurto(erro)}${tentativa === 1 ? '; de novo' : ''}`);
          }
        }
        feitas++;
        const restante = ((performance.now() - inicio) / feitas) * (total - feitas);
        if (at) {
          r.execucoes.push(at);
          const desvio = a.tela && new URL(at.urlFinal || a.url).pathname !== a.tela.rota ? ` (terminou em ${new URL(at.urlFinal).pathname})` : '';
          log(`[LH ${feitas}/${total}, ~${Math.ceil(restante / 60_000)} min restantes] ${a.nome} #${rodada}: ${at.performance}, TBT ${ms(at.tbt)}, LCP ${ms(at.lcp)}${desvio}`);
        }
      }
    }
  } finally {
    remover();
  }
}

interface Linha {
  resultado: Resultado;
  valores: ReturnType<typeof medianas>;
  faltas: string[];
}

function avaliar(resultados: Resultado[], baseJs: number, referencia: number): Linha[] {
  return resultados.map((resultado) => {
    const valores = medianas(resultado);
    const faltas: string[] = [];
    if (resultado.alvo.tela) {
      if (resultado.alvo.tela.rota !== ROTA_REFERENCIA && Number.isFinite(referencia) && valores.performance < referencia - META_MARGEM)
        faltas.push(`performance ${valores.performance} < ${referencia - META_MARGEM}`);
      if (valores.tbt > META_TBT) faltas.push(`TBT ${ms(valores.tbt)} > ${META_TBT} ms`);
      if (valores.jsGzip > META_JS * baseJs) faltas.push(`JS ${(valores.jsGzip / baseJs).toFixed(3)}× > ${META_JS}×`);
      if (resultado.execucoes.length === 0 || resultado.medidas.length === 0) faltas.push('sem medida (erro)');
    }
    return { resultado, valores, faltas };
  });
}

function imprimir(linhas: Linha[], baseJs: number, referencia: number, rodadas: number, dirPainel: string | null): void {
  const metaPerf = Number.isFinite(referencia) ? referencia - META_MARGEM : Number.NaN;
  console.log(
    `\nTelas (JS: mediana das cargas, gzip nível 6 de cada corpo JS; Lighthouse 12 mobile, throttling simulado, mediana de ${rodadas} rodadas)\n` +
      `metas: performance ≥ ${Number.isFinite(metaPerf) ? metaPerf : '—'} (a lista de pedidos − ${META_MARGEM}), TBT ≤ ${META_TBT} ms, JS ≤ ${META_JS}× a baseline (${kb(META_JS * baseJs)})`,
  );
  console.log(
    tabela(
      ['Tela', 'rota', 'arquivos JS', 'JS gzip', '× baseline', 'Performance', 'TBT', 'LCP', 'FCP', 'LH', 'metas'],
      linhas.map(({ resultado: r, valores: v, faltas }) => [
        r.alvo.nome,
        r.alvo.tela?.rota ?? new URL(r.alvo.url).pathname + new URL(r.alvo.url).hash,
        Number.isFinite(v.arquivosJs) ? String(Math.round(v.arquivosJs)) : '—',
        kb(v.jsGzip),
        r.alvo.tela ? razao(v.jsGzip, baseJs) : '1.00×',
        Number.isFinite(v.performance) ? String(v.performance) : '—',
        ms(v.tbt),
        ms(v.lcp),
        ms(v.fcp),
        String(r.execucoes.length),
        !r.alvo.tela ? '' : faltas.length === 0 ? 'atinge' : `NÃO: ${faltas.join('; ')}`,
      ]),
    ),
  );

  const composicao = new Map<string, string>();
  const fontes = (script: string) => {
    if (!dirPainel || !/\.js$/.test(script) || script.includes('/')) return '';
    if (!composicao.has(script)) {
      const f = fontesDoChunk(dirPainel, `assets/${script}`).slice(0, 3);
      composicao.set(script, f.length ? ` [${f.map((x) => `${x.fonte} ${Math.round(x.parte * 100)}%`).join(', ')}]` : '');
    }
    return composicao.get(script) ?? '';
  };
  console.log('\nO que faz o TBT de cada tela (a execução de TBT mediano): tarefas longas (simuladas, como o TBT), bloqueio (> 50 ms) por script, execução de JS por script');
  for (const { resultado: r, valores: v } of linhas) {
    const a = execucaoMediana(r);
    if (!a) continue;
    console.log(`\n${r.alvo.nome} — TBT ${ms(v.tbt)} (desta execução ${ms(a.tbt)}), ${a.tarefas.length} tarefas longas`);
    for (const t of a.tarefas.slice(0, TOP_TAREFAS)) console.log(`  tarefa ${ms(t.duracao)} em ${ms(t.inicio)}: ${t.script}${fontes(t.script)}`);
    if (a.bloqueioPorScript.length > 0)
      console.log(`  bloqueio por script: ${a.bloqueioPorScript.slice(0, TOP_SCRIPTS).map((s) => `${s.script} ${ms(s.ms)} (${s.tarefas})`).join('; ')}`);
    if (a.execucaoPorScript.length > 0)
      console.log(`  execução de JS: ${a.execucaoPorScript.slice(0, TOP_SCRIPTS).map((s) => `${s.script} ${ms(s.total)} (avaliação ${ms(s.avaliacao)})`).join('; ')}`);
    if (a.trabalho.length > 0) console.log(`  thread principal: ${a.trabalho.slice(0, 4).map((g) => `${g.grupo} ${ms(g.ms)}`).join('; ')}`);
  }

  const telas = linhas.filter((l) => l.resultado.alvo.tela);
  const faltam = telas.filter((l) => l.faltas.length > 0);
  console.log(`\nResumo: ${telas.length - faltam.length} de ${telas.length} telas atingem as metas.`);
  for (const l of faltam) console.log(`  ${l.resultado.alvo.nome} (${l.resultado.alvo.tela?.rota}): ${l.faltas.join('; ')}`);
  const lentas = [...telas].sort((a, b) => b.valores.tbt - a.valores.tbt).slice(0, 3);
  console.log(`maiores TBT: ${lentas.map((l) => `${l.resultado.alvo.nome} ${ms(l.valores.tbt)}`).join(', ')}`);
  for (const r of linhas.map((l) => l.resultado).filter((x) => x.erros.length > 0)) console.log(`erros em ${r.alvo.nome}: ${r.erros.join('; ')}`);
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  // Not strict: `npm run bench -- --x` passes the same flags to every bench (bench/run.ts).
  const { values: brutos } = parseArgs({
    args: argv,
    strict: false,
    options: {
      telas: { type: 'string' },
      'lh-runs': { type: 'string', default: '3' },
      runs: { type: 'string', default: '1' },
      'skip-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      json: { type: 'string' },
      'sub-rotas': { type: 'boolean', default: false },
      'lhr-dir': { type: 'string' },
      orders: { type: 'string', default: '20000' },
    },
  });
  const texto = (k: string): string | undefined => (typeof brutos[k] === 'string' ? brutos[k] : undefined);
  const values = {
    telas: texto('telas'),
    json: texto('json'),
    'lhr-dir': texto('lhr-dir'),
    dist: texto('dist'),
    orders: texto('orders') ?? '20000',
    'skip-build': brutos['skip-build'] === true,
    'sub-rotas': brutos['sub-rotas'] === true,
  };
  const rodadas = Math.max(0, Number(texto('lh-runs') ?? '3'));
  const cargas = Math.max(1, Number(texto('runs') ?? '1'));
  const log = (m: string) => console.log(m);
  const inicioRun = new Date();
  console.log(`bench/telas: ${maquina()}`);
  const nomes = values.telas?.split(',').map((s) => s.trim()).filter(Boolean);
  const telas = escolherTelas(await telasDoMenu({ todasSubRotas: values['sub-rotas'] }), nomes);
  log(`${telas.length} telas (dos módulos declarados e das pastas do painel): ${telas.map((t) => t.rota).join(', ')}`);

  let dirPainel = values.dist ? resolve(values.dist) : 'dist';
  let removerPainel = () => {};
  if (!values['skip-build']) {
    const b = await viteBuild(resolve('bench/baseline/vite.config.ts'));
    log(`baseline construída em ${(b.ms / 1000).toFixed(1)} s (bench/baseline/dist)`);
  }
  if (values.dist) {
    log(`--dist: painel de ${dirPainel} como está`);
  } else if (!values['skip-build']) {
    const p = await construirPainel(['--sourcemap', 'hidden']);
    dirPainel = p.dir;
    removerPainel = p.remover;
    log(`painel construído em ${(p.ms / 1000).toFixed(1)} s (vite build --sourcemap hidden → ${p.dir})`);
  } else {
    log('--skip-build: painel de dist/ e baseline de bench/baseline/dist como estão');
  }

  const servidos: Servido[] = [];
  let browser: Browser | undefined;
  try {
    const baseline = await servirEstatico('bench/baseline/dist');
    servidos.push(baseline);
    const painel: Painel = await iniciarPainel({ orders: Number(values.orders), staticDir: dirPainel, log });
    servidos.push(painel);

    const alvos: Alvo[] = [
      { chave: 'baseline', nome: 'baseline: lista (/#/posts)', url: `${baseline.url}/#/posts` },
      ...telas.map((t) => ({ chave: t.chave, nome: t.nome, url: `${painel.url}${t.rota}`, tela: t })),
    ];
    const resultados = new Map<string, Resultado>(alvos.map((a) => [a.chave, { alvo: a, medidas: [], execucoes: [], erros: [] }]));

    browser = await abrirChromium();
    const estado = await estadoAutenticado(browser, painel.url, log);
    await medirJs(browser, alvos, resultados, cargas, estado, log);
    await browser.close();
    browser = undefined;

    if (rodadas > 0) {
      log(`Lighthouse: ${rodadas} rodada(s) de ${alvos.length} páginas`);
      await auditarTodas(alvos, resultados, rodadas, painel.url, values['lhr-dir'], log);
    }

    const lista = [...resultados.values()];
    const base = lista.find((r) => r.alvo.chave === 'baseline');
    const baseJs = base ? medianas(base).jsGzip : Number.NaN;
    const ref = lista.find((r) => r.alvo.tela?.rota === ROTA_REFERENCIA);
    const referencia = ref ? medianas(ref).performance : Number.NaN;
    const linhas = avaliar(lista, baseJs, referencia);
    imprimir(linhas, baseJs, referencia, rodadas, values['skip-build'] && !values.dist ? resolve('dist') : dirPainel);
    const fimRun = new Date();
    console.log(`\nfim: ${maquina()} (${((fimRun.getTime() - inicioRun.getTime()) / 60_000).toFixed(1)} min)`);

    if (values.json) {
      const saida = {
        maquina: { inicio: inicioRun.toISOString(), fim: fimRun.toISOString(), descricao: maquina() },
        opcoes: { lhRuns: rodadas, runs: cargas, telas: nomes ?? null, subRotas: values['sub-rotas'], skipBuild: values['skip-build'], dist: values.dist ?? null },
        metas: { performance: referencia - META_MARGEM, tbtMs: META_TBT, jsGzipBytes: META_JS * baseJs },
        baseline: { jsGzip: baseJs, ...(base ? medianas(base) : {}) },
        referencia: { rota: ROTA_REFERENCIA, performance: referencia },
        telas: linhas
          .filter((l) => l.resultado.alvo.tela)
          .map(({ resultado: r, valores: v, faltas }) => ({
            chave: r.alvo.chave,
            rota: r.alvo.tela?.rota,
            nome: r.alvo.nome,
            tipo: r.alvo.tela?.tipo,
            ...v,
            jsRazao: v.jsGzip / baseJs,
            arquivos: r.medidas[0]?.arquivos ?? [],
            execucoes: r.execucoes.map((a) => ({ performance: a.performance, tbt: a.tbt, lcp: a.lcp, fcp: a.fcp })),
            atribuicao: execucaoMediana(r) ?? null,
            faltas,
            erros: r.erros,
          })),
      };
      writeFileSync(values.json, `${JSON.stringify(saida, null, 1)}\n`);
      log(`JSON em ${values.json}`);
    }
    return lista.some((r) => r.erros.length > 0) ? 1 : 0;
  } finally {
    await browser?.close();
    for (const s of servidos.reverse()) await s.close().catch(() => {});
    removerPainel();
  }
}

rodarSeChamado(import.meta.url, () => {
  // Stopped from outside: Lighthouse's Chromium, the temporary build and database go too.
  aoInterromper(pararChromes);
  return main();
});
