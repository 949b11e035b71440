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
  writeFileSync(join(raiz, 'app.js'), "import { tela } from './tela.js';\nexport default () => console.log('app', tela());\n");
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
    const painel = precarregados('/vendas/gestao-pedidos', null);
    expect(painel).toHaveLength(1);
    expect(painel[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(precarregados('/entrar', '{"id":1}')).toEqual(painel);
  });

  it('preloads nothing on the sign-in page of a visitor without a session', () => {
    expect(precarregados('/entrar', null)).toEqual([]);
  });
});
