import type { Plugin, Rolldown } from 'vite';

type Contexto = Rolldown.PluginContext;
type No = ReturnType<Contexto['parse']>['body'][number];

/** A module's screens as its registry entry declares them: route, and the files its list and edit screens import. */
interface TelasDoModulo {
  route: string;
  list?: string;
  edit?: string;
}

/** The value of a string property, or the target of `x: telaSobDemanda(() => import('./Y'))`. */
function lerPropriedade(valor: unknown): { texto?: string; importa?: string } {
  const v = valor as { type?: string; value?: unknown; callee?: { name?: string }; arguments?: { body?: { type?: string; source?: { value?: unknown } } }[] };
  if (v?.type === 'Literal' && typeof v.value === 'string') return { texto: v.value };
  const corpo = v?.type === 'CallExpression' && v.callee?.name === 'telaSobDemanda' ? v.arguments?.[0]?.body : undefined;
  if (corpo?.type === 'ImportExpression' && typeof corpo.source?.value === 'string') return { importa: corpo.source.value };
  return {};
}

/** `export default defineModule({ route: '...', list: telaSobDemanda(() => import('./X')), ... })`. */
async function telasDeclaradas(ctx: Contexto, id: string, codigo: string): Promise<TelasDoModulo | null> {
  if (!codigo.includes('defineModule(')) return null;
  const no = ctx.parse(codigo).body.find((n: No) => n.type === 'ExportDefaultDeclaration');
  const chamada = no?.type === 'ExportDefaultDeclaration' ? (no.declaration as { type?: string; callee?: { name?: string }; arguments?: unknown[] }) : null;
  if (chamada?.type !== 'CallExpression' || chamada.callee?.name !== 'defineModule') return null;
  const objeto = chamada.arguments?.[0] as { type?: string; properties?: { key?: { name?: string }; value?: unknown }[] } | undefined;
  if (objeto?.type !== 'ObjectExpression') return null;
  const telas: Partial<TelasDoModulo> = {};
  for (const p of objeto.properties ?? []) {
    const nome = p.key?.name;
    const { texto, importa } = lerPropriedade(p.value);
    if (nome === 'route' && texto) telas.route = texto;
    if ((nome === 'list' || nome === 'edit') && importa) telas[nome] = (await ctx.resolve(importa, id))?.id;
  }
  return telas.route ? (telas as TelasDoModulo) : null;
}

export interface OpcoesPrecarregarPainel {
  /** The panel's entry file (its chunk and the chunks it imports are preloaded). */
  painel: string;
  /** Where the sign-in entry opens instead of the panel when nobody is signed in. */
  caminhoEntrada: string;
  /** The localStorage key holding the signed-in user. */
  chaveUsuario: string;
}

/**
 * index.html loads src/main.tsx, which then imports the panel, which then imports the screen of
 * the address: on a slow connection each waited for the one before to arrive and run. This plugin
 * writes into index.html a small script that asks for the panel's chunks and the address's screen
 * at once, as modulepreload links, on the addresses where src/main.tsx will open the panel; the
 * sign-in page of a visitor without a session downloads none of them (issue 7). The screens come
 * from the module registry itself: each `defineModule({ route, list, edit })` the build contains.
 */
export function precarregarPainel(opcoes: OpcoesPrecarregarPainel): Plugin {
  let modulos: TelasDoModulo[] = [];
  return {
    name: 'retaguarda:precarregar-painel',
    apply: 'build',
    async buildEnd(erro) {
      if (erro) return;
      const achados = await Promise.all(
        [...this.getModuleIds()]
          .filter((id) => !id.includes('node_modules'))
          .map((id) => {
            const codigo = this.getModuleInfo(id)?.code;
            return codigo ? telasDeclaradas(this, id, codigo) : null;
          }),
      );
      modulos = achados.filter((m): m is TelasDoModulo => m !== null);
    },
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
        /** A chunk and the chunks it imports, in order, leaving out those already loaded. */
        const comImports = (inicio: string, carregados: ReadonlySet<string>): string[] => {
          const lista: string[] = [];
          const visitar = (f: string) => {
            if (carregados.has(f) || lista.includes(f)) return;
            lista.push(f);
            for (const i of porNome.get(f)?.imports ?? []) visitar(i);
          };
          visitar(inicio);
          return lista;
        };
        // what the entry already loads is preloaded by Vite's own links
        const daEntrada = new Set(comImports(entrada.fileName, new Set()));
        const arquivos = comImports(painel.fileName, daEntrada);
        // each screen's chunk and what it imports beyond the entry and the panel
        const doPainel = new Set([...daEntrada, ...arquivos]);
        const daTela = (id: string | undefined): string[] => {
          const chunk = id ? chunks.find((c) => c.facadeModuleId === id) : undefined;
          return chunk ? comImports(chunk.fileName, doPainel).map((f) => `/${f}`) : [];
        };
        const telas = Object.fromEntries(
          modulos.map((m) => [m.route, [daTela(m.list), daTela(m.edit)]] as const).filter(([, [lista, edicao]]) => lista.length + edicao.length > 0),
        );
        // the screen of the address as src/resources/telaSobDemanda.ts picks it: the list at the
        // module's route, the edit screen one segment below
        const script = `try {
        if (location.pathname !== ${JSON.stringify(opcoes.caminhoEntrada)} || localStorage.getItem(${JSON.stringify(opcoes.chaveUsuario)}) !== null) {
          const telas = ${JSON.stringify(telas)};
          const caminho = location.pathname.replace(/\\/+$/, '');
          let daTela = [];
          for (const rota in telas) {
            if (caminho === rota) daTela = telas[rota][0];
            else if (caminho.startsWith(rota + '/') && !caminho.slice(rota.length + 1).includes('/')) daTela = telas[rota][1];
          }
          for (const arquivo of ${JSON.stringify(arquivos.map((f) => `/${f}`))}.concat(daTela)) {
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
