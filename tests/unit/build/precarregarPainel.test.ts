import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { precarregarPainel } from '../../../build/precarregarPainel';

const raiz = mkdtempSync(join(tmpdir(), 'retaguarda-precarregar-'));
let html = '';

beforeAll(async () => {
  writeFileSync(join(raiz, 'index.html'), '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(raiz, 'main.js'), "(location.pathname === '/entrar' ? import('./entrada.js') : import('./app.js')).then((m) => m.default());\n");
  writeFileSync(join(raiz, 'entrada.js'), "export default () => console.log('entrada');\n");
  writeFileSync(join(raiz, 'app.js'), "import { tela } from './tela.js';\nimport modulo from './modulo.js';\nexport default () => console.log('app', tela(), modulo.list().then((m) => m.default()));\n");
  // a registry entry as src/resources declares one (defineModule and telaSobDemanda stand in for the real ones)
  writeFileSync(join(raiz, 'registro.js'), 'export const defineModule = (m) => m;\nexport const telaSobDemanda = (f) => f;\n');
  writeFileSync(
    join(raiz, 'modulo.js'),
    "import { defineModule, telaSobDemanda } from './registro.js';\nexport default defineModule({ route: '/vendas/pedidos', list: telaSobDemanda(() => import('./Lista.js')), edit: telaSobDemanda(() => import('./Edicao.js')) });\n",
  );
  writeFileSync(join(raiz, 'Lista.js'), "export default () => console.log('lista de pedidos');\n");
  writeFileSync(join(raiz, 'Edicao.js'), "export default () => console.log('edição de pedido');\n");
  writeFileSync(join(raiz, 'tela.js'), "export const tela = () => 'tela';\n");
  await build({
    root: raiz,
    configFile: false,
    logLevel: 'silent',
    plugins: [precarregarPainel({ painel: '/app.js', caminhoEntrada: '/entrar', chaveUsuario: 'sessao.usuario' })],
    build: { outDir: 'dist' },
  });
  html = readFileSync(join(raiz, 'dist', 'index.html'), 'utf8');
});
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

/** Runs index.html's inline scripts as a browser at `caminho` would, and lists the preloads they add. */
function precarregados(caminho: string, usuario: string | null): string[] {
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
  it('preloads the panel chunk where src/main.tsx will open the panel: any other address, or a stored user', () => {
    const painel = precarregados('/inicio', null);
    expect(painel).toHaveLength(1);
    expect(painel[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(precarregados('/entrar', '{"id":1}')).toEqual(painel);
  });

  it("adds the address's screen, as the registry declares it: the list at the route, the edit screen one segment below", () => {
    const [painel] = precarregados('/outro', null);
    const lista = precarregados('/vendas/pedidos', null);
    expect(lista[0]).toBe(painel);
    expect(lista.slice(1)).toEqual([expect.stringMatching(/^\/assets\/Lista-[\w-]+\.js$/)]);
    expect(precarregados('/vendas/pedidos/', null)).toEqual(lista);
    expect(precarregados('/vendas/pedidos/42', null).slice(1)).toEqual([expect.stringMatching(/^\/assets\/Edicao-[\w-]+\.js$/)]);
    expect(precarregados('/vendas/pedidos/42/itens', null)).toEqual([painel]);
  });

  it('preloads nothing on the sign-in page of a visitor without a session', () => {
    expect(precarregados('/entrar', null)).toEqual([]);
  });
});
