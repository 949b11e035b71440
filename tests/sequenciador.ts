import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A local module that declares tests of its own (a suite shared by several files, as the themes' walks). */
const DECLARA_TESTES = /\b(it|test|describe)(\.each)?\s*[(`]/;
const IMPORTACAO_LOCAL = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function arquivoDe(origem: string, caminho: string): string | null {
  const base = resolve(dirname(origem), caminho);
  for (const candidato of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidato) && statSync(candidato).isFile()) return candidato;
  }
  return null;
}

/**
 * The size of the test code a file runs: its own, plus that of the local modules it imports that
 * declare tests. A file that only calls a shared suite (one line per theme) runs as much as the
 * suite's file weighs, not as its one line.
 */
export function pesoDoArquivo(arquivo: string): number {
  const texto = readFileSync(arquivo, 'utf8');
  let peso = texto.length;
  for (const [, caminho] of texto.matchAll(IMPORTACAO_LOCAL)) {
    const importado = arquivoDe(arquivo, caminho);
    if (!importado) continue;
    const conteudo = readFileSync(importado, 'utf8');
    if (DECLARA_TESTES.test(conteudo)) peso += conteudo.length;
  }
  return peso;
}

/**
 * Vitest's order (longest first, by the durations of the last run on this machine) with one
 * change: a file it knows no duration of is weighed by the test code it runs instead of its own
 * size. A clean clone (CI) has no durations, and Vitest then ran the themes' walks of every
 * screen, two one-line files, last: the longest files of the journeys, each on one worker while
 * the others had finished.
 */
export class SequenciadorPorPeso extends BaseSequencer {
  override async sort(arquivos: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const raiz = this.ctx.config.root;
    const pesos = new Map<string, number>();
    const peso = (a: TestSpecification) => {
      let p = pesos.get(a.moduleId);
      if (p === undefined) {
        p = pesoDoArquivo(a.moduleId);
        pesos.set(a.moduleId, p);
      }
      return p;
    };
    return [...arquivos].sort((a, b) => {
      const ordem = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (ordem !== 0) return ordem;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (a.project.config.isolate !== b.project.config.isolate) return a.project.config.isolate ? -1 : 1;
      const ra = cache.getFileTestResults(`${a.project.name}:${relative(raiz, a.moduleId)}`);
      const rb = cache.getFileTestResults(`${b.project.name}:${relative(raiz, b.moduleId)}`);
      if (!ra || !rb) return peso(b) - peso(a);
      if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
      return rb.duration - ra.duration;
    });
  }
}
