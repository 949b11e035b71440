/**
 * The server's modules, found by their folders: every `server/modulos/<nome>/index.ts` default-
 * exports a plugin taking OpcoesModulo, and buildApp registers what this finds, so adding a module
 * is adding its folder. A plain readdir and import() rather than @fastify/autoload: autoload
 * imports outside Vitest's module graph, and a test would then see two copies of ErroHttp
 * (instanceof fails). Alphabetical order: no module depends on another being registered first
 * (the guard and the security log's hooks sit on the root, before any of them).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App, OpcoesModulo } from '../contexto';

export type PluginDoModulo = (app: App, opcoes: OpcoesModulo) => Promise<void>;

export interface ModuloDoServidor {
  /** The folder's name: 'venda-manual'. */
  nome: string;
  plugin: PluginDoModulo;
}

/**
 * This folder: server/modulos. From the file's own path, not `new URL('.', import.meta.url)`: the
 * panel tests run the server under jsdom, whose URL class is not Node's and fileURLToPath refuses it.
 */
export const DIRETORIO_MODULOS = dirname(fileURLToPath(import.meta.url));

const ehPlugin = (valor: unknown): valor is PluginDoModulo => typeof valor === 'function';

/** The modules under `diretorio` (default server/modulos; a test points it at a fixture), by folder name. */
export async function carregarModulos(diretorio: string = DIRETORIO_MODULOS): Promise<ModuloDoServidor[]> {
  const pastas = (await readdir(diretorio, { withFileTypes: true }))
    .filter((entrada) => entrada.isDirectory())
    .map((entrada) => entrada.name)
    .sort();
  const modulos: ModuloDoServidor[] = [];
  for (const nome of pastas) {
    const arquivo = join(diretorio, nome, 'index.ts');
    if (!existsSync(arquivo)) continue;
    // an absolute path, not a file: URL, so Vitest resolves it into its own graph
    const exportado: { default?: unknown } = await import(arquivo);
    if (!ehPlugin(exportado.default)) throw new Error(`${arquivo}: o módulo não exporta seu plugin (export default)`);
    modulos.push({ nome, plugin: exportado.default });
  }
  return modulos;
}
