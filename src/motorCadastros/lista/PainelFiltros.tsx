import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { GavetaFiltros } from '../../layout/GavetaFiltros';
import { useLimparFiltros } from './filtroPadrao';

// The form (react-hook-form and the masked inputs) loads when the drawer first opens.
const FormularioFiltros = lazy(() => import('../filtros/FormularioFiltros'));

function CarregandoFiltros() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando filtros">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

/** The declared filters in a drawer beside the page (never a column of the table), with the saved queries. */
export function PainelFiltros({ recurso, onFechar }: { recurso: Recurso; onFechar: () => void }) {
  const limpar = useLimparFiltros();
  return (
    <GavetaFiltros limpar={limpar} onFechar={onFechar}>
      <Suspense fallback={<CarregandoFiltros />}>
        <FormularioFiltros recurso={recurso} />
      </Suspense>
    </GavetaFiltros>
  );
}
