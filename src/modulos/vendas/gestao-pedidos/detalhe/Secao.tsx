import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SecaoCartao } from '../../../../motorCadastros/formulario/SecaoCartao';

/** One block of the detail: the engine's section card, as tall as its grid cell. */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <SecaoCartao titulo={titulo} preencher>
      {children}
    </SecaoCartao>
  );
}

/** A label and its value, as a description list row. */
export function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) 1fr', gap: 1, py: 0.25 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

export function Campos({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}
