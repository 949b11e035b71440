import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { DadosStart, Usuario } from '@retaguarda/contrato/api';
import { valoresFiltroPadrao } from '../../src/modulos/vendas/gestao-pedidos/filtroPadrao';
import { abrirChromium } from '../lib/chromium';
import { medirFrioEQuente, painelDoBench } from '../lib/frio-e-quente';
import { maquina, mediana, ms, tabela } from '../lib/numeros';
import { lerMarcador } from '../lib/pagina';
import { estadoAutenticado } from '../lib/sessao';
import { CLIENT_VERSION, iniciarPainel, loginApi, type Painel } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';

/**
 * bench/orders-paint: in headless Chromium, the time from navigation to
 * the first table rows painted on /vendas/gestao-pedidos, signed in, for 10 and 100 rows per
 * page, over a large database (default 1,000,000 orders, seeded into a temporary SQLite file).
 * Cold: a fresh context with the cache off (JS downloaded again); warm: the same context
 * navigating again with the HTTP cache on (the everyday case). Figures only. The panel is built
 * into a temporary directory (a concurrent rebuild of dist/ cannot break the run); --skip-build
 * serves dist/ as it is; --db uses an existing seeded SQLite file instead of seeding.
 *
 *   npx tsx bench/orders-paint/index.ts [--orders 1000000] [--runs 5] [--db file.db] [--skip-build]
 *
 * 100 per page is the URL react-admin itself writes when the page size changes:
 * ?filter=<JSON>&page=1&perPage=100 — a bare ?perPage=100 would drop the default filter
 * (react-admin applies filterDefaultValues only when the URL has no list parameters).
 */

interface Cenario {
  nome: string;
  url: string;
  esperadas: number;
}

interface Tempo {
  pintado: number;
  detectado: number;
  linhas: number;
  /** When the list request's response ended (ms since navigation start), if seen. */
  api: number | null;
  apiDuracao: number | null;
}

async function filtroPadraoDoServidor(url: string): Promise<Record<string, unknown>> {
  const { cookie, corpo } = await loginApi(url);
  const usuario = Usuario.parse((corpo as { RES: { usuario: unknown } }).RES.usuario);
  const r = await fetch(`${url}/v2/config/erp/dados-start`, { headers: { cookie, 'x-client-version': CLIENT_VERSION }, signal: AbortSignal.timeout(30_000) });
  if (!r.ok) throw new Error(`dados-start: HTTP ${r.status}`);
  const metadata = DadosStart.parse(((await r.json()) as { RES: unknown }).RES);
  return valoresFiltroPadrao(usuario, metadata);
}

async function medirUma(page: Page, url: string, timeout: number): Promise<Tempo> {
  await page.goto(url, { waitUntil: 'commit', timeout });
  const m = await lerMarcador(page, timeout);
  const api = await page.evaluate(() => {
    const e = performance.getEntriesByType('resource').filter((r) => r.name.includes('/v2/vendas/lista-pedidos')).at(-1) as PerformanceResourceTiming | undefined;
    return e ? { fim: e.responseEnd, duracao: e.responseEnd - e.startTime } : null;
  });
  return { pintado: m.pintado, detectado: m.detectado, linhas: m.linhas, api: api?.fim ?? null, apiDuracao: api?.duracao ?? null };
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      orders: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '5' },
      db: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const pedidos = Number(values.orders);
  const execucoes = Math.max(1, Number(values.runs));
  const timeout = 120_000;
  const log = (m: string) => console.log(m);
  console.log(`bench/orders-paint: ${maquina()}`);

  const construido = await painelDoBench(values['skip-build'] === true, log);
  let painel: Painel | undefined;
  let browser: Browser | undefined;
  try {
    painel = await iniciarPainel({ orders: pedidos, staticDir: construido.dir, dbPath: typeof values.db === 'string' ? values.db : undefined, log });
    const filtro = await filtroPadraoDoServidor(painel.url);
    const lista = `${painel.url}/vendas/gestao-pedidos`;
    const comQuery = (n: number) => `${lista}?filter=${encodeURIComponent(JSON.stringify(filtro))}&page=1&perPage=${n}`;
    const cenarios: Cenario[] = [
      { nome: '10 por página (URL sem parâmetros: padrões da lista)', url: lista, esperadas: 10 },
      { nome: '10 por página (?filter=…&perPage=10)', url: comQuery(10), esperadas: 10 },
      { nome: '100 por página (?filter=…&perPage=100)', url: comQuery(100), esperadas: 100 },
    ];

    browser = await abrirChromium();
    const estado = await estadoAutenticado(browser, painel.url, log);
    const { frio, quente } = await medirFrioEQuente({
      browser,
      estado,
      cenarios,
      execucoes,
      medir: (page: Page, c: Cenario) => medirUma(page, c.url, timeout),
      relatar: (tipo, c, i, t) =>
        log(`  ${tipo.padEnd(6)} ${c.nome} #${i}: ${ms(t.pintado)} (${t.linhas} linhas; resposta da API em ${ms(t.api)}${tipo === 'frio' ? `, ${ms(t.apiDuracao)} de requisição` : ''})`),
    });

    const linhas = cenarios.flatMap((c) =>
      (
        [
          ['frio (sem cache)', frio.get(c.nome) ?? []],
          ['quente (cache HTTP)', quente.get(c.nome) ?? []],
        ] as const
      ).map(([tipo, ts]) => [
        c.nome,
        tipo,
        String(Math.round(mediana(ts.map((t) => t.linhas)))),
        ms(mediana(ts.map((t) => t.pintado))),
        ms(Math.min(...ts.map((t) => t.pintado))),
        ms(Math.max(...ts.map((t) => t.pintado))),
        ms(mediana(ts.map((t) => t.api).filter((x): x is number => x !== null))),
        ms(mediana(ts.map((t) => t.apiDuracao).filter((x): x is number => x !== null))),
        ms(mediana(ts.filter((t) => t.api !== null).map((t) => t.pintado - (t.api as number)))),
      ]),
    );
    const base = painel.orders !== null ? `${painel.orders.toLocaleString('pt-BR')} pedidos` : `banco ${String(values.db)}`;
    console.log(`\nPrimeiras linhas pintadas em /vendas/gestao-pedidos (${base}; mediana de ${execucoes}; viewport 1366×768; sem throttling)`);
    console.log(tabela(['Cenário', 'cache', 'linhas', 'navegação → linhas pintadas', 'mín', 'máx', 'resposta da lista (desde a navegação)', 'requisição da lista', 'resposta → linhas pintadas'], linhas));
    console.log('Linhas pintadas: o quadro seguinte ao aparecimento das linhas da DataTable (não o esqueleto de carregamento), medido na página (performance.now()).');
    console.log('"requisição da lista": duração do PUT /v2/vendas/lista-pedidos vista pelo navegador; "resposta → linhas pintadas": renderização da página de dados.');
    console.log(`Filtro padrão usado na URL: ${JSON.stringify(filtro)}`);
    console.log(`fim: ${maquina()}`);
    return 0;
  } finally {
    await browser?.close();
    await painel?.close();
    construido.remover();
  }
}

rodarSeChamado(import.meta.url, main);
