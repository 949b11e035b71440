import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { abrirChromium } from '../lib/chromium';
import { construirPainel, viteBuild } from '../lib/construir';
import { kb, maquina, mediana, ms, razao, tabela } from '../lib/numeros';
import { medirPagina, SELETOR_LINHAS, type MedidaPagina } from '../lib/pagina';
import { cabecalhoCookie, estadoAutenticado, type EstadoSessao } from '../lib/sessao';
import { aoInterromper, iniciarPainel, proxyGzip, servirEstatico, type Painel, type Servido } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';
import { auditar, pararChromes, type AlvoLighthouse, type NotaLighthouse } from './lighthouse';

/**
 * bench/bundle (docs/benchmarks.md, "Load"): builds the panel (vite build, into a temporary directory so a
 * concurrent rebuild of dist/ cannot break a measurement) and, in the same run, the
 * baseline (bench/baseline: react-admin 5 with one ListGuesser → bench/baseline/dist); serves the
 * panel through the real server (buildApp over a temporary seeded SQLite) and the baseline from a
 * tiny static server, both on 127.0.0.1; opens each page in headless Chromium with the cache off
 * and prints the median over --runs of the JavaScript it loads (gzip) and its first contentful
 * paint, with the ratio to the baseline; then Lighthouse 12 (mobile) scores beside the targets.
 * Figures only: nothing here passes or fails on time.
 *
 *   npx tsx bench/bundle/index.ts [--runs 5] [--lh-runs 3] [--no-lighthouse] [--skip-build] [--lhr-dir DIR]
 *                                 [--bundle-orders 20000] [--gzip]
 *
 * --gzip puts a compressing proxy in front of both servers (the real server does not compress):
 * what the figures would be if it did.
 * --skip-build serves dist/ and bench/baseline/dist as they are.
 */

const SELETOR_LOGIN = 'input[type="password"]';
const TOP_ARQUIVOS = 6;
const META_LOGIN_JS = 0.5;
const META_LISTA_JS = 1;
const METAS_LH = {
  login: { performance: 90, accessibility: 100, bestPractices: 95 },
  lista: { performance: 80, accessibility: 100, bestPractices: 95 },
} as const;

interface Pagina {
  chave: 'baseline' | 'login' | 'lista';
  nome: string;
  url: string;
  pronto: string;
  estado?: EstadoSessao;
}

interface Resumo {
  pagina: Pagina;
  medidas: MedidaPagina[];
  erro?: string;
}

const med = (r: Resumo, f: (m: MedidaPagina) => number | null) => mediana(r.medidas.map(f).filter((x): x is number => x !== null));

async function medirTodas(browser: Browser, paginas: Pagina[], execucoes: number, log: (m: string) => void): Promise<Resumo[]> {
  const resumos: Resumo[] = paginas.map((pagina) => ({ pagina, medidas: [] }));
  // Interleaved (baseline, login, list, baseline, ...) so a slow moment of the machine hits all alike.
  for (let i = 0; i < execucoes; i++) {
    for (const r of resumos) {
      if (r.erro) continue;
      try {
        const m = await medirPagina(browser, { url: r.pagina.url, pronto: r.pagina.pronto, estado: r.pagina.estado });
        r.medidas.push(m);
        log(`  ${r.pagina.nome} #${i + 1}: ${m.arquivosJs} JS, ${kb(m.jsGzip)} gzip, FCP ${ms(m.fcp)}, pronto ${ms(m.pronto)} (${m.urlFinal})`);
      } catch (erro) {
        r.erro = erro instanceof Error ? erro.message.split('\n')[0] : String(erro);
        log(`  ${r.pagina.nome}: ERRO ${r.erro}`);
      }
    }
  }
  return resumos;
}

