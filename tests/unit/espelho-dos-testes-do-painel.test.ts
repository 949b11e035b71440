import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The panel's tests mirror src/ so that the tests of a screen are found from its path
 * (docs/nomes.md, 'Folders and files'): a file in tests/panel/<path>/ tests src/<path>/. Only the
 * shared helpers and the tests of those helpers sit at tests/panel/'s top level.
 */
const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const PAINEL = 'tests/panel';

/** A folder counts when it holds a file: git keeps no empty folder, a checkout can leave one. */
function temArquivo(pasta: string): boolean {
  return readdirSync(pasta, { recursive: true, encoding: 'utf8' }).some((nome) => statSync(join(pasta, nome)).isFile());
}

function foraDoEspelho(): string[] {
  return readdirSync(join(RAIZ, PAINEL), { recursive: true, encoding: 'utf8' })
    .map((nome) => nome.split('\\').join('/'))
    .filter((nome) => nome.includes('/') && statSync(join(RAIZ, PAINEL, nome)).isFile())
    .filter((nome) => {
      const espelho = join(RAIZ, 'src', dirname(nome));
      return !existsSync(espelho) || !temArquivo(espelho);
    })
    .map((nome) => `${PAINEL}/${nome} (não há src/${dirname(nome)}/)`);
}

describe("the panel's tests mirror src/", () => {
  it('keeps every file under a tests/panel/ folder in the mirror of an existing src/ folder', () => {
    expect(foraDoEspelho()).toEqual([]);
  });

  it('places each module test in the folder of a module that exists', () => {
    const modulos = readdirSync(join(RAIZ, PAINEL, 'modulos'), { recursive: true, encoding: 'utf8' })
      .map((nome) => nome.split('\\').join('/'))
      .filter((nome) => /\.test\.tsx?$/.test(nome))
      .filter((nome) => {
        // <area>/<modulo>/…/<file>: at least three parts, and the module declares its screens (index.ts)
        const partes = nome.split('/');
        return partes.length < 3 || !existsSync(join(RAIZ, 'src/modulos', partes[0], partes[1], 'index.ts'));
      })
      .map((nome) => `${PAINEL}/modulos/${nome}`);
    expect(modulos).toEqual([]);
  });
});
