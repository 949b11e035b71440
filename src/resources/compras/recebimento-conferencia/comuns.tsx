import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** The list of orders awaiting goods; each order is received at its id under it. */
export const ROTA_RECEBIMENTOS = '/compras/recebimento-conferencia';

/**
 * The expected day as DD/MM/YYYY, from the contract's YYYY-MM-DD. Written out from its parts: as an
 * instant it would be UTC midnight, the day before in São Paulo.
 */
export function formatDia(dia: string | null): string {
  const m = dia ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

/** The expected delivery day, flagged when it is past and the goods have not all come. */
export function PrevisaoEntrega({ dia, atrasado }: { dia: string | null; atrasado: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{formatDia(dia)}</span>
      {atrasado && <Chip size="small" color="error" label="Atrasado" />}
    </Box>
  );
}
