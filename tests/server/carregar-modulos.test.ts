import { readdirSync } from 'node:fs';
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

  it('serves every folder of server/modulos, in alphabetical order, with no list to keep', async () => {
    const pastas = readdirSync(fileURLToPath(new URL('../../server/modulos', import.meta.url)), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const nomes = (await carregarModulos()).map((m) => m.nome);
    expect(nomes).toEqual(pastas);
    expect(nomes).toEqual(expect.arrayContaining(['sessao', 'recursos', 'venda-manual', 'documentacao']));
  });
});
