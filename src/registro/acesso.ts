/**
 * One access rule for the menu, the home shortcuts, canAccess, the route guard and the screens: a
 * module is open to a user who holds both its area's parent key and its own key, so a module the
 * menu hides is never reachable by URL either. Nothing here imports the registry: a screen may ask
 * without closing a circle through it.
 */
import { AREAS, hasAnyKey, type Area } from '@retaguarda/contrato/api/permissions';
import { useSessao } from '../session/store';
import { AREA_INFO, type AreaInfo } from './areas';
import type { ModuloDoMenu } from './declaracoes';
import type { ModuleDefinition } from './telasDoModulo';

export function podeAbrirModulo(permissoes: readonly string[], modulo: Pick<ModuleDefinition, 'area' | 'permission'>): boolean {
  return hasAnyKey(permissoes, [AREAS[modulo.area].parent]) && hasAnyKey(permissoes, [modulo.permission]);
}

/** Whether the signed-in user may open a module, given its declaration in the contract (a screen linking to another module). */
export function usePodeAbrir(modulo: Pick<ModuloDoMenu, 'area' | 'menu'>): boolean {
  const { usuario } = useSessao();
  return podeAbrirModulo(usuario?.permissoes.permissions ?? [], { area: modulo.area, permission: modulo.menu.chave });
}

export interface GrupoMenu extends AreaInfo {
  area: Area;
  modulos: ModuleDefinition[];
}

/** The menu's groups a user sees: an area without its key or without any open child is left out. */
export function gruposVisiveis(permissoes: readonly string[], modulos: readonly ModuleDefinition[]): GrupoMenu[] {
  return (Object.keys(AREA_INFO) as Area[]).flatMap((area) => {
    const abertos = modulos.filter((m) => m.area === area && podeAbrirModulo(permissoes, m));
    return abertos.length ? [{ area, ...AREA_INFO[area], modulos: abertos }] : [];
  });
}
