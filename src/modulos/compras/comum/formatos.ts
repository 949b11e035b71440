/**
 * A purchase order's expected day as DD/MM/YYYY, from the contract's YYYY-MM-DD. Written out from
 * its parts: as an instant it would be UTC midnight, the day before in São Paulo.
 */
export function formatDia(dia: string | null): string {
  const m = dia ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}
