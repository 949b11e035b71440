import type { ComponentType, ReactNode } from 'react';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';

/**
 * A column a module adds to the generated list (what a client bought, say) after the declared
 * ones: its own cell, offered in the column chooser like any other, never sortable (the server
 * sorts by declared fields only).
 */
export interface ColunaExtra {
  chave: string;
  rotulo: string;
  /** Right-aligned, tabular figures. */
  numerica?: boolean;
  /**
   * One record's cell; on a phone, shown after the label on the record's card. The list styles
   * the class `celula-extra` (tabular digits, one line): cheaper than an sx in every row.
   */
  Celula: ComponentType<{ registro: Registro }>;
}

/**
 * What a module adds to the generated list (docs/modules.md): its columns, and a provider mounted
 * inside the list's context around the table or cards, where the module loads once per page what
 * its cells show (one call for the page's ids, not one per row).
 */
export interface ExtensaoLista {
  colunas: readonly ColunaExtra[];
  Provedor?: ComponentType<{ children: ReactNode }>;
}
