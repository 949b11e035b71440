import type { ReactNode } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { CabecalhoPagina, type PassoTrilha } from './CabecalhoPagina';

export interface PaginaDeAvisoProps {
  titulo: string;
  trilha?: PassoTrilha[];
  Icone: typeof SvgIcon;
  corIcone: 'error' | 'warning' | 'action';
  /** The sentences, then the way out (buttons), centred under the icon. */
  children: ReactNode;
}

/**
 * A page that stands in for a screen the user cannot use (no access, not found, not built yet, an
 * order that cannot be opened): the page's title, a large icon, what happened and the way out.
 */
export function PaginaDeAviso({ titulo, trilha, Icone, corIcone, children }: PaginaDeAvisoProps) {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <CabecalhoPagina titulo={titulo} trilha={trilha} />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
          <Icone color={corIcone} sx={{ fontSize: 64 }} aria-hidden />
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