function imprimirCarga(resumos: Resumo[], execucoes: number): void {
  const base = resumos.find((r) => r.pagina.chave === 'baseline');
  const baseJs = base ? med(base, (m) => m.jsGzip) : Number.NaN;
  const baseFcp = base ? med(base, (m) => m.fcp) : Number.NaN;
  const metas: Record<Pagina['chave'], string> = { baseline: '—', login: `≤ ${META_LOGIN_JS}×`, lista: `≤ ${META_LISTA_JS}×` };
  const linhas = resumos.map((r) => {
    if (r.medidas.length === 0) return [r.pagina.nome, 'erro', '', '', '', '', metas[r.pagina.chave], '', '', '', r.erro ?? ''];
    const js = med(r, (m) => m.jsGzip);
    const alvo = r.pagina.chave === 'login' ? META_LOGIN_JS : r.pagina.chave === 'lista' ? META_LISTA_JS : null;
    const ok = alvo === null ? '' : js <= alvo * baseJs ? 'atinge' : 'NÃO atinge';
    const fcp = med(r, (m) => m.fcp);
    return [
      r.pagina.nome,
      String(Math.round(med(r, (m) => m.arquivosJs))),
      kb(med(r, (m) => m.jsBytes)),
      kb(js),
      kb(med(r, (m) => m.jsTransferidos)),
      r.pagina.chave === 'baseline' ? '1.00×' : razao(js, baseJs),
      metas[r.pagina.chave],
      ms(fcp),
      r.pagina.chave === 'baseline' ? '1.00×' : razao(fcp, baseFcp),
      ms(med(r, (m) => m.pronto)),
      ok,
    ];
  });
  console.log(`\nCarga (mediana de ${execucoes} execuções; cache desativado; viewport 1366×768; sem throttling)`);
  console.log(tabela(['Página', 'arquivos JS', 'JS bruto', 'JS gzip', 'JS transferido', '× baseline', 'meta JS', 'FCP', 'FCP × baseline', 'conteúdo pintado', 'meta'], linhas));
  console.log(
    '"JS gzip" (a medida da meta): gzip nível 6 (node:zlib) de cada corpo JS, somado, igual para todas as páginas e a baseline. ' +
      '"JS transferido": o que de fato trafegou (o servidor do painel envia brotli ou gzip; o da baseline não comprime).',
  );
  console.log('"conteúdo pintado": da navegação ao quadro seguinte ao aparecimento do campo de senha (login) ou das linhas da tabela (listas).');
  const semCorpo = resumos.reduce((s, r) => s + r.medidas.reduce((t, m) => t + m.semCorpo, 0), 0);
  if (semCorpo > 0) console.log(`atenção: ${semCorpo} respostas JS sem corpo legível (fora da soma)`);
  const variou = resumos.filter((r) => new Set(r.medidas.map((m) => m.arquivosJs)).size > 1);
  for (const r of variou) console.log(`atenção: ${r.pagina.nome} carregou ${[...new Set(r.medidas.map((m) => m.arquivosJs))].join(' ou ')} arquivos JS conforme a execução`);
  for (const r of resumos) {
    const m = r.medidas[0];
    if (!m || m.arquivos.length < 2) continue;
    const top = m.arquivos.slice(0, TOP_ARQUIVOS).map((a) => `${a.caminho.replace(/^\/assets\//, '')} ${kb(a.gzip)}`);
    console.log(`maiores JS (gzip) em ${r.pagina.nome}: ${top.join(', ')}${m.arquivos.length > TOP_ARQUIVOS ? `, +${m.arquivos.length - TOP_ARQUIVOS} arquivos` : ''}`);
  }
}

