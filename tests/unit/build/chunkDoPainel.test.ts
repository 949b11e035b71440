import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chunkDoPainel, type OpcoesChunkDoPainel } from '../../../build/chunkDoPainel';

const raiz = fileURLToPath(new URL('../../fixtures/chunk-do-painel/', import.meta.url));

/** Builds the fixture (main → sign-in entry or panel → screens, all through one barrel). */
async function construir(extra: Partial<OpcoesChunkDoPainel> = {}): Promise<Rolldown.OutputChunk[]> {
  const saida = await build({
    root: raiz,
    configFile: false,
    logLevel: 'silent',
    plugins: [chunkDoPainel({ inicio: '/main.js', semPainel: ['/entrada.js'], painel: '/app.js', ...extra })],
    build: { write: false, minify: false, rolldownOptions: { input: `${raiz}main.js` } },
  });
  const [primeira] = Array.isArray(saida) ? saida : [saida];
  if (!primeira || !('output' in primeira)) throw new Error('build sem saída');
  return primeira.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

const arquivos = (c: Rolldown.OutputChunk) =>
  c.moduleIds
    .filter((id) => id.startsWith(raiz))
    .map((id) => id.slice(raiz.length))
    .sort();

describe('build/chunkDoPainel (one chunk for what the panel needs and the sign-in entry does not)', () => {
  it('puts the panel, its own modules and the library parts only it uses in one chunk, following names through the barrel', async () => {
    const chunks = await construir();
    const painel = chunks.find((c) => c.name === 'painel');
    expect(painel && arquivos(painel)).toEqual(['app.js', 'lib/doPainel.js', 'util.js']);
  });

  it('leaves what the sign-in entry also needs, and what only a screen needs, out of that chunk', async () => {
    const chunks = await construir();
    const ondeEsta = (arquivo: string) => chunks.filter((c) => arquivos(c).includes(arquivo)).map((c) => c.name);
    expect(ondeEsta('lib/comum.js')).not.toContain('painel');
    expect(ondeEsta('lib/daTela.js')).toEqual(['tela']);
    expect(ondeEsta('entrada.js')).toEqual(['entrada']);
  });

  it("gives the main screen's files a chunk each, what the home page also uses one chunk, what other screens also use another", async () => {
    const chunks = await construir({ telaPrincipal: { nome: 'pedidos', arquivos: ['/lista.js', '/tabela.js'], inicio: '/inicio.js' } });
    const ondeEsta = (arquivo: string) => chunks.filter((c) => arquivos(c).includes(arquivo)).map((c) => c.name);
    expect(
      Object.fromEntries(['lista.js', 'lib/proprio.js', 'tabela.js', 'lib/daTabela.js', 'lib/comInicio.js', 'lib/comOutra.js'].map((a) => [a, ondeEsta(a)])),
    ).toEqual({
      'lista.js': ['pedidos-lista'],
      'lib/proprio.js': ['pedidos-lista'],
      'tabela.js': ['pedidos-tabela'],
      'lib/daTabela.js': ['pedidos-tabela'],
      'lib/comInicio.js': ['pedidos-inicio'],
      'lib/comOutra.js': ['pedidos-comum'],
    });
    // the home page and the other screens keep their own code; the panel chunk is the same
    expect(ondeEsta('inicio.js')).toEqual(['inicio']);
    expect(ondeEsta('lib/daTela.js')).toEqual(['tela']);
    expect(arquivos(chunks.find((c) => c.name === 'painel')!)).toEqual(['app.js', 'lib/doPainel.js', 'util.js']);
  });

  it("puts a shared screen's own modules in one chunk, leaving out what another screen also imports", async () => {
    const chunks = await construir({
      telaPrincipal: { nome: 'pedidos', arquivos: ['/lista.js', '/tabela.js'], inicio: '/inicio.js' },
      telasAgrupadas: [{ nome: 'cadastros-tela', arquivo: '/tela.js' }],
    });
    const ondeEsta = (arquivo: string) => chunks.filter((c) => arquivos(c).includes(arquivo)).map((c) => c.name);
    expect(ondeEsta('tela.js')).toEqual(['cadastros-tela']);
    expect(ondeEsta('lib/daTela.js')).toEqual(['cadastros-tela']);
    // the main screen's groups come first and keep what they hold
    expect(ondeEsta('lib/comOutra.js')).toEqual(['pedidos-comum']);
    expect(ondeEsta('tela2.js')).toEqual(['tela2']);
    expect(arquivos(chunks.find((c) => c.name === 'painel')!)).toEqual(['app.js', 'lib/doPainel.js', 'util.js']);
  });

  it('without a main screen, leaves out of the shared screen what another screen also imports', async () => {
    const chunks = await construir({ telasAgrupadas: [{ nome: 'cadastros-tela', arquivo: '/tela.js' }] });
    const ondeEsta = (arquivo: string) => chunks.filter((c) => arquivos(c).includes(arquivo)).map((c) => c.name);
    expect(ondeEsta('lib/daTela.js')).toEqual(['cadastros-tela']);
    expect(ondeEsta('lib/comOutra.js')).not.toContain('cadastros-tela');
  });
});

describe('build/chunkDoPainel, telasAgrupadas with a screen built around the grouped one', () => {
  const pasta = mkdtempSync(join(tmpdir(), 'retaguarda-chunk-agrupada-'));
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  it("keeps in the group what a screen importing the grouped one shares with it, and leaves out another screen's", async () => {
    const arquivos: Record<string, string> = {
      'package.json': '{ "type": "module", "sideEffects": false }',
      'main.js': "import('./app.js').then((m) => globalThis.console.log(m.default()));\n",
      'app.js':
        "const telas = { lista: () => import('./lista.js'), produtos: () => import('./produtos.js'), ficha: () => import('./ficha.js') };\n" +
        "export default () => telas[globalThis.location?.hash?.slice(1) || 'lista']().then((m) => m.default());\n",
      // the generated list, a register's own list around it, and the record page, which shares a piece with the list
      'lista.js': "import { daLista } from './daLista.js';\nimport { comFicha } from './comFicha.js';\nexport default () => `lista ${daLista()} ${comFicha()}`;\n",
      'produtos.js': "import lista from './lista.js';\nexport default () => `produtos ${lista()}`;\n",
      'ficha.js': "import { comFicha } from './comFicha.js';\nexport default () => `ficha ${comFicha()}`;\n",
      'daLista.js': "export const daLista = () => 'daLista';\n",
      'comFicha.js': "export const comFicha = () => 'comFicha';\n",
    };
    for (const [nome, texto] of Object.entries(arquivos)) writeFileSync(join(pasta, nome), texto);
    const saida = await build({
      root: pasta,
      configFile: false,
      logLevel: 'silent',
      plugins: [chunkDoPainel({ inicio: '/main.js', semPainel: [], painel: '/app.js', telasAgrupadas: [{ nome: 'cadastros-lista', arquivo: '/lista.js' }] })],
      build: { write: false, minify: false, rolldownOptions: { input: join(pasta, 'main.js') } },
    });
    const [primeira] = Array.isArray(saida) ? saida : [saida];
    if (!primeira || !('output' in primeira)) throw new Error('build sem saída');
    const chunks = primeira.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    const ondeEsta = (arquivo: string) => chunks.filter((c) => c.moduleIds.includes(join(pasta, arquivo))).map((c) => c.name);
    expect(ondeEsta('lista.js')).toEqual(['cadastros-lista']);
    expect(ondeEsta('daLista.js')).toEqual(['cadastros-lista']);
    expect(ondeEsta('comFicha.js')).not.toContain('cadastros-lista');
  });
});
