import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Area, ChildKey } from '@retaguarda/contrato/api/permissions';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { ROTA_CONFIGURACOES, TELAS_RECURSO } from '../motorCadastros/telas';

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
  /**
   * A declared resource (contrato/recursos): its list, record page, create and edit screens are
   * generated from the declaration; a screen given above replaces the generated one.
   */
  recurso?: Recurso;
}

export function defineModule<T extends ModuleDefinition>(definition: T): T {
  if (!definition.recurso) return definition;
  return {
    ...definition,
    list: definition.list ?? TELAS_RECURSO.list,
    show: definition.show ?? TELAS_RECURSO.show,
    create: definition.create ?? TELAS_RECURSO.create,
    edit: definition.edit ?? TELAS_RECURSO.edit,
    // every register has its settings page (the custom fields), beside the module's own routes
    routes: [...(definition.routes ?? []), { path: ROTA_CONFIGURACOES, element: TELAS_RECURSO.configuracoes }],
  };
}

/** The react-admin resource name of a module. */
export const resourceName = (m: Pick<ModuleDefinition, 'route'>): string => m.route.replace(/^\//, '');
