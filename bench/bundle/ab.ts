/**
 * Two builds of the panel compared on the order list's Lighthouse score (mobile preset), audited
 * alternately so that both see the same machine: on a shared 2-core machine one build's mean score
 * moves by up to 4 points within an hour, more than most single changes are worth. This is how
 * each change recorded in docs/benchmarks.md was judged. Not part of `npm run bench`.
 *
 *   npx vite build --outDir /tmp/antes   # at the commit before the change
 *   npx vite build                        # with the change, into dist/
 *   npx tsx bench/bundle/ab.ts --a /tmp/antes --b dist [--runs 6] [--url /vendas/gestao-pedidos]
 */
import { parseArgs } from 'node:util';
import { mediana, maquina, ms, tabela } from '../lib/numeros';
import { aoInterromper, iniciarPainel, type Painel } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';
import { auditar, pararChromes } from './lighthouse';

interface Execucao {
  performance: number;
  tbt: number;
  lcp: number;
  fcp: number;
}

const media = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      a: { type: 'string' },
      b: { type: 'string', default: 'dist' },
      runs: { type: 'string', default: '6' },
      url: { type: 'string', default: '/vendas/gestao-pedidos' },
      orders: { type: 'string', default: '20000' },
    },
  });
  if (!values.a) {
    console.error('uso: npx tsx bench/bundle/ab.ts --a DIR_ANTES --b DIR_DEPOIS [--runs 6] [--url /vendas/gestao-pedidos]');
    return 2;
  }
  const builds = [values.a, values.b] as const;
  const execucoes = Math.max(1, Number(values.runs));
  console.log(`bench/bundle/ab: ${maquina()}`);
  const paineis: Painel[] = [];
  try {
    for (const dir of builds) paineis.push(await iniciarPainel({ orders: Number(values.orders), staticDir: dir }));
    const resultados: Execucao[][] = builds.map(() => []);
    for (let i = 0; i < execucoes; i++) {
      for (const [j, dir] of builds.entries()) {
        const { url } = paineis[j];
        // The sign-in pages are audited signed out, as bench/bundle/index.ts does: signed in,
        // /auth/login opens the panel instead of the sign-in page.
        const assinado = !values.url.startsWith('/auth/');
        const alvo = { nome: dir, url: `${url}${values.url}`, entrarEm: assinado ? url : undefined };
        // Lighthouse now and then fails to record the navigation (NO_NAVSTART) on a loaded
        // machine: one more try, instead of losing the runs already made.
        const r = await auditar(alvo, 1).catch((erro: unknown) => {
          console.log(`${dir} #${i + 1}: ${erro instanceof Error ? erro.message.split('\n')[0] : String(erro)}; de novo`);
          return auditar(alvo, 1);
        });
        resultados[j].push({ performance: r.performance, tbt: r.tbt, lcp: r.lcp, fcp: r.fcp });
        console.log(`${dir} #${i + 1}: ${r.performance}, TBT ${ms(r.tbt)}, LCP ${ms(r.lcp)}, FCP ${ms(r.fcp)}`);
      }
    }
    console.log(
      `\n${values.url}, ${execucoes} execuções alternadas de cada build (Lighthouse 12, preset mobile)\n` +
        tabela(
          ['build', 'performance (média)', 'performance (mediana)', 'TBT (mediana)', 'LCP (mediana)', 'FCP (mediana)'],
          builds.map((dir, j) => {
            const r = resultados[j];
            return [
              dir,
              media(r.map((x) => x.performance)).toFixed(1),
              String(mediana(r.map((x) => x.performance))),
              ms(mediana(r.map((x) => x.tbt))),
              ms(mediana(r.map((x) => x.lcp))),
              ms(mediana(r.map((x) => x.fcp))),
            ];
          }),
        ),
    );
    return 0;
  } finally {
    for (const p of paineis) await p.close();
  }
}

rodarSeChamado(import.meta.url, () => {
  // stopped from outside: Lighthouse's Chromium and the temporary databases go with the bench
  aoInterromper(pararChromes);
  return main();
});
