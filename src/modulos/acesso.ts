/**
 * One access rule for the menu, the home shortcuts, canAccess and the route guard: a module is
 * open to a user who holds both its area's parent key and its own key, so a module the menu
 * hides is never reachable by URL either.
 */
import { AREAS, hasAnyKey, type Area } from '@retaguarda/contrato/api/permissions';
import { AREA_INFO, type AreaInfo } from './areas';
import { resourceName, type ModuleDefinition } from './defineModule';
import { MODULES } from '../modules';

export function podeAbrirModulo(permissoes: readonly string[], modulo: Pick<ModuleDefinition, 'area' | 'permission'>): boolean {
  return hasAnyKey(permissoes, [AREAS[modulo.area].parent]) && hasAnyKey(permissoes, [modulo.permission]);
}

export function moduloDoRecurso(resource: string): ModuleDefinition | undefined {
  return MODULES.find((m) => resourceName(m) === resource);
}

export interface GrupoMenu extends AreaInfo {
  area: Area;
  modulos: ModuleDefinition[];
}

/** The menu's groups a user sees: an area without its key or without any open child is left out. */
export function gruposVisiveis(permissoes: readonly string[], modulos: readonly ModuleDefinition[] = MODULES): GrupoMenu[] {
  return (Object.keys(AREA_INFO) as Area[]).flatMap((area) => {
    const abertos = modulos.filter((m) => m.area === area && podeAbrirModulo(permissoes, m));
    return abertos.length ? [{ area, ...AREA_INFO[area], modulos: abertos }] : [];
  });
}
