import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { carregarModulos } from '../../server/modulos/carregar';
import guardaTeste from '../fixtures/modulos-servidor/declarados/guarda-teste';

const DECLARADOS = fileURLToPath(new URL('../fixtures/modulos-servidor/declarados', import.meta.url));

describe('the server finds its modules by their folders', () => {
  it('finds a module dropped in a folder, its default export as the plugin', async () => {
    const modulos = await carregarModulos(DECLARADOS);
    expect(modulos.map((m) => m.nome)).toEqual(['guarda-teste']);
    // the same module object the test imports: one graph, so instanceof holds across it
    expect(modulos[0]?.plugin).toBe(guardaTeste);
  });

  it('serves every folder of server/modulos with routes, in alphabetical order, with no list to keep', async () => {
    const raiz = fileURLToPath(new URL('../../server/modulos', import.meta.url));
    const pastas = readdirSync(raiz, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const comRotas = pastas.filter((p) => existsSync(join(raiz, p, 'index.ts')));
    const nomes = (await carregarModulos()).map((m) => m.nome);
    expect(nomes).toEqual(comRotas);
    expect(nomes).toEqual(expect.arrayContaining(['sessao', 'recursos', 'venda-manual', 'documentacao']));
    // a folder without routes is a module of reports or jobs only, found by their own loaders
    for (const p of pastas.filter((p) => !comRotas.includes(p))) {
      expect(['relatorios.ts', 'tarefas.ts'].some((f) => existsSync(join(raiz, p, f))), p).toBe(true);
    }
  });
});
