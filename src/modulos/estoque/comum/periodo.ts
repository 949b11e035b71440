/** What the period's two fields share, with or without the calendar's code. */

export interface PropsPeriodo {
  de: Date | null;
  ate: Date | null;
  onDe: (d: Date | null) => void;
  onAte: (d: Date | null) => void;
  invertido: boolean;
}

/** Both fields' box, the same before and after the calendar's code arrives: wide enough for DD/MM/YYYY and the calendar button in a wide fallback font. */
export const CAMPO_PERIODO = { size: 'small' as const, variant: 'outlined' as const, margin: 'none' as const, sx: { width: 205 } };

/** A whole day as the picker holds it (local midnight), or null while incomplete (an invalid Date's time is NaN). */
export const diaValido = (d: Date | null): Date | null => (d && !Number.isNaN(d.getTime()) && d.getFullYear() > 1900 ? d : null);
