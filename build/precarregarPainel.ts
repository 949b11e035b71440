import type { Plugin, Rolldown } from 'vite';

export interface OpcoesPrecarregarPainel {
  /** The panel's entry file (its chunk and the chunks it imports are preloaded). */
  painel: string;
  /** Where the sign-in entry opens instead of the panel when nobody is signed in. */
  caminhoEntrada: string;
  /** The localStorage key holding the signed-in user. */
  chaveUsuario: string;
}

/**
 * index.html loads src/main.tsx, which then imports the panel: on a slow connection the panel's
 * chunks (the largest download) waited for the entry script to arrive and run. This plugin
 * writes into index.html a small script that asks for them at once, as modulepreload links,
 * on the addresses where src/main.tsx will open the panel; the sign-in page of a visitor without
 * a session does not download them (issue 7).
 */
export function precarregarPainel(opcoes: OpcoesPrecarregarPainel): Plugin {
  return {
    name: 'retaguarda:precarregar-painel',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const porNome = new Map(chunks.map((c) => [c.fileName, c]));
        const painel = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(opcoes.painel)));
        const entrada = chunks.find((c) => c.isEntry);
        if (!painel || !entrada) return html;
        // what the entry already loads is preloaded by Vite's own links
        const jaCarregados = new Set<string>();
        const marcar = (f: string) => {
          if (jaCarregados.has(f)) return;
          jaCarregados.add(f);
          for (const i of porNome.get(f)?.imports ?? []) marcar(i);
        };
        marcar(entrada.fileName);
        const arquivos: string[] = [];
        const juntar = (f: string) => {
          if (jaCarregados.has(f) || arquivos.includes(f)) return;
          arquivos.push(f);
          for (const i of porNome.get(f)?.imports ?? []) juntar(i);
        };
        juntar(painel.fileName);
        const script = `try {
        if (location.pathname !== ${JSON.stringify(opcoes.caminhoEntrada)} || localStorage.getItem(${JSON.stringify(opcoes.chaveUsuario)}) !== null) {
          for (const arquivo of ${JSON.stringify(arquivos.map((f) => `/${f}`))}) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = arquivo;
            document.head.appendChild(link);
          }
        }
      } catch (e) {
        // storage unavailable: src/main.tsx loads the panel the usual way
      }`;
        return [{ tag: 'script', children: `\n      // The panel's chunks, at once where src/main.tsx will open it (build/precarregarPainel.ts).\n      ${script}\n    `, injectTo: 'head' }];
      },
    },
  };
}
