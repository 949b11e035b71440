/**
 * The module registry: every module of the menu, in menu order (SPEC section 2), found by
 * convention. A module is its declaration in contrato/modulos/<area>/<modulo>.ts and, once it has
 * screens, its panel folder src/modulos/<area>/<modulo>/index.ts; nothing else is edited to add one.
 * Routes, menu entries, access guards and page titles all follow from it.
 */
import { DECLARACOES_ENCONTRADAS } from './declaracoes';
import { construirModulos } from './construirModulos';
import type { ModuleDefinition } from './telasDoModulo';

// Eager: a lazy glob would be a screen's import() to build/precarregarPainel.ts, and the menu needs every module at once.
export const TELAS_ENCONTRADAS: Readonly<Record<string, ModuleDefinition>> = import.meta.glob<ModuleDefinition>('../modulos/*/*/index.ts', { eager: true, import: 'default' });

export const MODULES: readonly ModuleDefinition[] = construirModulos(DECLARACOES_ENCONTRADAS, TELAS_ENCONTRADAS);
