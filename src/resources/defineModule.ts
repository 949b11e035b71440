import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Area, ChildKey } from '../api/permissions';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * Everything the panel needs to mount one module: route, menu entry, guard and title all
 * follow from this declaration. A module without screens yet declares only route, label and
 * key, and the panel shows its 'Em construção' page.
 */
export interface ModuleDefinition {
  area: Area;
  /** Absolute path, e.g. '/vendas/gestao-pedidos'; the react-admin resource name is this path without the leading slash. */
  route: string;
  label: string;
  permission: ChildKey;
  icon: SvgIconComponent;
  list?: Screen;
  edit?: Screen;
  show?: Screen;
  create?: Screen;
  /** Extra routes under the module's path, e.g. 'novo' for a manual order. */
  routes?: { path: string; element: Screen }[];
}

export function defineModule<T extends ModuleDefinition>(definition: T): T {
  return definition;
}

/** The react-admin resource name of a module. */
export const resourceName = (m: Pick<ModuleDefinition, 'route'>): string => m.route.replace(/^\//, '');
