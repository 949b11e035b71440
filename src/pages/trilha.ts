import { AREA_INFO } from '../resources/areas';
import type { ModuleDefinition } from '../resources/defineModule';
import type { PassoTrilha } from '../layout/CabecalhoPagina';

/** Início › Área: the breadcrumb above a module's own title. */
export function trilhaDoModulo(modulo: Pick<ModuleDefinition, 'area'>): PassoTrilha[] {
  return [{ label: 'Início', to: '/' }, { label: AREA_INFO[modulo.area].label }];
}
