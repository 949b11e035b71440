import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// The date pickers are the heaviest part of the screen: they are fetched when the form is first shown.
const FiltrosFormulario = lazy(() => import('./FiltrosFormulario'));

function CarregandoFiltros() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando filtros">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

/** Rendered beside the form in the same Suspense boundary, so its effect runs only once the form is on screen. */
function AoMontar({ acao }: { acao: () => void }) {
  useEffect(() => acao(), [acao]);
  return null;
}

/** The form of every filter, with a skeleton while its code loads; `aoCarregar` (stable) runs once it is shown. */
export function FormularioSobDemanda({ aoCarregar }: { aoCarregar?: () => void }) {
  return (
    <Suspense fallback={<CarregandoFiltros />}>
      <FiltrosFormulario />
      {aoCarregar ? <AoMontar acao={aoCarregar} /> : null}
    </Suspense>
  );
}
