import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { GavetaFiltros } from '../../layout/GavetaFiltros';
import { useLimparFiltros } from './filtroPadrao';

const carregarFormulario = () => import('../filtros/FormularioFiltros');
// The form (react-hook-form and the masked inputs) loads when the drawer first opens.
const FormularioFiltros = lazy(carregarFormulario);

/** Starts loading the form before the drawer asks for it (the pointer on 'Filtros'). */
export const precarregarFormulario = (): void => {
  void carregarFormulario().catch(() => {
    // a head start only: the drawer's own Suspense loads (and reports) it again
  });
};

function CarregandoFiltros() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando filtros">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

/**
 * The declared filters in a drawer beside the page (never a column of the table), with the saved
 * queries. Loaded when 'Filtros' is first used (BarraLista), then kept, so the drawer slides out
 * as it slid in.
 */
export default function PainelFiltros({ recurso, aberto, onFechar }: { recurso: Recurso; aberto: boolean; onFechar: () => void }) {
  const limpar = useLimparFiltros();
  return (
    <Drawer anchor="right" open={aberto} onClose={onFechar}>
      <GavetaFiltros limpar={limpar} onFechar={onFechar}>
        <Suspense fallback={<CarregandoFiltros />}>
          <FormularioFiltros recurso={recurso} />
        </Suspense>
      </GavetaFiltros>
    </Drawer>
  );
}
