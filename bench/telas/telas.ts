import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AREAS, type Area } from '@retaguarda/contrato/api/permissions';
import type { ModuloDeclarado } from '@retaguarda/contrato/modulos/declaracao';
import { moduloEmConstrucao, telasDoModulo, type ModuleDefinition } from '../../src/registro/telasDoModulo';
import type { ModuloDoMenu } from '../../src/registro/declaracoes';

/** One page the bench opens signed in. */
export interface Tela {
  /** The route without its leading slash ('inicio' for the home page): what --telas names. */
  chave: string;
  rota: string;
  nome: string;
  /** 'modulo': a module's list; 'sub-rota': a static route under a module; 'inicio': the home page. */
  tipo: 'inicio' | 'modulo' | 'sub-rota';
}

/** The screen every other one is held to (its Lighthouse score minus the margin). */
export const ROTA_REFERENCIA = '/vendas/gestao-pedidos';

const RAIZ = fileURLToPath(new URL('../..', import.meta.url));

/** Default exports of the files under `pasta` matching `caminho` (<area>/<nome>…), by path relative to the root. */
async function importarTodos<T>(pasta: string, caminho: (area: string, nome: string) => string | null): Promise<Record<string, T>> {
  const achados: Record<string, T> = {};
  for (const area of readdirSync(join(RAIZ, pasta), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const nome of readdirSync(join(RAIZ, pasta, area.name)).sort()) {
      const relativo = caminho(area.name, nome);
      if (relativo === null) continue;
      const arquivo = join(RAIZ, pasta, area.name, relativo);
      if (!existsSync(arquivo)) continue;
      const m = (await import(pathToFileURL(arquivo).href)) as { default: T };
      achados[`${pasta}/${area.name}/${relativo}`] = m.default;
    }
  }
  return achados;
}

/**
 * The menu's modules as the panel's registry builds them (src/registro/construirModulos.ts), read
 * here without Vite: the registry finds its files with import.meta.glob, which only Vite has. The same
 * files (contrato/modulos/<area>/<modulo>.ts, src/modulos/<area>/<modulo>/index.ts), the same join by
 * route, the same fallbacks (a register's engine screens, else 'Em construção');
 * tests/unit/bench-telas.test.ts holds this to the registry itself.
 */
export async function modulosDoMenu(): Promise<ModuleDefinition[]> {
  // the module's own file, not its siblings (*.api.ts, *.relatorios.ts, *.painel.ts)
  const declaracoes = await importarTodos<ModuloDeclarado>('contrato/modulos', (_area, nome) => (/^[^.]+\.ts$/.test(nome) ? nome : null));
  const telas = await importarTodos<ModuleDefinition>('src/modulos', (_area, nome) => (nome.includes('.') ? null : join(nome, 'index.ts')));
  const porRota = new Map(Object.values(telas).map((m) => [m.route, m]));
  const areas = Object.keys(AREAS) as Area[];
  const posicao = (d: ModuloDoMenu) => [areas.indexOf(d.area), (AREAS[d.area].children as readonly string[]).indexOf(d.menu.chave)] as const;
  return Object.keys(declaracoes)
    .sort()
    .map((k) => declaracoes[k])
    .filter((d): d is ModuloDoMenu => d.menu !== undefined && d.area !== 'sistema')
    .map((d, i) => ({ d, i, p: posicao(d) }))
    .sort((a, b) => a.p[0] - b.p[0] || a.p[1] - b.p[1] || a.i - b.i)
    .map(({ d }) => porRota.get(d.menu.rota) ?? (d.recurso === undefined ? moduloEmConstrucao(d) : telasDoModulo(d)));
}

/** A module that works: it has a list screen (its own or the register engine's); the others show 'Em construção'. */
export const funciona = (m: ModuleDefinition): boolean => m.list !== undefined;

/** The routes under a module that need no record to open (no ':id'), e.g. 'novo'. */
const subRotasEstaticas = (m: ModuleDefinition): string[] => (m.routes ?? []).map((r) => r.path).filter((p) => !p.split('/').some((s) => s.startsWith(':')));

/**
 * Every screen to measure: the home page, each working module's list in menu order, and the
 * static sub-routes of the reference module (the new-order page) or, with `todasSubRotas`, of
 * every working module (each register's settings page included).
 */
export async function telasDoMenu(opcoes: { todasSubRotas?: boolean } = {}): Promise<Tela[]> {
  const telas: Tela[] = [{ chave: 'inicio', rota: '/', nome: 'Início', tipo: 'inicio' }];
  for (const m of (await modulosDoMenu()).filter(funciona)) {
    telas.push({ chave: m.route.slice(1), rota: m.route, nome: m.label, tipo: 'modulo' });
    if (!opcoes.todasSubRotas && m.route !== ROTA_REFERENCIA) continue;
    for (const sub of subRotasEstaticas(m)) {
      const rota = `${m.route}/${sub}`;
      telas.push({ chave: rota.slice(1), rota, nome: `${m.label}: ${sub}`, tipo: 'sub-rota' });
    }
  }
  return telas;
}

/**
 * The screens `--telas` names (a key, or its last segments: 'gestao-estoque', 'gestao-pedidos/novo'),
 * always with the reference list, whose score sets the others' target. An unknown name is an error.
 */
export function escolherTelas(todas: Tela[], nomes: string[] | undefined): Tela[] {
  if (!nomes || nomes.length === 0) return todas;
  const casa = (t: Tela, n: string) => t.chave === n || t.chave.endsWith(`/${n}`);
  const desconhecidas = nomes.filter((n) => !todas.some((t) => casa(t, n)));
  if (desconhecidas.length > 0) throw new Error(`--telas: ${desconhecidas.join(', ')} não é tela do menu (${todas.map((t) => t.chave).join(', ')})`);
  return todas.filter((t) => t.rota === ROTA_REFERENCIA || nomes.some((n) => casa(t, n)));
}
