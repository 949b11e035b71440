import { useState } from 'react';

/**
 * The ledger's pages by cursor: each page after the first is asked with the last id of the one
 * before it (`antes_de`), so a deep page costs the server what the first does. The cursors of the
 * pages passed are kept, so 'Anterior' asks again for exactly the page that was shown there.
 */
export function usePaginasPorCursor() {
  const [cursores, setCursores] = useState<readonly number[]>([]);
  return {
    /** From 1, for the label. */
    pagina: cursores.length + 1,
    antesDe: cursores.at(-1),
    proxima: (ultimoIdVisto: number) => setCursores((c) => [...c, ultimoIdVisto]),
    anterior: () => setCursores((c) => c.slice(0, -1)),
    primeira: () => setCursores([]),
  };
}
