import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { precarregarPainel } from '../../../build/precarregarPainel';

const pastas: string[] = [];

/**
 * Builds a small app shaped like the panel: main.js opens the sign-in entry or app.js, which mounts
 * the modules of registro.js. The files given replace or add to the default ones. Resolves with
 * the built index.html; codeSplitting stands in for build/chunkDoPainel.ts's chunk group.
 */
async function construir(arquivos: Record<string, string>, codeSplitting?: Rolldown.CodeSplittingOptions): Promise<string> {
  const raiz = mkdtempSync(join(tmpdir(), 'retaguarda-precarregar-'));
  pastas.push(raiz);
  const padrao: Record<string, string> = {
    'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
    'main.js': "(location.pathname === '/entrar' ? import('./entrada.js') : import('./app.js')).then((m) => m.default());\n",
    'entrada.js': "export default () => console.log('entrada');\n",
    'app.js':
      "import { tela } from './tela.js';\nimport { MODULES } from './registro.js';\n" +
      "export default () => console.log('app', tela(), MODULES.map((m) => m.list?.precarregar?.()));\n",
    'tela.js': "export const tela = () => 'tela';\n",
    // stand-ins for src/registro/telasDoModulo.ts and src/modulos/telaSobDemanda.ts
    'definir.js':
      'export const telasDoModulo = (m) => m;\n' +
      'export const telaSobDemanda = (carregar) => { let p; return { precarregar: () => (p ??= carregar()) }; };\n',
    'registro.js': "import pedidos from './pedidos.js';\nexport const MODULES = [pedidos];\n",
    'pedidos.js':
      "import { telasDoModulo, telaSobDemanda } from './definir.js';\n" +
      "export default telasDoModulo({ route: '/vendas/pedidos', list: telaSobDemanda(() => import('./Lista.js')), edit: telaSobDemanda(() => import('./Edicao.js')) });\n",
    'Lista.js': "export default () => console.log('lista de pedidos');\n",
    'Edicao.js': "export default () => console.log('edição de pedido');\n",
  };
  for (const [nome, texto] of Object.entries({ ...padrao, ...arquivos })) writeFileSync(join(raiz, nome), texto);
  await build({
    root: raiz,
    configFile: false,
    logLevel: 'silent',
    plugins: [precarregarPainel({ painel: '/app.js', registro: '/registro.js', caminhoEntrada: '/entrar', chaveUsuario: 'sessao.usuario' })],
    build: { outDir: 'dist', rolldownOptions: { output: { codeSplitting } } },
  });
  return readFileSync(join(raiz, 'dist', 'index.html'), 'utf8');
}

afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

/** Runs index.html's inline scripts as a browser at `caminho` would, and lists the preloads they add. */
function precarregados(html: string, caminho: string, usuario: string | null): string[] {
  const links: { rel: string; href: string }[] = [];
  const janela = {
    location: { pathname: caminho },
    localStorage: { getItem: (k: string) => (k === 'sessao.usuario' ? usuario : null) },
    document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (l: { rel: string; href: string }) => links.push(l) } },
  };
  for (const [, corpo] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(corpo, janela);
  return links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
}

