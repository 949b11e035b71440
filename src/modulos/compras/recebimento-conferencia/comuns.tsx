import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatDia } from '../comum/formatos';

/** The list of orders awaiting goods; each order is received at its id under it. */
export const ROTA_RECEBIMENTOS = '/compras/recebimento-conferencia';

/** The expected delivery day, flagged when it is past and the goods have not all come. */
export function PrevisaoEntrega({ dia, atrasado }: { dia: string | null; atrasado: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{formatDia(dia)}</span>
      {atrasado && <Chip size="small" color="error" label="Atrasado" />}
    </Box>
  );
}
