import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A screen's headline figures (the totals of what is filtered) as a definition list: each label
 * small above its figure, side by side, wrapping on a phone. `rotulo` names the list for readers.
 */
export function NumerosResumo({ rotulo, itens, sx }: { rotulo: string; itens: readonly (readonly [string, string])[]; sx?: SxProps<Theme> }) {
  return (
    <Box component="dl" aria-label={rotulo} sx={[{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {itens.map(([r, v]) => (
        <Box key={r}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {r}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