describe('build/precarregarPainel (the panel chunks asked for with the page)', () => {
  let html = '';
  beforeAll(async () => {
    html = await construir({});
  });

  it('preloads the panel chunk where src/main.tsx will open the panel: any other address, or a stored user', () => {
    const painel = precarregados(html, '/inicio', null);
    expect(painel).toHaveLength(1);
    expect(painel[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(precarregados(html, '/entrar', '{"id":1}')).toEqual(painel);
  });

  it("adds the address's screen, as the registry declares it: the list at the route, the edit screen one segment below", () => {
    const [painel] = precarregados(html, '/outro', null);
    const lista = precarregados(html, '/vendas/pedidos', null);
    expect(lista[0]).toBe(painel);
    expect(lista.slice(1)).toEqual([expect.stringMatching(/^\/assets\/Lista-[\w-]+\.js$/)]);
    expect(precarregados(html, '/vendas/pedidos/', null)).toEqual(lista);
    expect(precarregados(html, '/vendas/pedidos/42', null).slice(1)).toEqual([expect.stringMatching(/^\/assets\/Edicao-[\w-]+\.js$/)]);
    expect(precarregados(html, '/vendas/pedidos/42/itens', null)).toEqual([painel]);
  });

  it("does not take a module's fixed route ('novo') for an edit screen's id", async () => {
    const comNovo = await construir({
      'pedidos.js':
        "import { telasDoModulo, telaSobDemanda } from './definir.js';\n" +
        "export default telasDoModulo({ route: '/vendas/pedidos', list: telaSobDemanda(() => import('./Lista.js')), edit: telaSobDemanda(() => import('./Edicao.js')), routes: [{ path: 'novo', element: null }, { path: 'revisoes/:id', element: null }] });\n",
    });
    const [painel] = precarregados(comNovo, '/outro', null);
    expect(precarregados(comNovo, '/vendas/pedidos/novo', null)).toEqual([painel]);
    expect(precarregados(comNovo, '/vendas/pedidos/42', null).slice(1)).toEqual([expect.stringMatching(/^\/assets\/Edicao-[\w-]+\.js$/)]);
  });

  it('preloads nothing on the sign-in page of a visitor without a session', () => {
    expect(precarregados(html, '/entrar', null)).toEqual([]);
  });
});

describe('build/precarregarPainel reads the registry by running it, not by its syntax', () => {
  it('maps a module whose route is computed and whose screens come from a helper, without calling telasDoModulo', async () => {
    const html = await construir({
      'pedidos.js':
        "import { telaSobDemanda } from './definir.js';\n" +
        "const telas = (lista) => ({ list: telaSobDemanda(() => import(`./${lista}.js`)) });\n" +
        "const area = 'compras';\n" +
        "export default { route: '/' + area + '/pedidos', ...telas('Lista') };\n",
    });
    expect(precarregados(html, '/compras/pedidos', null).slice(1)).toEqual([expect.stringMatching(/^\/assets\/Lista-[\w-]+\.js$/)]);
    expect(precarregados(html, '/vendas/pedidos', null)).toHaveLength(1);
  });

  it('preloads a screen shared by several modules (the generated screens of declared resources) at each of their routes', async () => {
    const html = await construir({
      'registro.js':
        "import { telasDoModulo, telaSobDemanda } from './definir.js';\n" +
        "const lista = telaSobDemanda(() => import('./Lista.js'));\n" +
        "export const MODULES = [telasDoModulo({ route: '/cadastros/clientes', list: lista }), telasDoModulo({ route: '/vendas/gestao-clientes', list: lista })];\n",
    });
    const clientes = precarregados(html, '/cadastros/clientes', null).slice(1);
    expect(clientes).toEqual([expect.stringMatching(/^\/assets\/Lista-[\w-]+\.js$/)]);
    expect(precarregados(html, '/vendas/gestao-clientes', null).slice(1)).toEqual(clientes);
  });

  it('fails the build when a screen is React.lazy, whose import() the registry cannot show', async () => {
    const comLazy = {
      'pedidos.js':
        "import { telasDoModulo } from './definir.js';\n" +
        "export default telasDoModulo({ route: '/vendas/pedidos', list: { $$typeof: Symbol.for('react.lazy'), _payload: () => import('./Lista.js') } });\n",
    };
    await expect(construir(comLazy)).rejects.toThrow(/\/vendas\/pedidos: its list screen is React\.lazy; declare it with telaSobDemanda/);
  });

  it('fails the build when the bundle does not hold a screen the registry loads', async () => {
    // the registry runs in Node (SSR true) and the bundle is built for the browser
    const divergente = {
      'pedidos.js':
        "import { telasDoModulo, telaSobDemanda } from './definir.js';\n" +
        "export default telasDoModulo({ route: '/vendas/pedidos', list: telaSobDemanda(() => (import.meta.env.SSR ? import('./Lista.js') : import('./Edicao.js'))) });\n",
    };
    await expect(construir(divergente)).rejects.toThrow(/\/vendas\/pedidos: the registry's screen .*Lista\.js is in no chunk of the build/);
  });

  it('preloads a screen merged into a shared chunk through that chunk', async () => {
    const html = await construir({}, { groups: [{ name: 'telas', test: /(Lista|Edicao)\.js$/ }] });
    const telas = precarregados(html, '/vendas/pedidos', null).slice(1);
    expect(telas).toEqual([expect.stringMatching(/^\/assets\/telas-[\w-]+\.js$/)]);
    expect(precarregados(html, '/vendas/pedidos/42', null).slice(1)).toEqual(telas);
  });

  it("fails the build when a screen's preload imports nothing, or when the registry has no MODULES", async () => {
    const semImport = {
      'pedidos.js':
        "import { telasDoModulo } from './definir.js';\n" +
        "export default telasDoModulo({ route: '/vendas/pedidos', edit: { precarregar: () => Promise.resolve() } });\n",
    };
    await expect(construir(semImport)).rejects.toThrow(/\/vendas\/pedidos: its edit screen's precarregar\(\) made 0 import\(\) calls/);
    await expect(construir({ 'registro.js': 'export const MODULOS = [];\n' })).rejects.toThrow(/\/registro\.js does not export MODULES/);
  });
});
