import { createContext, type ComponentType } from 'react';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';

/**
 * A picture a module shows for each record of its generated list (a product's main photo): the
 * table's first column and the start of each phone card. A module provides it around the list.
 */
export interface MidiaDoRegistro {
  /** The column's header. */
  rotulo: string;
  Componente: ComponentType<{ registro: Registro }>;
}

export const MidiaDoRegistroContext = createContext<MidiaDoRegistro | null>(null);