function imprimirLighthouse(notas: { alvo: AlvoLighthouse; chave: Pagina['chave']; nota?: NotaLighthouse; erro?: string }[]): void {
  const meta = (chave: Pagina['chave'], k: 'performance' | 'accessibility' | 'bestPractices') =>
    chave === 'baseline' ? '' : ` (meta ≥ ${METAS_LH[chave][k]})`;
  const linhas = notas.map(({ alvo, chave, nota, erro }) =>
    nota
      ? [
          alvo.nome,
          `${nota.performance}${meta(chave, 'performance')}`,
          `${nota.accessibility}${meta(chave, 'accessibility')}`,
          `${nota.bestPractices}${meta(chave, 'bestPractices')}`,
          ms(nota.tbt),
          ms(nota.fcp),
          ms(nota.lcp),
          String(nota.execucoes),
          new URL(nota.urlFinal || alvo.url).pathname + new URL(nota.urlFinal || alvo.url).hash,
        ]
      : [alvo.nome, 'erro', '', '', '', '', '', '0', erro ?? ''],
  );
  console.log('\nLighthouse 12 (preset mobile, throttling simulado; mediana por métrica)');
  console.log(tabela(['Página', 'Performance', 'Accessibility', 'Best practices', 'TBT', 'FCP', 'LCP', 'execuções', 'URL final'], linhas));
  for (const { alvo, nota } of notas) {
    if (nota) console.log(`elemento do LCP (${alvo.nome}): ${nota.elementoLcp.slice(0, 160)}`);
  }
  for (const { alvo, nota } of notas) {
    if (nota && nota.oportunidades.length > 0) console.log(`oportunidades (${alvo.nome}): ${nota.oportunidades.join('; ')}`);
  }
  const avisos = new Set(notas.flatMap((n) => n.nota?.avisos ?? []));
  for (const a of avisos) console.log(`aviso do Lighthouse: ${a}`);
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      runs: { type: 'string', default: '5' },
      'lh-runs': { type: 'string', default: '3' },
      'no-lighthouse': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'bundle-orders': { type: 'string', default: '20000' },
      gzip: { type: 'boolean', default: false },
      'lhr-dir': { type: 'string' },
    },
  });
  const execucoes = Math.max(1, Number(values.runs));
  const execucoesLh = Math.max(0, values['no-lighthouse'] ? 0 : Number(values['lh-runs']));
  const pedidos = Number(values['bundle-orders']);
  const log = (m: string) => console.log(m);
  console.log(`bench/bundle: ${maquina()}`);

  let falhou = false;
  if (!values['skip-build']) {
    const b = await viteBuild(resolve('bench/baseline/vite.config.ts'));
    log(`baseline construída em ${(b.ms / 1000).toFixed(1)} s (bench/baseline/dist)`);
  }
  let painelPronto = true;
  let painelDir = 'dist';
  let removerPainel = () => {};
  if (!values['skip-build']) {
    try {
      const p = await construirPainel();
      painelDir = p.dir;
      removerPainel = p.remover;
      log(`painel construído em ${(p.ms / 1000).toFixed(1)} s (vite build → ${p.dir})`);
    } catch (erro) {
      painelPronto = false;
      falhou = true;
      console.error(`painel: ${erro instanceof Error ? erro.message : String(erro)}`);
    }
  } else {
    log('--skip-build: painel de dist/ e baseline de bench/baseline/dist como estão');
  }

  const servidos: Servido[] = [];
  let browser: Browser | undefined;
  try {
    const comGzip = values.gzip === true;
    const baselineEstatico = await servirEstatico('bench/baseline/dist');
    servidos.push(baselineEstatico);
    const baseline = comGzip ? await proxyGzip(baselineEstatico.url) : baselineEstatico;
    if (comGzip) {
      servidos.push(baseline);
      log('--gzip: baseline e painel servidos através de um proxy que comprime (gzip nível 6): o cenário "se o servidor comprimisse"');
    }
    let painel: Painel | undefined;
    if (painelPronto) {
      try {
        const real = await iniciarPainel({ orders: pedidos, staticDir: painelDir, log });
        servidos.push(real);
        if (comGzip) {
          const proxy = await proxyGzip(real.url);
          servidos.push(proxy);
          painel = { ...real, url: proxy.url, close: proxy.close };
        } else {
          painel = real;
        }
      } catch (erro) {
        falhou = true;
        console.error(`servidor do painel: ${erro instanceof Error ? erro.message : String(erro)}`);
      }
    }

    browser = await abrirChromium();
    const paginas: Pagina[] = [{ chave: 'baseline', nome: 'baseline: lista (/#/posts)', url: `${baseline.url}/#/posts`, pronto: SELETOR_LINHAS }];
    let estado: EstadoSessao | undefined;
    if (painel) {
      estado = await estadoAutenticado(browser, painel.url, log);
      paginas.push(
        { chave: 'login', nome: 'painel: /auth/login', url: `${painel.url}/auth/login`, pronto: SELETOR_LOGIN },
        { chave: 'lista', nome: 'painel: /vendas/gestao-pedidos', url: `${painel.url}/vendas/gestao-pedidos`, pronto: SELETOR_LINHAS, estado },
      );
    }
    const resumos = await medirTodas(browser, paginas, execucoes, log);
    await browser.close();
    browser = undefined;
    imprimirCarga(resumos, execucoes);
    if (resumos.some((r) => r.erro)) falhou = true;

    if (execucoesLh > 0) {
      const alvos: { alvo: AlvoLighthouse; chave: Pagina['chave'] }[] = [{ chave: 'baseline', alvo: { nome: 'baseline: lista (/#/posts)', url: `${baseline.url}/#/posts` } }];
      if (painel) {
        alvos.push(
          { chave: 'login', alvo: { nome: 'painel: /auth/login', url: `${painel.url}/auth/login` } },
          {
            chave: 'lista',
            alvo: { nome: 'painel: /vendas/gestao-pedidos', url: `${painel.url}/vendas/gestao-pedidos`, entrarEm: painel.url, cookie: estado ? cabecalhoCookie(estado) : undefined },
          },
        );
      }
      const notas: { alvo: AlvoLighthouse; chave: Pagina['chave']; nota?: NotaLighthouse; erro?: string }[] = [];
      for (const a of alvos) {
        try {
          notas.push({ ...a, nota: await auditar(a.alvo, execucoesLh, log, typeof values['lhr-dir'] === 'string' ? values['lhr-dir'] : undefined) });
        } catch (erro) {
          falhou = true;
          notas.push({ ...a, erro: erro instanceof Error ? erro.message.split('\n')[0] : String(erro) });
        }
      }
      imprimirLighthouse(notas);
    }
    if (!painel) console.log('\nO painel não pôde ser medido (ver o erro acima); só a baseline foi medida.');
    console.log(`\nfim: ${maquina()}`);
  } finally {
    await browser?.close();
    for (const s of servidos.reverse()) await s.close().catch(() => {});
    removerPainel();
  }
  return falhou ? 1 : 0;
}

rodarSeChamado(import.meta.url, () => {
  // Stopped from outside: do not leave Lighthouse's Chromium behind (Playwright cleans up its
  // own); the temporary build and database directories go too.
  aoInterromper(pararChromes);
  return main();
});
