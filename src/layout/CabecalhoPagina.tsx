import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTituloDaAba } from './tituloDaAba';

export interface PassoTrilha {
  label: string;
  to?: string;
}

/**
 * A page's title (in the top bar, the browser tab and as its h1) and its breadcrumb, which ends on
 * the page itself: its title, or `atual` when the steps before already say the rest (an edit form
 * under its record ends on 'Editar').
 */
export function CabecalhoPagina({ titulo, trilha = [], acoes, atual = titulo }: { titulo: string; trilha?: PassoTrilha[]; acoes?: ReactNode; atual?: string }) {
  useTituloDaAba(titulo);
  return (
    <Box component="header" sx={{ mt: 2, mb: 3 }}>
      <Title title={titulo} />
      {trilha.length > 0 && (
        <Breadcrumbs aria-label="Trilha de navegação" sx={{ mb: 1 }}>
          {trilha.map((passo) =>
            passo.to ? (
              <Link key={passo.label} component={RouterLink} to={passo.to} underline="hover" color="inherit">
                {passo.label}
              </Link>
            ) : (
              <Typography key={passo.label} color="text.secondary">
                {passo.label}
              </Typography>
            ),
          )}
          <Typography color="text.primary" aria-current="page">
            {atual}
          </Typography>
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {titulo}
        </Typography>
        {acoes}
      </Box>
    </Box>
  );
}
