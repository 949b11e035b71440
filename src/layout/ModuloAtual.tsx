import { createContext, useContext } from 'react';
import type { ModuleDefinition } from '../registro/telasDoModulo';

/** The module whose routes are rendering, for pages that are shared by every module (em construção, acesso negado). */
export const ModuloAtualContext = createContext<ModuleDefinition | null>(null);

export const useModuloAtual = (): ModuleDefinition | null => useContext(ModuloAtualContext);
