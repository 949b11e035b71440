import { createContext, type ComponentType, type ReactNode } from 'react';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';

/**
 * A picture a module shows for each record of its generated list (a product's main photo): the
 * table's first column and the start of each phone card. A module provides it around the list.
 */
export interface MidiaDoRegistro {
  /** The column's header. */
  rotulo: string;
  Componente: ComponentType<{ registro: Registro }>;
  /**
   * Mounted once around the table or the cards, inside the list's context: where the module
   * loads what the page's pictures show in one call and lends it to each (no query per row).
   */
  Provedor?: ComponentType<{ children: ReactNode }>;
}

export const MidiaDoRegistroContext = createContext<MidiaDoRegistro | null>(null);
