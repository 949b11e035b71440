import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';

const RAIZ = fileURLToPath(new URL('../../../', import.meta.url));
const SRC = join(RAIZ, 'src');

/**
 * Where a key may be written: the registry, which joins the contract's declarations to the panel.
 * A screen asks usePodeChamar(endpoint) or usePodeAbrir(modulo) instead, so the rule lives once,
 * beside the endpoint or the module it guards.
 */
const PERMITIDOS = [/^src\/registro\//];

const CHAVES = new Set<string>(ALL_PERMISSION_KEYS);
const LITERAL = /(['"`])([a-z][a-z0-9_]*)\1/g;

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { recursive: true, encoding: 'utf8' })
    .filter((arquivo) => /\.tsx?$/.test(arquivo))
    .map((arquivo) => join(pasta, arquivo));
}

/** Each permission key written as a literal in the file, with its line. */
function chavesNoTexto(texto: string): { chave: string; linha: number }[] {
  return texto.split('\n').flatMap((conteudo, i) => [...conteudo.matchAll(LITERAL)].filter((m) => CHAVES.has(m[2])).map((m) => ({ chave: m[2], linha: i + 1 })));
}

describe('permission keys in the panel', () => {
  it('finds a key written as a literal, and not a field that only starts like one', () => {
    expect(chavesNoTexto("const x = 'estoque_ajustes_e_movimentacoes';\nconst y = 'estoque_negativo';")).toEqual([{ chave: 'estoque_ajustes_e_movimentacoes', linha: 1 }]);
  });

  it('no screen writes a permission key: it asks the endpoint or the module that declares it', () => {
    const achados = arquivos(SRC)
      .map((arquivo) => relative(RAIZ, arquivo).split('\\').join('/'))
      .filter((arquivo) => !PERMITIDOS.some((p) => p.test(arquivo)))
      .flatMap((arquivo) => chavesNoTexto(readFileSync(join(RAIZ, arquivo), 'utf8')).map(({ chave, linha }) => `${arquivo}:${linha} '${chave}'`));
    expect(achados, 'use usePodeChamar(endpoint) or usePodeAbrir(modulo) from src/registro/').toEqual([]);
  });
});
