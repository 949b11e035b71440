/**
 * Two runs of bench/telas (their --json files) side by side, screen by screen: JS gzip,
 * Lighthouse performance, TBT and LCP of each, and the difference. Both runs should have been
 * made on the same machine in the same hour: on a shared 2-core machine one build's score moves by
 * several points within an hour (bench/bundle/ab.ts alternates two builds for that reason).
 *
 *   npx tsx bench/telas/index.ts --json /tmp/antes.json   # at the commit before the change
 *   npx tsx bench/telas/index.ts --json /tmp/depois.json  # with the change
 *   npx tsx bench/telas/comparar.ts /tmp/antes.json /tmp/depois.json
 */
import { readFileSync } from 'node:fs';
import { kb, ms, tabela } from '../lib/numeros';
import { rodarSeChamado } from '../lib/principal';

interface TelaJson {
  chave: string;
  nome: string;
  jsGzip: number;
  performance: number;
  tbt: number;
  lcp: number;
  faltas: string[];
}
interface RunJson {
  maquina: { descricao: string };
  baseline: { jsGzip: number };
  telas: TelaJson[];
}

const ler = (arquivo: string) => JSON.parse(readFileSync(arquivo, 'utf8')) as RunJson;
const sinal = (v: number, fmt: (x: number) => string) => (Number.isFinite(v) ? `${v > 0 ? '+' : ''}${fmt(v)}` : '—');

export function comparar(a: RunJson, b: RunJson): string {
  const chaves = [...new Set([...a.telas, ...b.telas].map((t) => t.chave))];
  const linhas = chaves.map((chave) => {
    const x = a.telas.find((t) => t.chave === chave);
    const y = b.telas.find((t) => t.chave === chave);
    const d = (f: (t: TelaJson) => number) => (x && y ? f(y) - f(x) : Number.NaN);
    const par = (f: (t: TelaJson) => number, fmt: (v: number) => string) => `${x ? fmt(f(x)) : '—'} → ${y ? fmt(f(y)) : '—'}`;
    return [
      (y ?? x)?.nome ?? chave,
      par((t) => t.jsGzip, kb),
      sinal(d((t) => t.jsGzip), kb),
      par((t) => t.performance, String),
      sinal(d((t) => t.performance), String),
      par((t) => t.tbt, ms),
      sinal(d((t) => t.tbt), ms),
      par((t) => t.lcp, ms),
      y ? (y.faltas.length === 0 ? 'atinge' : 'NÃO') : '',
    ];
  });
  return tabela(['Tela', 'JS gzip', 'Δ JS', 'Performance', 'Δ', 'TBT', 'Δ TBT', 'LCP', 'metas (B)'], linhas);
}

export function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const [arquivoA, arquivoB] = argv;
  if (!arquivoA || !arquivoB) {
    console.error('uso: npx tsx bench/telas/comparar.ts ANTES.json DEPOIS.json');
    return Promise.resolve(2);
  }
  const [a, b] = [ler(arquivoA), ler(arquivoB)];
  console.log(`A: ${arquivoA} (${a.maquina.descricao})\nB: ${arquivoB} (${b.maquina.descricao})`);
  console.log(`baseline JS gzip: ${kb(a.baseline.jsGzip)} → ${kb(b.baseline.jsGzip)}\n`);
  console.log(comparar(a, b));
  return Promise.resolve(0);
}

rodarSeChamado(import.meta.url, main);
