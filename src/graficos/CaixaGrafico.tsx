import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A chart in its box, named for screen readers (a figure with the title as its name). While the
 * data loads it keeps the chart's place; with nothing to draw it says so, or is left out when the
 * screen gives no sentence for it. No chart library here: the box shows before the chart's code.
 */
export function CaixaGrafico({ titulo, carregando = false, vazio = false, semDados, altura = 260, children }: {
  titulo: string;
  carregando?: boolean;
  vazio?: boolean;
  /** What an empty chart says; without it an empty chart is not shown. */
  semDados?: string;
  /** The place kept while loading. */
  altura?: number;
  children: ReactNode;
}) {
  if (vazio && !carregando && !semDados) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0 }} role="figure" aria-label={titulo}>
      <Typography variant="subtitle1" component="h2">
        {titulo}
      </Typography>
      {carregando ? (
        <Skeleton variant="rounded" height={altura} aria-hidden />
      ) : vazio ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {semDados}
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}
