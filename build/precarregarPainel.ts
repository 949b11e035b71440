import { createServer, createServerModuleRunner, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import { ESModulesEvaluator, ssrDynamicImportKey, ssrImportMetaKey, type ModuleRunnerContext } from 'vite/module-runner';

/** A module's lazy screens as the registry holds them: route, and the file each screen's import() loads. */
interface TelasDoModulo {
  route: string;
  list?: string;
  edit?: string;
  /** The module's fixed routes one segment below ('novo'): there the address is not an edit screen's id. */
  fixas: string[];
}

const TIPOS = ['list', 'edit'] as const;

class RegistroIlegivel extends Error {
  constructor(detalhe: string) {
    super(`precarregar-painel: ${detalhe}`);
  }
}

/**
 * Runs the module registry in Node, through a Vite module runner, and asks each lazy screen to
 * preload, as src/App.tsx does in the browser: every import() the registry's code makes is
 * recorded and answered with an empty module, so no screen (nor react-admin) ever runs here. What
 * the index.html script preloads then comes from the registry's output, however its declarations
 * are written; a screen whose file cannot be told fails the build, rather than losing its head
 * start without anyone noticing.
 */
async function telasDoRegistro(raiz: string, registro: string, alias: AliasOptions | undefined): Promise<TelasDoModulo[]> {
  let pedidos: { url: string; importador: string }[] = [];
  class SemTelas extends ESModulesEvaluator {
    override runInlinedModule(contexto: ModuleRunnerContext, codigo: string): Promise<unknown> {
      const importador = contexto[ssrImportMetaKey].filename;
      const importar = (url: string) => {
        pedidos.push({ url, importador });
        return Promise.resolve({ default: () => null });
      };
      return super.runInlinedModule({ ...contexto, [ssrDynamicImportKey]: importar }, codigo);
    }
  }
  const servidor = await createServer({
    configFile: false,
    root: raiz,
    logLevel: 'silent',
    resolve: { alias },
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const ambiente = servidor.environments.ssr;
  const runner = createServerModuleRunner(ambiente, { hmr: false, evaluator: new SemTelas() });
  try {
    const exportado: unknown = (await runner.import(registro)).MODULES;
    if (!Array.isArray(exportado)) throw new RegistroIlegivel(`${registro} does not export MODULES as an array`);
    const modulos: TelasDoModulo[] = [];
    const resolvidas = new Map<object, string>();
    for (const m of exportado as readonly Record<string, unknown>[]) {
      if (typeof m?.route !== 'string') throw new RegistroIlegivel(`a module in ${registro} has no string route`);
      const rotas = Array.isArray(m.routes) ? (m.routes as readonly { path?: unknown }[]) : [];
      const fixas = rotas.flatMap((r) => (typeof r?.path === 'string' && /^[^/:*]+$/.test(r.path) ? [r.path] : []));
      const telas: TelasDoModulo = { route: m.route, fixas };
      for (const tipo of TIPOS) {
        const tela = m[tipo] as { $$typeof?: unknown; precarregar?: unknown } | undefined;
        const jaVisto = tela ? resolvidas.get(tela) : undefined;
        if (jaVisto) {
          // A screen shared by several modules (the generated screens of declared resources) loads
          // once: its second precarregar() makes no import(), and its file is the one already seen.
          telas[tipo] = jaVisto;
        } else if (typeof tela?.precarregar === 'function') {
          pedidos = [];
          await (tela.precarregar as () => Promise<unknown>)();
          if (pedidos.length !== 1) throw new RegistroIlegivel(`${m.route}: its ${tipo} screen's precarregar() made ${pedidos.length} import() calls; one, of the screen's file, was expected`);
          const [{ url, importador }] = pedidos;
          const resolvido = await ambiente.pluginContainer.resolveId(url, importador);
          if (!resolvido) throw new RegistroIlegivel(`${m.route}: its ${tipo} screen imports ${url}, which does not resolve from ${importador}`);
          telas[tipo] = resolvido.id;
          resolvidas.set(tela, resolvido.id);
        } else if (tela?.$$typeof === Symbol.for('react.lazy')) {
          // React.lazy hides its import(); src/App.tsx cannot start it early either
          throw new RegistroIlegivel(`${m.route}: its ${tipo} screen is React.lazy; declare it with telaSobDemanda(() => import('./Tela'))`);
        }
        // any other screen is a component in the panel's own code: nothing of its own to preload
      }
      if (telas.list || telas.edit) modulos.push(telas);
    }
    return modulos;
  } finally {
    await runner.close();
    await servidor.close();
  }
}

export interface OpcoesPrecarregarPainel {
  /** The panel's entry file (its chunk and the chunks it imports are preloaded). */
  painel: string;
  /** The module registry, from the root: it exports MODULES, the list the panel mounts. */
  registro: string;
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
 * sign-in page of a visitor without a session downloads none of them. The screens come
 * from the module registry's own output (telasDoRegistro above), each mapped to the chunk
 * Rolldown made of its file.
 */
export function precarregarPainel(opcoes: OpcoesPrecarregarPainel): Plugin {
  let alias: AliasOptions | undefined;
  let raiz = '';
  let registro: Promise<TelasDoModulo[]> | undefined;
  let modulos: TelasDoModulo[] = [];
  return {
    name: 'retaguarda:precarregar-painel',
    apply: 'build',
    config(usuario) {
      alias = usuario.resolve?.alias;
    },
    configResolved(config) {
      raiz = config.root;
    },
    buildStart() {
      // runs while Rolldown bundles; awaited in buildEnd
      registro = telasDoRegistro(raiz, opcoes.registro, alias);
      registro.catch(() => {
        // reported by buildEnd
      });
    },
    async buildEnd(erro) {
      if (!registro) return;
      try {
        modulos = await registro;
      } catch (e) {
        if (!erro) this.error(e instanceof Error ? e : String(e));
      }
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
        if (!entrada) return html;
        if (!painel) throw new RegistroIlegivel(`the panel's entry ${opcoes.painel} is in no chunk of the build`);
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
        const daTela = (route: string, id: string | undefined): string[] => {
          if (!id) return [];
          // a screen merged into a shared chunk (a chunk group) is preloaded through that chunk
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          // the registry ran in Node and the bundle was built for the browser: if they disagree, say so
          if (!chunk) throw new RegistroIlegivel(`${route}: the registry's screen ${id} is in no chunk of the build`);
          return comImports(chunk.fileName, doPainel).map((f) => `/${f}`);
        };
        const telas = Object.fromEntries(
          modulos.map((m) => [m.route, [daTela(m.route, m.list), daTela(m.route, m.edit), m.fixas]] as const).filter(([, [lista, edicao]]) => lista.length + edicao.length > 0),
        );
        // the screen of the address as src/modulos/telaSobDemanda.ts picks it: the list at the
        // module's route, the edit screen one segment below unless that segment is a fixed route
        const script = `try {
        if (location.pathname !== ${JSON.stringify(opcoes.caminhoEntrada)} || localStorage.getItem(${JSON.stringify(opcoes.chaveUsuario)}) !== null) {
          const telas = ${JSON.stringify(telas)};
          const caminho = location.pathname.replace(/\\/+$/, '');
          let daTela = [];
          for (const rota in telas) {
            if (caminho === rota) daTela = telas[rota][0];
            else if (caminho.startsWith(rota + '/') && !caminho.slice(rota.length + 1).includes('/') && !telas[rota][2].includes(caminho.slice(rota.length + 1))) daTela = telas[rota][1];
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
