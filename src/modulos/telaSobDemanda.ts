import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleDefinition } from '../registro/telasDoModulo';

/** A screen whose code loads on first use, and can be asked to start loading earlier. */
export type TelaSobDemanda = LazyExoticComponent<ComponentType> & { precarregar(): Promise<unknown> };

/**
 * React.lazy with a preload: the same single import serves both, and a failed import (connection
 * lost) is forgotten so the next attempt fetches again.
 */
export function telaSobDemanda(carregar: () => Promise<{ default: ComponentType }>): TelaSobDemanda {
  let emCurso: Promise<{ default: ComponentType }> | undefined;
  const uma = () =>
    (emCurso ??= carregar().catch((erro: unknown) => {
      emCurso = undefined;
      throw erro;
    }));
  return Object.assign(lazy(uma), { precarregar: uma });
}

const ehSobDemanda = (tela: unknown): tela is TelaSobDemanda =>
  typeof tela === 'object' && tela !== null && typeof (tela as Partial<TelaSobDemanda>).precarregar === 'function';

/**
 * Starts loading the screen an address opens (the module's list at its route, a fixed route's
 * screen at route/novo, its edit screen at route/:id), so its code arrives while the splash is
 * still up instead of after it. Returns the screen it started, if any; code only, no data and no
 * access decision (the guard still decides).
 */
export function precarregarTelaDoEndereco(pathname: string, modulos: readonly ModuleDefinition[]): TelaSobDemanda | undefined {
  const caminho = pathname.replace(/\/+$/, '');
  for (const m of modulos) {
    const segmento = caminho.startsWith(`${m.route}/`) ? caminho.slice(m.route.length + 1) : undefined;
    // a fixed route one segment below ('novo') is its own screen, not the edit screen of an id
    const fixa = segmento === undefined ? undefined : m.routes?.find((r) => r.path === segmento);
    const tela = caminho === m.route ? m.list : fixa ? fixa.element : segmento !== undefined && !segmento.includes('/') ? m.edit : undefined;
    if (ehSobDemanda(tela)) {
      void tela.precarregar().catch(() => {
        // Only a head start: the route's own Suspense loads (and reports) it again when shown.
      });
      return tela;
    }
  }
  return undefined;
}
