/**
 * Two builds of the panel on the same screens, audited in pairs (A then B, screen by screen, round
 * after round) so that both see the same moments of a shared machine: Lighthouse 12 mobile
 * performance, TBT and LCP, the median of each build and the median of the pairs' differences,
 * and for each build the long tasks of its median-TBT run (which script, from bench/telas's
 * attribution). A score from one run of bench/telas and one from another hour are not comparable
 * here; the pairs of one run of this are. Figures only.
 *
 *   npx vite build --outDir /tmp/antes --sourcemap hidden   # at the commit before the change
 *   npx vite build --outDir /tmp/depois --sourcemap hidden  # with the change
 *   npx tsx bench/telas/ab.ts --a /tmp/antes --b /tmp/depois --telas clientes,usuarios [--rodadas 4]
 *
 * Each build gets a server of its own over a database seeded alike (--orders).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mediana, maquina, ms, tabela } from '../lib/numeros';
import { aoInterromper, iniciarPainel, removerAoSair, type Painel } from '../lib/servidores';
import { rodarSeChamado } from '../lib/principal';
import { auditar, pararChromes } from '../bundle/lighthouse';
import { atribuir, type Atribuicao } from './atribuicao';
import { escolherTelas, telasDoMenu } from './telas';

const TOP_TAREFAS = 6;

/** One audit, with one more try: Lighthouse now and then fails to record the navigation on a loaded machine. */
async function medir(nome: string, url: string, origem: string, dir: string): Promise<Atribuicao | undefined> {
  for (let tentativa = 1; tentativa <= 2; tentativa++) {
    try {
      await auditar({ nome, url, entrarEm: origem }, 1, () => {}, dir);
      return atribuir(JSON.parse(readFileSync(join(dir, `${nome.replace(/[^\w-]+/g, '_')}-1.json`), 'utf8')), origem);
    } catch (erro) {
      console.log(`  ${nome}: ${erro instanceof Error ? erro.message.split('\n')[0] : String(erro)}${tentativa === 1 ? '; de novo' : ''}`);
    }
  }
  return undefined;
}

const medianaDe = (v: Atribuicao[]) => [...v].sort((a, b) => a.tbt - b.tbt)[Math.floor((v.length - 1) / 2)];

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      telas: { type: 'string' },
      rodadas: { type: 'string', default: '4' },
      orders: { type: 'string', default: '20000' },
    },
  });
  const nomes = values.telas?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!values.a || !values.b || !nomes?.length) {
    console.error('uso: npx tsx bench/telas/ab.ts --a DIR_ANTES --b DIR_DEPOIS --telas clientes,usuarios [--rodadas 4] [--orders 20000]');
    return 2;
  }
  const builds = [values.a, values.b];
  const rodadas = Math.max(1, Number(values.rodadas));
  const telas = escolherTelas(await telasDoMenu({ todasSubRotas: true }), nomes).filter((t) => nomes.some((n) => t.chave === n || t.chave.endsWith(`/${n}`)));
  console.log(`bench/telas/ab: ${maquina()}\nA = ${values.a}, B = ${values.b}; ${telas.map((t) => t.rota).join(', ')}; ${rodadas} rodadas`);
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-telas-ab-'));
  const remover = removerAoSair(dir);
  const paineis: Painel[] = [];
  try {
    for (const d of builds) paineis.push(await iniciarPainel({ orders: Number(values.orders), staticDir: d }));
    const execucoes = telas.map(() => builds.map((): Atribuicao[] => []));
    const diferencas = telas.map(() => ({ performance: [] as number[], tbt: [] as number[] }));
    for (let rodada = 1; rodada <= rodadas; rodada++) {
      for (const [i, t] of telas.entries()) {
        const par = [];
        for (const [j, painel] of paineis.entries()) {
          const a = await medir(`${'AB'[j]}-${t.chave}`, `${painel.url}${t.rota}`, painel.url, dir);
          par.push(a);
          if (a) execucoes[i][j].push(a);
          console.log(`[${rodada}/${rodadas}] ${t.rota} ${'AB'[j]}: ${a ? `${a.performance}, TBT ${ms(a.tbt)}, LCP ${ms(a.lcp)}` : 'sem medida'}`);
        }
        const [x, y] = par;
        if (x && y) {
          diferencas[i].performance.push(y.performance - x.performance);
          diferencas[i].tbt.push(y.tbt - x.tbt);
        }
      }
    }
    console.log(`\nMedianas (Lighthouse 12 mobile, ${rodadas} pares; a diferença é a mediana das diferenças B − A de cada par)`);
    console.log(
      tabela(
        ['tela', 'perf A', 'perf B', 'Δ perf', 'TBT A', 'TBT B', 'Δ TBT', 'LCP A', 'LCP B', 'execuções A (perf/TBT)', 'execuções B (perf/TBT)'],
        telas.map((t, i) => {
          const [ea, eb] = execucoes[i];
          const m = (v: Atribuicao[], f: (a: Atribuicao) => number) => mediana(v.map(f));
          const lista = (v: Atribuicao[]) => v.map((a) => `${a.performance}/${Math.round(a.tbt)}`).join(' ');
          return [
            t.rota,
            String(m(ea, (a) => a.performance)),
            String(m(eb, (a) => a.performance)),
            String(mediana(diferencas[i].performance)),
            ms(m(ea, (a) => a.tbt)),
            ms(m(eb, (a) => a.tbt)),
            ms(mediana(diferencas[i].tbt)),
            ms(m(ea, (a) => a.lcp)),
            ms(m(eb, (a) => a.lcp)),
            lista(ea),
            lista(eb),
          ];
        }),
      ),
    );
    for (const [i, t] of telas.entries()) {
      for (const [j] of builds.entries()) {
        const a = execucoes[i][j].length ? medianaDe(execucoes[i][j]) : undefined;
        if (!a) continue;
        console.log(`\n${t.rota} ${'AB'[j]} — execução de TBT mediano (${ms(a.tbt)}): ${a.tarefas.length} tarefas longas`);
        for (const tarefa of a.tarefas.slice(0, TOP_TAREFAS)) console.log(`  ${ms(tarefa.duracao)} em ${ms(tarefa.inicio)}: ${tarefa.script}`);
      }
    }
    return 0;
  } finally {
    for (const p of paineis) await p.close().catch(() => {});
    remover();
  }
}

rodarSeChamado(import.meta.url, () => {
  aoInterromper(pararChromes);
  return main();
});
