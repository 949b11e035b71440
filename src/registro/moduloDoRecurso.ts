import { resourceName } from './declaracoes';
import { MODULES } from './modulos';
import type { ModuleDefinition } from './telasDoModulo';

/** The module a react-admin resource mounts (canAccess asks by resource name), or undefined outside the registry. */
export function moduloDoRecurso(resource: string): ModuleDefinition | undefined {
  return MODULES.find((m) => resourceName(m) === resource);
}
