import type { Plugin, Rolldown } from 'vite';

/**
 * One chunk for the panel. Every address loads src/main.tsx and then either the
 * sign-in entry (src/auth/EntradaApp.tsx) or the panel (src/App.tsx), and every screen loads
 * after the panel. Rolldown's automatic chunking does not know the last part: what the panel
 * shares with one screen or another lands in small shared chunks (20 to 30 of them on the order
 * list), and small files compress worse than one. This plugin puts in one chunk every module
 * the panel needs and the sign-in entry does not; the rest keeps the automatic chunking.
 *
 * "Needs" is followed through import names, not import statements: react-admin and MUI are
 * imported through barrel files (index.js re-exporting hundreds of modules), and following
 * every re-export of a barrel would put the whole library in the panel chunk.
 */

type Contexto = Rolldown.PluginContext;
type Programa = ReturnType<Contexto['parse']>;
type No = Programa['body'][number];

/** What a module's top level says about its imports and exports. */
interface Modulo {
  /** Imports: resolved id → names used ('*' for a namespace, a require or a bare import of code). */
  importa: Map<string, Set<string>>;
  /** export { local as nome } from 'x' and export * as nome from 'x': nome → [id, local]. */
  reexporta: Map<string, [string, string]>;
  /** export * from 'x'. */
  estrelas: string[];
  /** Names the module declares and exports itself. */
  proprios: Set<string>;
  /** Whether the module has statements of its own (not only imports and re-exports). */
  temCodigo: boolean;
}

const TODOS = '*';

const nome = (n: { type: string; name?: string; value?: unknown }): string => (n.type === 'Literal' ? String(n.value) : (n.name ?? ''));

function nomesDeclarados(no: No): string[] {
  if (no.type !== 'ExportNamedDeclaration' || !no.declaration) return [];
  const d = no.declaration;
  if (d.type === 'VariableDeclaration') return d.declarations.flatMap((v) => (v.id.type === 'Identifier' ? [v.id.name] : []));
  return 'id' in d && d.id && 'name' in d.id ? [String(d.id.name)] : [];
}

class Grafo {
  private readonly modulos = new Map<string, Promise<Modulo | null>>();
  private readonly exportados = new Map<string, Promise<Set<string>>>();

  constructor(private readonly ctx: Contexto) {}

  modulo(id: string): Promise<Modulo | null> {
    let m = this.modulos.get(id);
    if (!m) {
      m = this.ler(id);
      this.modulos.set(id, m);
    }
    return m;
  }

