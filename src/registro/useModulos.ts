import { useMemo } from 'react';
import { useResourceDefinitions } from 'react-admin';
import type { ModuleDefinition } from './telasDoModulo';

/** What src/registro/recursoDoModulo.tsx puts in each module's <Resource options>. */
export interface OpcoesDoModulo {
  label: string;
  modulo: ModuleDefinition;
}

/**
 * The mounted modules, in menu order, as react-admin's resource definitions hold them: a screen
 * reads the live registry here rather than importing it, which would close a circle through the
 * screens the registry loads.
 */
export function useModulos(): ModuleDefinition[] {
  const definicoes = useResourceDefinitions<Partial<OpcoesDoModulo>>();
  return useMemo(() => Object.values(definicoes).flatMap((d) => (d.options?.modulo ? [d.options.modulo] : [])), [definicoes]);
}
