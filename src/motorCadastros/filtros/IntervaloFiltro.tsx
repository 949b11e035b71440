import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BrInputProps } from '../../br/inputs';

/** A range filter (numbers, money, dates): 'De' and 'Até', either may be left empty. */
export function IntervaloFiltro({ source, label, Entrada }: { source: string; label: string; Entrada: ComponentType<BrInputProps> }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
        <Entrada source={`${source}.de`} label={`${label}: de`} size="small" margin="dense" />
        <Entrada source={`${source}.ate`} label={`${label}: até`} size="small" margin="dense" />
      </Box>
    </Box>
  );
}