  private async ler(id: string): Promise<Modulo | null> {
    const info = this.ctx.getModuleInfo(id);
    if (!info || info.code === null) return null;
    const modulo: Modulo = { importa: new Map(), reexporta: new Map(), estrelas: [], proprios: new Set(), temCodigo: false };
    const usar = (alvo: string, nomes: Iterable<string>) => {
      const s = modulo.importa.get(alvo) ?? new Set<string>();
      for (const n of nomes) s.add(n);
      modulo.importa.set(alvo, s);
    };
    const resolver = async (fonte: string) => (await this.ctx.resolve(fonte, id))?.id ?? null;
    const declarados = new Set<string>();
    for (const no of this.ctx.parse(info.code).body) {
      if (no.type === 'ImportDeclaration') {
        if (no.importKind === 'type') continue;
        const alvo = await resolver(no.source.value);
        if (!alvo) continue;
        declarados.add(alvo);
        const nomes = no.specifiers.map((s) =>
          s.type === 'ImportSpecifier' ? nome(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : TODOS,
        );
        // import 'x' runs x: its code, not its re-exports
        usar(alvo, nomes);
      } else if (no.type === 'ExportAllDeclaration') {
        const alvo = await resolver(no.source.value);
        if (!alvo) continue;
        declarados.add(alvo);
        if (no.exported) modulo.reexporta.set(nome(no.exported), [alvo, TODOS]);
        else modulo.estrelas.push(alvo);
      } else if (no.type === 'ExportNamedDeclaration' && no.source) {
        const alvo = await resolver(no.source.value);
        if (!alvo) continue;
        declarados.add(alvo);
        for (const s of no.specifiers) modulo.reexporta.set(nome(s.exported), [alvo, nome(s.local)]);
      } else {
        modulo.temCodigo = true;
        if (no.type === 'ExportDefaultDeclaration') modulo.proprios.add('default');
        for (const n of nomesDeclarados(no)) modulo.proprios.add(n);
        if (no.type === 'ExportNamedDeclaration') for (const s of no.specifiers) modulo.proprios.add(nome(s.exported));
      }
    }
    // require() and other imports the bundler saw but no declaration names: all of them
    for (const alvo of info.importedIds) if (!declarados.has(alvo)) usar(alvo, [TODOS]);
    return modulo;
  }

  /** Every name a module exports, its star re-exports included. */
  exportaveis(id: string, vistos = new Set<string>()): Promise<Set<string>> {
    let e = this.exportados.get(id);
    if (!e) {
      e = (async () => {
        const m = await this.modulo(id);
        const todos = new Set<string>([...(m?.proprios ?? []), ...(m?.reexporta.keys() ?? [])]);
        vistos.add(id);
        for (const alvo of m?.estrelas ?? []) {
          if (vistos.has(alvo)) continue;
          for (const n of await this.exportaveis(alvo, vistos)) if (n !== 'default') todos.add(n);
        }
        return todos;
      })();
      this.exportados.set(id, e);
    }
    return e;
  }

  /** The modules the given roots need, following import names through re-exports. */
  async fecho(raizes: string[]): Promise<Set<string>> {
    const incluidos = new Set<string>();
    const pedidos = new Set<string>();
    const fila: [string, string][] = raizes.map((r) => [r, TODOS]);
    while (fila.length > 0) {
      const [id, n] = fila.pop()!;
      const chave = `${id}\0${n}`;
      if (pedidos.has(chave)) continue;
      pedidos.add(chave);
      const m = await this.modulo(id);
      if (!m) continue;
      if (!incluidos.has(id)) {
        incluidos.add(id);
        // code of its own may use any of its imports
        if (m.temCodigo) for (const [alvo, nomes] of m.importa) for (const x of nomes) fila.push([alvo, x]);
      }
      if (n === TODOS) {
        for (const [alvo, local] of m.reexporta.values()) fila.push([alvo, local]);
        for (const alvo of m.estrelas) fila.push([alvo, TODOS]);
        if (!m.temCodigo) for (const [alvo, nomes] of m.importa) for (const x of nomes) fila.push([alvo, x]);
        continue;
      }
      const re = m.reexporta.get(n);
      if (re) fila.push(re);
      else if (!m.proprios.has(n)) {
        for (const alvo of m.estrelas) if ((await this.exportaveis(alvo)).has(n)) fila.push([alvo, n]);
      }
    }
    return incluidos;
  }
}

export interface OpcoesChunkDoPainel {
  /** Files every address loads first (the HTML entry). */
  inicio: string;
  /** Entries loaded instead of the panel (the sign-in page). */
  semPainel: string[];
  /** The panel's entry: its modules, less those of the entries above, go to one chunk. */
  painel: string;
  /**
   * The screen users open most (its files, each loaded on demand: the list and its wide-screen
   * table), and the screen that most often opens before it (the home page). Left to the automatic
   * chunking, the order list arrives in dozens of small files, each compressed on its own, and
   * small files compress worse than the same code in a few (docs/benchmarks.md, 'The list's chunks').
   * The main screen's modules go to one chunk per file, `${nome}-${file name}`, except those the home page
   * also imports (`${nome}-inicio`, which both load) and those only other screens also import
   * (`${nome}-comum`): no screen loads the main screen's own code, the home page none it does not use.
   */
  telaPrincipal?: { nome: string; arquivos: string[]; inicio: string };
  /**
   * Screens that are one file shared by several modules (the register engine's generated list):
   * each one's own modules, those of the file and of what it loads on demand that no other screen
   * imports, go to one chunk named `nome`, instead of the dozens of small chunks the automatic
   * chunking makes of them. What other screens also import keeps the automatic chunking, so no
   * other screen loads this one's code.
   */
  telasAgrupadas?: { nome: string; arquivo: string }[];
}

export function chunkDoPainel(opcoes: OpcoesChunkDoPainel): Plugin {
  let doPainel = new Set<string>();
  const principal = opcoes.telaPrincipal;
  // named after each file ('pedidos-PedidoList'), so a chunk in the network log says what it holds
  const nomeDoArquivo = (arquivo: string) => arquivo.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const agrupadas = opcoes.telasAgrupadas ?? [];
  const nomesGrupos = [
    ...(principal
      ? [...principal.arquivos.map((a) => `${principal.nome}-${nomeDoArquivo(a)}`), `${principal.nome}-inicio`, `${principal.nome}-comum`]
      : []),
    ...agrupadas.map((t) => t.nome),
  ];
  let dosGrupos: Set<string>[] = nomesGrupos.map(() => new Set<string>());
  return {
    name: 'retaguarda:chunk-do-painel',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'painel',
                    test: (id: string) => doPainel.has(id),
                    // its dependencies shared with the sign-in entry stay in their own chunks
                    includeDependenciesRecursively: false,
                  },
                  ...nomesGrupos.map((nome, i) => ({ name: nome, test: (id: string) => dosGrupos[i].has(id), includeDependenciesRecursively: false })),
                ],
              },
            },
          },
        },
      };
    },
    async buildEnd(erro) {
      if (erro) return;
      const ids = [...this.getModuleIds()];
      const achar = (arquivo: string) => {
        const id = ids.find((i) => i.endsWith(arquivo));
        if (!id) this.error(`chunk-do-painel: ${arquivo} não está no build`);
        return id;
      };
      const grafo = new Grafo(this);
      const antes = await grafo.fecho([achar(opcoes.inicio), ...opcoes.semPainel.map(achar)]);
      const painel = await grafo.fecho([achar(opcoes.painel)]);
      doPainel = new Set([...painel].filter((id) => !antes.has(id)));
      const vistos = new Set([...antes, ...painel]);
      const alvosDinamicos = new Set<string>();
      for (const id of ids) for (const alvo of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) alvosDinamicos.add(alvo);
      dosGrupos = [];
      if (principal) {
        // The other screens: every dynamic import's target, less the main screen's files and the home page.
        const daPrincipal = principal.arquivos.map(achar);
        const inicio = achar(principal.inicio);
        const outrasTelas = new Set(alvosDinamicos);
        for (const id of [...daPrincipal, inicio]) outrasTelas.delete(id);
        const doInicio = await grafo.fecho([inicio]);
        const dosOutros = await grafo.fecho([...outrasTelas]);
        const comInicio = new Set<string>();
        const comOutros = new Set<string>();
        for (const arquivo of daPrincipal) {
          const proprios = new Set<string>();
          for (const id of await grafo.fecho([arquivo])) {
            if (vistos.has(id)) continue;
            vistos.add(id);
            (doInicio.has(id) ? comInicio : dosOutros.has(id) ? comOutros : proprios).add(id);
          }
          dosGrupos.push(proprios);
        }
        dosGrupos.push(comInicio, comOutros);
      }
      for (const tela of agrupadas) {
        const arquivo = achar(tela.arquivo);
        // the screen's family: its file and what it loads on demand (not what the panel's own modules load)
        const familia = new Set<string>();
        for (let raizes = [arquivo]; raizes.length > 0; ) {
          const novas: string[] = [];
          for (const id of await grafo.fecho(raizes)) {
            if (familia.has(id)) continue;
            familia.add(id);
            if (!vistos.has(id)) for (const alvo of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (!familia.has(alvo)) novas.push(alvo);
          }
          raizes = novas;
        }
        // a screen that imports this one (a register's own list around the generated one) loads it anyway: not another
        const outras: string[] = [];
        for (const alvo of alvosDinamicos) if (!familia.has(alvo) && !(await grafo.fecho([alvo])).has(arquivo)) outras.push(alvo);
        const dosOutros = await grafo.fecho(outras);
        const proprios = new Set<string>();
        for (const id of await grafo.fecho([arquivo])) {
          if (vistos.has(id) || dosOutros.has(id)) continue;
          vistos.add(id);
          proprios.add(id);
        }
        dosGrupos.push(proprios);
      }
    },
  };
}
